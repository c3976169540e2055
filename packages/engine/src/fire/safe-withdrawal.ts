import { SIMULATION_RULES } from './constants.js';
import { runCycle, type CyclePlan } from './run-cycle.js';

const TOLERANCE = SIMULATION_RULES.shortfallTolerance;

/**
 * The highest constant real spending ($ a year) one cycle can pay in full, in closed form, from
 * the inverse of each month's growth (see `fillInverse`).
 *
 * With D_k the growth of the first k months (D_0 = 1) and w = W/12, the balance before the
 * withdrawal of month k is D_k × (P − Σ_{j<k} (w + c_j)/D_j), affine in w. Month k fails when its
 * need w + c_k exceeds that by more than the half-cent tolerance, that is when
 * w × A_k + C_k > P + tolerance/D_k with A_k = Σ_{j≤k} 1/D_j and C_k = Σ_{j≤k} c_j/D_j; so the
 * answer is 12 × min_k (P + tolerance/D_k − C_k)/A_k (0 when even no spending lasts). The
 * simulation agrees to float noise: it only differs after a shortfall within the tolerance.
 * A month with zero growth leaves nothing, so each later need alone must fit in the tolerance.
 *
 * @example
 * // No returns, no flows, 25 years: $40,000 a year empties $1,000,000 exactly.
 * maxConstantSpending(1_000_000, new Float64Array(300).fill(1), 0, new Float64Array(300)) // 40000.0002
 */
export function maxConstantSpending(
  startingPortfolio: number,
  inverseGrowth: Float64Array,
  from: number,
  flows: Float64Array,
): number {
  let discount = 1;
  let weights = 0;
  let flowSum = 0;
  let best = Number.POSITIVE_INFINITY;
  for (let month = 0; month < flows.length; month++) {
    weights += discount;
    flowSum += flows[month]! * discount;
    // limit / weights < best without a division each month (weights > 0).
    const limit = startingPortfolio + TOLERANCE * discount - flowSum;
    if (limit < best * weights) best = limit / weights;
    const inverse = inverseGrowth[from + month]!;
    if (inverse === Number.POSITIVE_INFINITY) {
      for (let later = month + 1; later < flows.length; later++) {
        const rest = TOLERANCE - flows[later]!;
        if (rest < best) best = rest;
      }
      break;
    }
    discount *= inverse;
  }
  return best > 0 ? best * 12 : 0;
}

/**
 * The highest initial spending ($ a year) one cycle pays without failing, by bisection between 0
 * and `maxBisectedRate` % of the starting portfolio (that cap when it lasts even there, 0 when
 * even no spending lasts). For the strategies whose outcome is not affine in the spending.
 */
export function maxSpendingByBisection(
  plan: CyclePlan,
  growth: Float64Array,
  inflation: Float64Array,
  from: number,
  flows: Float64Array,
): number {
  const lasts = (spending: number): boolean =>
    runCycle(plan, spending, growth, inflation, from, flows, null) === 0;
  let high = (plan.startingPortfolio * SIMULATION_RULES.maxBisectedRate) / 100;
  if (lasts(high)) return high;
  let low = 0;
  if (!lasts(low)) return 0;
  for (let step = 0; step < SIMULATION_RULES.bisectionSteps; step++) {
    const middle = (low + high) / 2;
    if (lasts(middle)) low = middle;
    else high = middle;
  }
  return low;
}

/**
 * Safe withdrawal rates from each cycle's highest sustainable spending (`maxSpending`, sorted
 * in place), as % of the starting portfolio rounded to 0.01: `all`, the lowest, lasts in every
 * cycle; `p95` is the highest rate that lasts in at least 95 % of them (an order statistic, not
 * an interpolation, so that the promise holds exactly).
 *
 * @example safeWithdrawalRates(Float64Array.of(50_000, 40_000), 1_000_000) // { all: 4, p95: 4 }
 */
export function safeWithdrawalRates(
  maxSpending: Float64Array,
  startingPortfolio: number,
): { all: number; p95: number } {
  maxSpending.sort();
  const count = maxSpending.length;
  const mustLast = Math.ceil((count * 95) / 100);
  const rate = (spending: number): number =>
    Math.round((spending / startingPortfolio) * 100 * 100) / 100;
  return { all: rate(maxSpending[0]!), p95: rate(maxSpending[count - mustLast]!) };
}
