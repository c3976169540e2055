import { calculateLayoff, LAYOFF_CONSTANTS, toMonthsAndDays } from '@freedompath/engine/layoff';
import type { LayoffInput, LayoffResult } from '@freedompath/engine/layoff';
import { formatCount, formatCurrency } from '@/lib/format';

/** How an endless runway reads: the product definition shows it capped at 36 months. */
const coveredRunwayText = `${LAYOFF_CONSTANTS.coveredRunwayMonths}+ months`;

/**
 * A runway as whole months plus days of a 30-day month (product: layoff#formulas-and-constants),
 * rounded down so it is never overstated; a runway that never runs out reads '36+ months' (the
 * the product's cap).
 *
 * @example runwayText(7.91) // '7 months, 27 days'
 * @example runwayText(Infinity) // '36+ months'
 */
export function runwayText(months: number): string {
  if (months === Number.POSITIVE_INFINITY) return coveredRunwayText;
  const split = toMonthsAndDays(months);
  return `${formatCount(split.months, 'month', 'months')}, ${formatCount(split.days, 'day', 'days')}`;
}

/** One of the three runway bars. */
export interface RunwayBar {
  id: 'severance' | 'savings' | 'unemployment';
  label: string;
  description: string;
  /** Months the money lasts (Infinity when it never runs out). */
  months: number;
  /** Share of the bar filled, 0–100: full at 12 months (product: layoff#formulas-and-constants). */
  percent: number;
}

function percentOfBar(months: number): number {
  return (
    (Math.min(Math.max(months, 0), LAYOFF_CONSTANTS.runwayBarFullMonths) /
      LAYOFF_CONSTANTS.runwayBarFullMonths) *
    100
  );
}

/**
 * The three runway bars, each adding a source of money to the one before: the severance package
 * alone, then with the emergency fund (the engine's `financialRunway`), then with the
 * unemployment benefit too (`runwayWithUnemployment`). The first is the engine's runway for the
 * same form without savings, so every figure is the engine's.
 */
export function layoffRunwayBars(input: LayoffInput, result: LayoffResult): RunwayBar[] {
  const severanceAlone = calculateLayoff({
    severance: input.severance,
    expenses: { ...input.expenses, emergencyFund: 0 },
  }).financialRunway;
  const expenses = formatCurrency(result.monthlyExpenses);
  const benefit = formatCurrency(result.unemploymentBenefit);
  const noExpenses = result.monthlyExpenses === 0;
  const notDrawnDown = 'You entered no monthly expenses, so your money is not drawn down.';
  const bars: Array<Omit<RunwayBar, 'percent'>> = [
    {
      id: 'severance',
      label: 'Severance alone',
      description: noExpenses
        ? notDrawnDown
        : `Your package of ${formatCurrency(result.totalSeverance)} at ${expenses} a month.`,
      months: severanceAlone,
    },
    {
      id: 'savings',
      label: 'With savings',
      description: `Your package plus your emergency fund of ${formatCurrency(input.expenses.emergencyFund ?? 0)}.`,
      months: result.financialRunway,
    },
    {
      id: 'unemployment',
      label: 'With savings and unemployment',
      description: noExpenses
        ? notDrawnDown
        : result.unemploymentCoversExpenses
          ? `Your unemployment benefit of ${benefit} a month covers your ${expenses} of monthly expenses, so your money is not drawn down while it is paid.`
          : `Your package and savings, with ${benefit} a month of unemployment benefit towards your ${expenses} of monthly expenses.`,
      months: result.runwayWithUnemployment,
    },
  ];
  return bars.map((bar) => ({ ...bar, percent: percentOfBar(bar.months) }));
}
