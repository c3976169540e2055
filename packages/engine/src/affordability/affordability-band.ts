import { AFFORDABILITY_BAND_THRESHOLDS } from './constants.js';
import type { AffordabilityBand } from './types.js';

/**
 * The band and bar colour of a score (calculators.md §9): 80 and up `positive`/green, 60–79
 * `moderate`/yellow, 40–59 `caution`/orange, below 40 `negative`/red.
 *
 * @param score affordability score, 0–100
 * @example affordabilityBand(72) // { band: 'moderate', color: 'yellow' }
 */
export function affordabilityBand(score: number): AffordabilityBand {
  if (score >= AFFORDABILITY_BAND_THRESHOLDS.positive) return { band: 'positive', color: 'green' };
  if (score >= AFFORDABILITY_BAND_THRESHOLDS.moderate) return { band: 'moderate', color: 'yellow' };
  if (score >= AFFORDABILITY_BAND_THRESHOLDS.caution) return { band: 'caution', color: 'orange' };
  return { band: 'negative', color: 'red' };
}
