import { AFFORDABILITY_BAND_THRESHOLDS } from './constants.js';
import type { AffordabilityBandName } from './types.js';

/**
 * The band of a score (product: affordability#formulas-and-constants): 80 and up `positive`, 60–79
 * `moderate`, 40–59 `caution`, below 40 `negative`. The colour a screen gives each band is its own
 * (ADR 014).
 *
 * @param score affordability score, 0–100
 * @example affordabilityBand(72) // 'moderate'
 */
export function affordabilityBand(score: number): AffordabilityBandName {
  if (score >= AFFORDABILITY_BAND_THRESHOLDS.positive) return 'positive';
  if (score >= AFFORDABILITY_BAND_THRESHOLDS.moderate) return 'moderate';
  if (score >= AFFORDABILITY_BAND_THRESHOLDS.caution) return 'caution';
  return 'negative';
}
