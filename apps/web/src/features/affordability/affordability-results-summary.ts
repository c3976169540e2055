import type { ResultSummary } from '@freedompath/contracts';
import type { AffordabilityResult } from '@freedompath/engine/affordability';
import { formatNumber } from '@/lib/format';
import { affordabilityBands } from './affordability-bands';

/** The headline of "Your Affordability Score", kept with a saved plan (ADR 043). */
export function affordabilityResultsSummary(result: AffordabilityResult): ResultSummary {
  return [
    { label: 'Affordability Score', value: `${formatNumber(result.score)} / 100` },
    { label: 'Rating', value: affordabilityBands[result.band].label },
  ];
}
