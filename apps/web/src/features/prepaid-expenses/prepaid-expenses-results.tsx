import type { PrepaidExpensesInput, PrepaidExpensesResult } from '@freedompath/engine/prepaid';
import { PREPAID_DEFAULTS } from '@freedompath/engine/prepaid';
import { useId } from 'react';
import type { Ref } from 'react';
import { Card } from '@/components/ui/card';
import { formatCurrency, formatMonths } from '@/lib/format';
import { ResultCard, ResultGrid } from '../calculators/kit/results/result-card';
import { choosePlanningTip } from './planning-tip';
import { PrepaidBreakdownTables } from './prepaid-breakdown-tables';

export interface PrepaidExpensesResultsProps {
  /** The input the result was calculated from (the form may change afterwards). */
  input: PrepaidExpensesInput;
  result: PrepaidExpensesResult;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The summary: the total and its monthly equivalent, a planning tip and the breakdowns. */
export function PrepaidExpensesResults({ input, result, headingRef }: PrepaidExpensesResultsProps) {
  const tipTitleId = useId();
  const months = input.breakDuration ?? PREPAID_DEFAULTS.breakDuration;
  const tip = choosePlanningTip(input, result);
  return (
    <section aria-labelledby="prepaid-expenses-results-title" className="grid gap-6">
      <h2
        id="prepaid-expenses-results-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-slate-900"
      >
        Your prepaid expenses
      </h2>
      <ResultGrid>
        <ResultCard
          label="Total to set aside"
          value={formatCurrency(result.totalPrepaid)}
          description={`Covers your bills for a break of ${formatMonths(months)}.`}
          tone="good"
        />
        <ResultCard
          label="Monthly equivalent"
          value={formatCurrency(result.monthlyEquivalent)}
          description={`The total spread over ${formatMonths(months)}.`}
        />
      </ResultGrid>
      <section
        aria-labelledby={tipTitleId}
        data-rule={tip.rule}
        className="grid gap-2 rounded-2xl border border-brand-200 bg-brand-50 p-5"
      >
        <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">Planning tip</p>
        <h3 id={tipTitleId} className="text-lg font-semibold text-slate-900">
          {tip.title}
        </h3>
        <p className="text-slate-800">{tip.text}</p>
      </section>
      <Card>
        <PrepaidBreakdownTables input={input} result={result} />
      </Card>
    </section>
  );
}
