import { withDefaults } from '../shared/calculator-definition.js';
import { throwIfInvalid } from '../shared/engine-error.js';
import { AFFORDABILITY_DEFINITION } from './affordability-definition.js';
import { affordabilityBand } from './affordability-band.js';
import { AFFORDABILITY_PENALTIES, AFFORDABILITY_START_SCORE } from './constants.js';
import type {
  AffordabilityFactor,
  AffordabilityFactorCode,
  AffordabilityInput,
  AffordabilityResult,
} from './types.js';
import { validateAffordability } from './validate-affordability.js';

/** `part ÷ whole`, where nothing is 0 and something out of nothing is infinite. */
function ratio(part: number, whole: number): number {
  if (part <= 0) return 0;
  return whole > 0 ? part / whole : Number.POSITIVE_INFINITY;
}

/**
 * Scores whether a purchase is affordable: 100 minus stepped penalties (ADR 004; the product definition hides
 * them), an integer 0–100. Each factor takes the points of its worst tier that applies
 * ({@link AFFORDABILITY_PENALTIES}):
 *
 * | factor | ratio | penalty |
 * |---|---|---|
 * | `purchase-vs-liquid-assets` | purchase ÷ (emergency fund + stocks + crypto) | ≥ 1: 30, ≥ 0.5: 20, ≥ 0.25: 10, ≥ 0.1: 5 |
 * | `purchase-vs-emergency-fund` | purchase ÷ emergency fund | ≥ 1: 15, ≥ 0.5: 8 |
 * | `months-of-savings` | purchase ÷ monthly savings | ≥ 24: 25, ≥ 12: 15, ≥ 6: 10, ≥ 3: 5 |
 * | `expenses-vs-income` | monthly expenses ÷ monthly income | ≥ 1: 15, ≥ 0.9: 10, ≥ 0.75: 5 |
 * | `emergency-fund-low` | emergency fund ÷ monthly expenses (months) | < 1: 15, < 3: 10 |
 *
 * A ratio with a zero divisor is infinite (all tiers apply), a zero purchase costs nothing, and
 * no expenses means the fund is never low. The worst tiers sum to 100, so the score stays in
 * 0–100; a bigger purchase never raises it and a bigger emergency fund, more savings or
 * investments never lower it. `factors` lists only the penalties applied, in the order above.
 *
 * @example
 * const result = assessAffordability({
 *   purchaseAmount: 5000, monthlyIncome: 6000, monthlySavings: 1000, monthlyExpenses: 4000,
 *   stockInvestments: 20000, emergencyFund: 15000,
 * });
 * result.score // 90: 5 (a seventh of $35,000 liquid) + 5 (5 months of saving)
 * result.band // 'positive'
 * @throws EngineError when {@link validateAffordability} reports an issue.
 */
export function assessAffordability(input: AffordabilityInput): AffordabilityResult {
  throwIfInvalid(validateAffordability(input));
  const form = withDefaults(AFFORDABILITY_DEFINITION.fields, input);
  const { purchaseAmount: purchase, emergencyFund, monthlyExpenses } = form;
  const liquid = emergencyFund + form.stockInvestments + form.cryptoInvestments;
  const cover = monthlyExpenses > 0 ? emergencyFund / monthlyExpenses : Number.POSITIVE_INFINITY;

  const factors: AffordabilityFactor[] = [];
  const add = (code: AffordabilityFactorCode, applies: (min: number) => boolean): void => {
    const tier = AFFORDABILITY_PENALTIES[code].find((t) => applies(t.min));
    if (tier) factors.push({ code, penalty: tier.penalty, text: tier.text });
  };
  const atLeast = (value: number) => (min: number) => value >= min;
  add('purchase-vs-liquid-assets', atLeast(ratio(purchase, liquid)));
  add('purchase-vs-emergency-fund', atLeast(ratio(purchase, emergencyFund)));
  add('months-of-savings', atLeast(ratio(purchase, form.monthlySavings)));
  add('expenses-vs-income', atLeast(ratio(monthlyExpenses, form.monthlyIncome)));
  add('emergency-fund-low', (min) => cover < min);

  const penalties = factors.reduce((sum, f) => sum + f.penalty, 0);
  const score = Math.max(0, AFFORDABILITY_START_SCORE - penalties);
  return { score, band: affordabilityBand(score), factors };
}
