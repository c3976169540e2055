import { addMonths } from '@freedompath/engine';
import type { PaymentScheduleRow } from '@freedompath/engine/debt';
import type { ChartSeries } from '../calculators/kit/charts/chart-series';
import type { DebtAnalysis } from './debt-analysis';
import { formatYearMonth } from './debt-format';

/** Where each month's rows begin in a schedule (rows come month by month), plus its end. */
export function monthStarts(schedule: readonly PaymentScheduleRow[]): number[] {
  const starts: number[] = [];
  let previous = -1;
  schedule.forEach((row, index) => {
    const key = row.year * 12 + row.month;
    if (key !== previous) starts.push(index);
    previous = key;
  });
  starts.push(schedule.length);
  return starts;
}

/** What is still owed on all debts at the end of each month of a schedule, $. */
export function totalBalanceByMonth(schedule: readonly PaymentScheduleRow[]): number[] {
  const starts = monthStarts(schedule);
  return starts.slice(0, -1).map((start, month) => {
    let cents = 0;
    for (let index = start; index < (starts[month + 1] as number); index++) {
      cents += Math.round((schedule[index] as PaymentScheduleRow).remainingBalance * 100);
    }
    return cents / 100;
  });
}

/** The most points the chart draws: a point a month up to 10 years, then fewer. */
const MAX_MONTHLY_POINTS = 120;

export interface BalanceChartData {
  labels: string[];
  series: ChartSeries[];
  /** Months between points: 1, 3 (plans up to 30 years) or 12. */
  step: 1 | 3 | 12;
}

/**
 * Each strategy's total balance for the chart, sampled so that at most about 120 points are
 * drawn: monthly up to 10 years, quarterly up to 30, then yearly, always ending on the last
 * month. After a plan is paid off its balance is $0; where a hopeless plan stopped early
 * (ADR 006) it is unknown (a gap, '—' in the table).
 */
export function balanceChartData(analysis: DebtAnalysis): BalanceChartData {
  const totals = analysis.strategies.map((result) => totalBalanceByMonth(result.monthlySchedule));
  const horizon = Math.max(...totals.map((months) => months.length));
  const step = horizon <= MAX_MONTHLY_POINTS ? 1 : horizon <= MAX_MONTHLY_POINTS * 3 ? 3 : 12;
  const points: number[] = [];
  for (let month = step - 1; month < horizon; month += step) points.push(month);
  if (points.at(-1) !== horizon - 1) points.push(horizon - 1);
  return {
    step,
    labels: points.map((month) => formatYearMonth(addMonths(analysis.input.startDate, month))),
    series: analysis.strategies.map((result, index) => {
      const months = totals[index] ?? [];
      const after = result.monthsToPayoff === null ? Number.NaN : 0;
      return {
        label: result.strategy.name,
        data: points.map((month) => months[month] ?? after),
      };
    }),
  };
}
