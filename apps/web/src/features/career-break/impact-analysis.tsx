import type { CareerBreakInput, CareerBreakResult } from '@freedompath/engine/career-break';
import { useId } from 'react';
import type { Ref } from 'react';
import { Card } from '@/components/ui/card';
import { formatCurrency, formatPercent } from '@/lib/format';
import { ResultCard } from '../calculators/kit/results/result-card';
import { formatYears } from './career-break-format';
import { SeverityBanner } from './severity-banner';

export interface ImpactAnalysisProps {
  input: CareerBreakInput;
  result: CareerBreakResult;
  /** The card's heading, focused when new results arrive. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The Impact Analysis card: monthly expenses, total funds needed, income loss and duration,
 * the severity banner and the key considerations (product: career-break#screen).
 */
export function ImpactAnalysis({ input, result, headingRef }: ImpactAnalysisProps) {
  const headingId = useId();
  const duration = formatYears(input.durationYears);
  const buffer = formatPercent(input.emergencyBufferPercent);
  return (
    <section aria-labelledby={headingId}>
      <Card className="grid gap-5">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-semibold text-slate-900"
        >
          Impact Analysis
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <ResultCard
            label="Monthly Expenses"
            value={formatCurrency(result.monthlyExpenses)}
            description="Your itemised budget per month."
          />
          <ResultCard
            label="Total Funds Needed"
            value={formatCurrency(result.totalFundsNeeded)}
            description={`Expenses for ${duration} plus a ${buffer} emergency buffer.`}
          />
          <ResultCard
            label="Income Loss"
            value={formatCurrency(result.incomeLoss)}
            description={`Salary given up over ${duration}.`}
          />
          <ResultCard label="Duration" value={duration} description="Length of the break." />
        </div>
        <SeverityBanner
          severity={result.severity}
          percentOfSavings={result.fundsNeededPercentOfSavings}
        />
        <div>
          <h3 className="font-semibold text-slate-900">Key considerations</h3>
          <ul className="mt-2 grid list-disc gap-1 pl-5 text-slate-800">
            <li>
              Total income loss: {formatCurrency(result.incomeLoss)} of salary you will not earn
              during the break.
            </li>
            <li>
              Monthly expenses: {formatCurrency(result.monthlyExpenses)} a month for {duration}.
            </li>
            <li>
              Emergency buffer included: {formatCurrency(result.emergencyBufferAmount)} ({buffer})
              for costs you did not plan for.
            </li>
          </ul>
        </div>
      </Card>
    </section>
  );
}
