import type { ResultSummary } from '@freedompath/contracts';
import { PREPAID_DEFAULTS } from '@freedompath/engine/prepaid';
import type { PrepaidExpensesInput, PrepaidExpensesResult } from '@freedompath/engine/prepaid';
import { formatCurrency, formatMonths } from '@/lib/format';

/** The total to set aside and its monthly equivalent, kept with a saved plan (ADR 043). */
export function prepaidExpensesResultsSummary(
  input: PrepaidExpensesInput,
  result: PrepaidExpensesResult,
): ResultSummary {
  return [
    { label: 'Total to set aside', value: formatCurrency(result.totalPrepaid) },
    { label: 'Monthly equivalent', value: formatCurrency(result.monthlyEquivalent) },
    {
      label: 'Break length',
      value: formatMonths(input.breakDuration ?? PREPAID_DEFAULTS.breakDuration),
    },
  ];
}
