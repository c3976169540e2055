import type { YearMonth } from '@freedompath/engine';
import type { CycleResult, RetirementInput } from '@freedompath/engine/fire';
import { formatCalendarMonth, MISSING } from '@/lib/format';
import { once } from '@/lib/once';

/** A month as the data and the CSV write it: '1871-01'. */
export function isoMonth({ year, month }: YearMonth): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** Which retirement a cycle is: its first month (historical) or its run (Monte Carlo). */
export function cycleName(cycle: Pick<CycleResult, 'start' | 'run'>): string {
  if (cycle.start) return formatCalendarMonth(cycle.start, 'long');
  return `Run ${((cycle.run ?? 0) + 1).toLocaleString('en-US')}`;
}

/** A year of the retirement as a chart and a table label it. */
export function yearLabel(year: number): string {
  return year === 0 ? 'Start' : `Year ${year}`;
}

/** How the results name a cycle, and the cycles table its first column. */
export interface CycleNoun {
  one: string;
  many: string;
  worst: string;
  /** The cycles table's first column: when a cycle started, or which run it is. */
  column: 'Start' | 'Run';
}

/** How the results name a cycle: a historical period or a simulated market. */
export function cycleNoun(input: RetirementInput): CycleNoun {
  return input.method?.type === 'monte-carlo'
    ? { one: 'simulated run', many: 'simulated runs', worst: 'Worst run', column: 'Run' }
    : { one: 'historical cycle', many: 'historical cycles', worst: 'Worst start', column: 'Start' };
}

const compactDollars = once(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    }),
);

/** Dollars short enough for a chart's axis: '$1.2M', '$850K'. */
export function formatCompactCurrency(value: number): string {
  return Number.isFinite(value)
    ? compactDollars().format(Math.abs(value) < 0.5 ? 0 : value)
    : MISSING;
}
