import type { ResultSummary } from '@freedompath/contracts';
import type { StrategyResult } from '@freedompath/engine/debt';
import { formatCurrency } from '@/lib/format';
import type { DebtAnalysis } from './debt-analysis';
import { formatPayoffMonths, formatYearMonth } from './debt-format';

function outcome(result: StrategyResult): string {
  const interest = formatCurrency(result.totalInterestPaid);
  if (result.monthsToPayoff === null)
    return `Not cleared in 50 years; at least ${interest} interest`;
  return `Debt-free ${formatYearMonth(result.debtFreeDate)} (${formatPayoffMonths(result.monthsToPayoff)}), ${interest} interest`;
}

/**
 * The Strategy Comparison in one line a plan: each strategy's debt-free date, months and total
 * interest, then paying minimums only; kept with a saved plan (ADR 043), not the schedules.
 */
export function debtPaydownResultsSummary(analysis: DebtAnalysis): ResultSummary {
  return [
    ...analysis.strategies.map((result) => ({
      label: result.strategy.name,
      value: outcome(result),
    })),
    { label: 'Minimum payments only', value: outcome(analysis.minimumsOnly) },
  ];
}
