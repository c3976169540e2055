import { EngineError } from '../shared/engine-error.js';
import { fieldOf } from '../shared/inputs.js';
import { amountOrZero } from './amount-or-zero.js';
import { COST_OF_LIVING_CATEGORIES, DESTINATIONS, NOMAD_FRIENDLY_SCORE } from './constants.js';
import type { CostOfLivingInput, CostOfLivingResult, CostOfLivingRow } from './types.js';
import { validateCostOfLiving } from './validate-cost-of-living.js';

/** The smallest monthly total, $, that the runway extension divides by. */
const MIN_TOTAL = 0.01;

/**
 * What today's monthly expenses would cost at a destination
 * (product: cost-of-living#formulas-and-constants). Rent is priced with the rent index, food with
 * the food index, transportation with the transport index, the rest with the overall cost index.
 * `monthlySavings = currentTotal − newTotal`; `runwayExtensionMonths = savings/newTotal −
 * savings/currentTotal` (0 if either total is below one cent);
 * `nomadScore = round((1 − costIndex) × 100)`. Missing, blank (`NaN`), infinite or non-number
 * amounts (numeric strings included) count as 0. Amounts are not rounded.
 *
 * @example
 * const r = calculateCostOfLiving({
 *   currentExpenses: { rent: 2000, food: 600 }, savings: 30_000, destination: 'bali',
 * });
 * r.newTotal // 2000 × 0.35 + 600 × 0.4 = 940 ($/month)
 * r.monthlySavings // 1660 ($/month)
 * r.runwayExtensionMonths // 30000/940 − 30000/2600 ≈ 20.38 (months)
 * r.nomadScore // 55
 * @throws EngineError when {@link validateCostOfLiving} reports an issue.
 */
export function calculateCostOfLiving(input: CostOfLivingInput): CostOfLivingResult {
  const issues = validateCostOfLiving(input);
  const destination = DESTINATIONS.find((d) => d.value === fieldOf(input, 'destination'));
  // An unknown destination is always among the issues.
  if (issues.length > 0 || destination === undefined) throw new EngineError(issues);
  const savings = amountOrZero(fieldOf(input, 'savings'));

  let currentTotal = 0;
  let newTotal = 0;
  const rows: CostOfLivingRow[] = COST_OF_LIVING_CATEGORIES.map(({ key, label, index }) => {
    const current = amountOrZero(fieldOf(input.currentExpenses, key));
    const priced = current * destination[index];
    currentTotal += current;
    newTotal += priced;
    return {
      category: key,
      label,
      current,
      new: priced,
      differencePercent: current > 0 ? ((priced - current) / current) * 100 : 0,
    };
  });

  // savings × (1/new − 1/current) is the product's savings/new − savings/current, written so that
  // more savings can never give a shorter extension through rounding. A total below one cent
  // counts as none: 1/total could overflow to Infinity.
  const runwayExtensionMonths =
    currentTotal >= MIN_TOTAL && newTotal >= MIN_TOTAL
      ? savings * (1 / newTotal - 1 / currentTotal)
      : 0;
  const nomadScore = Math.round((1 - destination.costIndex) * 100);
  const customLabel = input.customLocation?.trim();

  return {
    destinationLabel:
      destination.value === 'custom' && customLabel ? customLabel : destination.label,
    rows,
    currentTotal,
    newTotal,
    monthlySavings: currentTotal - newTotal,
    runwayExtensionMonths,
    nomadScore,
    nomadFriendly: nomadScore > NOMAD_FRIENDLY_SCORE,
  };
}
