import type { RunwayRiskLabel } from './types.js';

/**
 * The risk label of product: runway#rules. With a planned break: not sustainable → 'High Risk';
 * runway more than 12 months beyond the break → 'Fully Funded'; at or above the break →
 * 'Adequate'; below → 'Shortfall'. Without one the label depends on the runway alone:
 * under 12 months 'High Risk', under 24 'Medium Risk', under 60 'Low Risk', else 'Very Safe'.
 *
 * @param runwayMonths runway in months (`Infinity` when there is no net burn)
 * @param breakDuration planned break in months, or `null` for none
 * @param isSustainable whether the projection meets every withdrawal until the break ends
 * @example runwayRiskLabel(30, 12, true) // 'Fully Funded' (30 − 12 = 18 > 12 months)
 * @example runwayRiskLabel(18, null, true) // 'Medium Risk'
 */
export function runwayRiskLabel(
  runwayMonths: number,
  breakDuration: number | null,
  isSustainable: boolean,
): RunwayRiskLabel {
  if (breakDuration !== null) {
    if (!isSustainable) return 'High Risk';
    if (runwayMonths - breakDuration > 12) return 'Fully Funded';
    return runwayMonths >= breakDuration ? 'Adequate' : 'Shortfall';
  }
  if (runwayMonths < 12) return 'High Risk';
  if (runwayMonths < 24) return 'Medium Risk';
  return runwayMonths < 60 ? 'Low Risk' : 'Very Safe';
}
