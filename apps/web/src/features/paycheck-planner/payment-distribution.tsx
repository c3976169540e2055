import { PAYCHECKS_PER_MONTH } from '@freedompath/engine/paycheck';
import type { PaycheckPlan, PaycheckPlanInput } from '@freedompath/engine/paycheck';
import { useId } from 'react';
import type { Ref } from 'react';
import { Card } from '@/components/ui/card';
import { formatCurrency, formatNumber } from '@/lib/format';
import { formatDate } from '@/lib/local-date';
import { ResultCard, ResultGrid } from '../calculators/kit/results/result-card';
import { PayPeriodCard } from './pay-period-card';
import { frequencyLabels, periodTitle } from './paycheck-format';

export interface PaymentDistributionProps {
  input: PaycheckPlanInput;
  plan: PaycheckPlan;
  /** First and last day of the plan, `YYYY-MM-DD`. */
  firstDay: string;
  lastDay: string;
  /** The card's heading, focused when new results arrive. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The payment distribution panel: the paycheck amount and count over the three months, then
 * each paycheck of a typical month with the bills it covers and what is left of it.
 */
export function PaymentDistribution({
  input,
  plan,
  firstDay,
  lastDay,
  headingRef,
}: PaymentDistributionProps) {
  const headingId = useId();
  const perMonth = PAYCHECKS_PER_MONTH[input.payFrequency];
  const firstPayday = plan.paychecks[0]?.date;
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <Card className="grid min-w-0 grid-cols-1 gap-5">
        <div className="grid gap-1">
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold text-slate-900"
          >
            Payment Distribution
          </h2>
          <p className="text-sm text-slate-600">
            {formatDate(firstDay, { weekday: true })} to {formatDate(lastDay, { weekday: true })} ·{' '}
            {frequencyLabels[input.payFrequency]}
          </p>
        </div>
        <ResultGrid>
          <ResultCard
            label="Each Paycheck"
            value={formatCurrency(plan.paycheckAmount)}
            description={
              perMonth === 1
                ? `Your monthly income of ${formatCurrency(input.monthlyIncome)} in one paycheck.`
                : `Your monthly income of ${formatCurrency(input.monthlyIncome)} shared by ${formatNumber(perMonth)} paychecks a month.`
            }
          />
          <ResultCard
            label="Paychecks in 3 Months"
            value={formatNumber(plan.paychecks.length)}
            description={
              firstPayday
                ? `The first arrives ${formatDate(firstPayday, { weekday: true })}.`
                : undefined
            }
          />
        </ResultGrid>
        {input.payFrequency === 'biweekly' ? (
          <p className="text-sm text-slate-700">
            Biweekly pay is planned as two paychecks a month; in a month with a third payday, that
            paycheck is not needed for these bills.
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          {plan.periods.map((period, index) => (
            <PayPeriodCard
              key={period.startDay}
              period={period}
              title={periodTitle(index, plan.periods.length)}
            />
          ))}
        </div>
      </Card>
    </section>
  );
}
