import { RESULT_SUMMARY_MAX_ITEMS } from '@freedompath/contracts';
import type { ResultSummary } from '@freedompath/contracts';
import type { InternationalRunwayResult } from '@freedompath/engine/international';
import { formatNumber } from '@/lib/format';
import { runwayText } from './runway-text';

/**
 * Each chosen country's runway and score, the best match first, kept with a saved plan
 * (ADR 043): as many as a summary holds, not the visas of each.
 */
export function internationalRunwayResultsSummary(
  result: InternationalRunwayResult,
): ResultSummary {
  const bestFirst = [...result.countries].sort(
    (a, b) => Number(b.isBestMatch) - Number(a.isBestMatch),
  );
  return bestFirst.slice(0, RESULT_SUMMARY_MAX_ITEMS).map((country) => ({
    label: `${country.name}${country.isBestMatch ? ' (best match)' : ''}`,
    value: `${runwayText(country.runwayMonths)}, score ${formatNumber(country.score)}/100`,
  }));
}
