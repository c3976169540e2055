import type { ResultSummary } from '@freedompath/contracts';
import type { OfferComparison } from '@freedompath/engine/compensation';
import { formatCurrency } from '@/lib/format';
import { resultFigure } from '../calculators/kit/results/result-figure';

/**
 * Each offer's total compensation, the highest marked, kept with a saved plan (ADR 043): at
 * most 4 offers, so 4 figures. `labels` are the offers' names as the comparison shows them.
 */
export function compensationResultsSummary(
  comparisons: readonly OfferComparison[],
  labels: readonly string[],
): ResultSummary {
  return comparisons.map((comparison, index) =>
    resultFigure(
      `${labels[index] ?? comparison.name}: total compensation`,
      `${formatCurrency(comparison.totalCompensation)} a year${comparison.isHighestTotal ? ' (highest)' : ''}`,
    ),
  );
}
