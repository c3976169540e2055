import type { ResultSummary } from '@freedompath/contracts';
import type { PaycheckPlan } from '@freedompath/engine/paycheck';
import { formatCurrency, formatNumber } from '@/lib/format';
import { periodTitle } from './paycheck-format';

/**
 * The paycheck, how many come in three months and what each period's bills leave, kept with a
 * saved plan (ADR 043), not the calendar.
 */
export function paycheckPlannerResultsSummary(plan: PaycheckPlan): ResultSummary {
  return [
    { label: 'Each Paycheck', value: formatCurrency(plan.paycheckAmount, { cents: 'auto' }) },
    { label: 'Paychecks in 3 Months', value: formatNumber(plan.paychecks.length) },
    ...plan.periods.map((period, index) => ({
      label: `${periodTitle(index, plan.periods.length)}: left after bills`,
      value: formatCurrency(period.leftover, { cents: 'auto' }),
    })),
  ];
}
