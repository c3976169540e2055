import type { YearMonth } from '@freedompath/engine';
import type { CycleResult, RetirementInput } from '@freedompath/engine/fire';
import { formatCalendarMonth, MISSING } from '../../lib/format';
import { once } from '../../lib/once';

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

/** How the figures name a cycle: historical periods or simulated markets. */
export function cycleNoun(input: RetirementInput): { one: string; many: string; worst: string } {
  return input.method?.type === 'monte-carlo'
    ? { one: 'simulated run', many: 'simulated runs', worst: 'Worst run' }
    : { one: 'historical cycle', many: 'historical cycles', worst: 'Worst start' };
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
