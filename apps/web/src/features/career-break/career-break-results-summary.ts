import type { ResultSummary } from '@freedompath/contracts';
import type { CareerBreakInput, CareerBreakResult } from '@freedompath/engine/career-break';
import { formatCurrency } from '@/lib/format';
import { formatYears } from './career-break-format';

/** The headline figures of the Impact Analysis, kept with a saved plan (ADR 043). */
export function careerBreakResultsSummary(
  input: CareerBreakInput,
  result: CareerBreakResult,
): ResultSummary {
  return [
    { label: 'Monthly Expenses', value: formatCurrency(result.monthlyExpenses) },
    { label: 'Total Funds Needed', value: formatCurrency(result.totalFundsNeeded) },
    { label: 'Income Loss', value: formatCurrency(result.incomeLoss) },
    { label: 'Duration', value: formatYears(input.durationYears) },
  ];
}
