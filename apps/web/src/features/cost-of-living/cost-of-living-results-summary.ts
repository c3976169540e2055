import type { ResultSummary } from '@freedompath/contracts';
import type { CostOfLivingResult } from '@freedompath/engine/cost-of-living';
import { formatCurrency, formatMonths, formatPercent } from '@/lib/format';
import { resultFigure } from '../calculators/kit/results/result-figure';

function runwayChange(months: number): string {
  if (months === 0) return 'No change';
  return `${formatMonths(Math.abs(months))} ${months > 0 ? 'longer' : 'shorter'}`;
}

/** The headline figures of "Living in <destination>", kept with a saved plan (ADR 043). */
export function costOfLivingResultsSummary(result: CostOfLivingResult): ResultSummary {
  return [
    // A custom place's name is the visitor's own text.
    resultFigure('Destination', result.destinationLabel),
    { label: 'Runway Extension', value: runwayChange(result.runwayExtensionMonths) },
    { label: 'Monthly Savings', value: formatCurrency(result.monthlySavings) },
    { label: 'Nomad Feasibility Score', value: formatPercent(result.nomadScore, 0) },
  ];
}
