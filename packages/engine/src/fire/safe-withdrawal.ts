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
 * even no spending lasts). For Guyton-Klinger, whose outcome is not affine in the spending; nor
 * is it monotone, so a spending below the answer may fail (see
 * {@link verifiedSafeWithdrawalRates}).
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

/** A safe withdrawal rate in hundredths of a percent of the starting portfolio. */
type Hundredths = number;

/**
 * A spending as a rate in whole hundredths of a percent of the starting portfolio, rounded
 * down so that the rate never promises more than the spending it stands for; the 1e-9 absorbs
 * float noise (a spending of exactly 3.78 % computed as 3.7799999… stays 3.78 %).
 *
 * @example rateInHundredths(37_784, 1_000_000) // 377 (3.77 %)
 */
export function rateInHundredths(spending: number, startingPortfolio: number): Hundredths {
  return Math.floor((spending / startingPortfolio) * 10_000 + 1e-9);
}

/** The annual spending a rate in hundredths of a percent stands for, as a caller computes it. */
export function spendingAtRate(rate: Hundredths, startingPortfolio: number): number {
  return (startingPortfolio * (rate / 100)) / 100;
}

/** The number of cycles that must last for the `p95` rate: at least 95 % of them. */
export function cyclesThatMustLast(count: number): number {
  return Math.ceil((count * 95) / 100);
}

/**
 * Safe withdrawal rates from each cycle's highest sustainable spending (`maxSpending`, sorted
 * in place), as % of the starting portfolio rounded down to 0.01: `all`, the lowest, lasts in
 * every cycle; `p95` is the highest rate that lasts in at least 95 % of them (an order
 * statistic, not an interpolation, so that the promise holds exactly). Exact when each cycle
 * lasts at every spending up to its highest (constant-dollar); see
 * {@link verifiedSafeWithdrawalRates} otherwise.
 *
 * @example safeWithdrawalRates(Float64Array.of(50_000, 37_784), 1_000_000) // { all: 3.77, p95: 3.77 }
 */
export function safeWithdrawalRates(
  maxSpending: Float64Array,
  startingPortfolio: number,
): { all: number; p95: number } {
  const { all, p95 } = candidateRates(maxSpending, startingPortfolio);
  return { all: all / 100, p95: p95 / 100 };
}

function candidateRates(
  maxSpending: Float64Array,
  startingPortfolio: number,
): { all: Hundredths; p95: Hundredths } {
  maxSpending.sort();
  const count = maxSpending.length;
  const mustLast = cyclesThatMustLast(count);
  return {
    all: rateInHundredths(maxSpending[0]!, startingPortfolio),
    p95: rateInHundredths(maxSpending[count - mustLast]!, startingPortfolio),
  };
}

/**
 * Counts the cycles that fail at an initial spending ($ a year), stopping once more than
 * `allowed` have failed (the count is then `allowed + 1`).
 */
export type FailureCounter = (spending: number, allowed: number) => number;

/**
 * Safe withdrawal rates for a strategy whose success is not monotone in the spending
 * (Guyton-Klinger: a higher spending can cut sooner and last), so that a cycle's bisected
 * highest spending does not mean every lower one lasts. Each rate of
 * {@link safeWithdrawalRates} is a candidate, checked by running every cycle at it: while it
 * fails its promise (a failure for `all`; more than 5 % of cycles for `p95`) it is lowered by
 * 0.01, then, after `SIMULATION_RULES.safeRateSteps` such steps, by a step that doubles each
 * time, down to 0 (reported unchecked: no rate was found). So a rate above 0 is true when the
 * same input is run at it, though a higher hundredth might be true too. `p95` is never below
 * `all`, which meets its promise too.
 */
export function verifiedSafeWithdrawalRates(
  maxSpending: Float64Array,
  startingPortfolio: number,
  failuresAt: FailureCounter,
): { all: number; p95: number } {
  const count = maxSpending.length;
  const candidates = candidateRates(maxSpending, startingPortfolio);
  const highestMeeting = (
    candidate: Hundredths,
    allowed: number,
    floor: Hundredths,
  ): Hundredths => {
    let rate = candidate;
    let step = 1;
    for (let tried = 0; rate > floor; tried++) {
      if (failuresAt(spendingAtRate(rate, startingPortfolio), allowed) <= allowed) return rate;
      if (tried >= SIMULATION_RULES.safeRateSteps) step *= 2;
      rate -= step;
    }
    return floor;
  };
  const all = highestMeeting(candidates.all, 0, 0);
  const p95 = highestMeeting(Math.max(candidates.p95, all), count - cyclesThatMustLast(count), all);
  return { all: all / 100, p95: p95 / 100 };
}
