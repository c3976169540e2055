import { resolveRunwayProfile } from '../runway/calculate-runway.js';
import { RUNWAY_DEFAULT_TARGET_MONTHS } from '../runway/constants.js';
import {
  monthlyFactor,
  SHORTFALL_TOLERANCE,
  withdrawalShares,
  withdrawNeed,
  type RunwayBuckets,
} from '../runway/project-runway.js';
import type { RunwayProfile } from '../runway/types.js';
import { validateRunway } from '../runway/validate-runway.js';
import { deepFreeze } from '../shared/deep-freeze.js';
import { detExp, detLog } from '../shared/deterministic-math.js';
import { throwIfInvalid } from '../shared/engine-error.js';
import { fieldOf, isFiniteNumber, isRecord } from '../shared/inputs.js';
import { LIMIT_MESSAGES } from '../shared/limits.js';
import { createRandom, type Random } from '../shared/random.js';
import { roundToCents } from '../shared/round.js';
import type { ValidationIssue } from '../shared/validation-issue.js';
import { FIRE_LIMITS, FIRE_MESSAGES } from './constants.js';
import type { RunwayProbabilityOptions, RunwayProbabilityResult } from './types.js';

/**
 * Defaults of {@link RunwayProbabilityOptions}; stock volatility is 15 %
 * (product: fire#runway-probability).
 */
export const RUNWAY_PROBABILITY_DEFAULTS = deepFreeze({
  runs: 10_000,
  seed: 1,
  volatility: 15,
  cryptoVolatility: 60,
});

/**
 * Checks `runwayProbability`'s arguments: the profile as {@link validateRunway} does (same
 * paths), then the options, which may be absent, each at `options.<name>`: `runs` a whole
 * number 1–10,000, `seed` a whole number 0–4,294,967,295, `volatility` and `cryptoVolatility`
 * 0–100 %.
 *
 * @example
 * validateRunwayProbability(profile, { runs: 0 })
 * // [{ path: 'options.runs', message: 'Runs must be a whole number from 1 to 10,000' }]
 */
export function validateRunwayProbability(
  profile: RunwayProfile,
  options: RunwayProbabilityOptions = {},
): ValidationIssue[] {
  const issues = validateRunway(profile);
  if (options === null) return issues;
  if (!isRecord(options))
    return [...issues, { path: 'options', message: LIMIT_MESSAGES.notAnObject }];
  const check = (
    name: keyof RunwayProbabilityOptions,
    valid: (value: number) => boolean,
    message: string,
  ): void => {
    const value = fieldOf(options, name);
    if (value === undefined || value === null) return;
    const path = `options.${name}`;
    if (!isFiniteNumber(value)) issues.push({ path, message: FIRE_MESSAGES.invalidNumber });
    else if (!valid(value)) issues.push({ path, message });
  };
  const wholeUpTo = (min: number, max: number) => (value: number) =>
    Number.isInteger(value) && value >= min && value <= max;
  const volatility = (value: number) => value >= 0 && value <= FIRE_LIMITS.maxVolatilityPercent;
  check('runs', wholeUpTo(1, FIRE_LIMITS.maxRuns), FIRE_MESSAGES.runs);
  check('seed', wholeUpTo(0, FIRE_LIMITS.maxSeed), FIRE_MESSAGES.seed);
  check('volatility', volatility, FIRE_MESSAGES.volatility);
  check('cryptoVolatility', volatility, FIRE_MESSAGES.volatility);
  return issues;
}

/**
 * Lognormal monthly growth of one bucket: its mean is the runway's deterministic factor, the
 * twelfth root of (1 + r), and twelve months compound to annual standard deviation σ.
 */
interface Growth {
  mean: number;
  /** Monthly log-return standard deviation σm and σm²/2; 0 draws no numbers. */
  deviation: number;
  halfVariance: number;
}

function growthOf(annualPercent: number, volatilityPercent: number): Growth {
  const mean = monthlyFactor(annualPercent);
  const gross = 1 + annualPercent / 100;
  // A bucket that loses everything (r = −100 %) has no spread left to model.
  if (volatilityPercent === 0 || gross <= 0) return { mean, deviation: 0, halfVariance: 0 };
  const ratio = volatilityPercent / 100 / gross;
  const variance = detLog(1 + ratio * ratio) / 12;
  return { mean, deviation: Math.sqrt(variance), halfVariance: variance / 2 };
}

// One draw per month per volatile bucket, whatever the balances: run i's shocks are then the
// same for every profile, so more savings can only help (common random numbers).
function grow(growth: Growth, random: Random): number {
  if (growth.deviation === 0) return growth.mean;
  return growth.mean * detExp(growth.deviation * random.nextNormal() - growth.halfVariance);
}

/** Type-7 (linear) percentile of sorted values, q in [0, 1]. */
function percentile(sorted: Float64Array, q: number): number {
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const lower = sorted[below]!;
  const upper = sorted[Math.min(below + 1, sorted.length - 1)]!;
  return lower + (upper - lower) * (position - below);
}

/**
 * The chance that the runway's money lasts: `runs` simulated markets of the planned break (60
 * months without one), each month exactly as {@link calculateRunway}'s projection — the net need
 * max(expenses − income, 0) withdrawn by the allocation shares with a dry bucket's part taken
 * from cash, then stocks, then crypto; every bucket grows; expenses rise with inflation — except
 * that stocks and crypto grow by lognormal monthly factors whose mean is the twelfth root of
 * their expected annual return and whose twelve-month compounding has annual standard deviation
 * `volatility` (stocks, default 15 %) and `cryptoVolatility` (default 60 %), independent of each
 * other and from month to month. Cash grows deterministically. A market fails when a withdrawal
 * goes unmet by more than half a cent, as in the runway.
 *
 * Run i draws from `createRandom(seed, i)`, however the runs are split: the draws are the same
 * in every JavaScript engine (integer sfc32 and the engine's `detExp`/`detLog`), but the monthly
 * mean factors come from the runway's `monthlyFactor`, which uses `**`, and ECMAScript lets
 * engines round that differently in the last bit. So the same arguments give the same result in
 * Node and Chromium (both V8) and may differ in the last digits in Firefox or Safari; the
 * runway's maths is kept so that zero volatility reproduces it exactly. With both volatilities 0
 * every run is the runway's own projection,
 * so `probability` is 100 when `calculateRunway(profile).summary.isSustainable`, else 0.
 *
 * @example
 * runwayProbability({
 *   breakDuration: 18, currentSavings: 20000, stockInvestments: 50000, cryptoInvestments: 5000,
 *   monthlyExpensesDuringBreak: 3000, monthlyIncomeBreak: 500,
 * }, { runs: 10000, seed: 1 })
 * // { probability: 100, runs: 10000, seed: 1, targetMonths: 18, medianEndingTotal: 33091.6, p10EndingTotal: 25090.62 }
 * @throws EngineError when {@link validateRunwayProbability} reports an issue.
 */
export function runwayProbability(
  profile: RunwayProfile,
  options: RunwayProbabilityOptions = {},
): RunwayProbabilityResult {
  throwIfInvalid(validateRunwayProbability(profile, options));
  const d = RUNWAY_PROBABILITY_DEFAULTS;
  const runs = options?.runs ?? d.runs;
  const seed = options?.seed ?? d.seed;
  const resolved = resolveRunwayProfile(profile);
  const targetMonths = resolved.breakDuration ?? RUNWAY_DEFAULT_TARGET_MONTHS;
  const stockGrowth = growthOf(resolved.expectedMarketReturns, options?.volatility ?? d.volatility);
  const cryptoGrowth = growthOf(
    resolved.cryptoMarketReturns,
    options?.cryptoVolatility ?? d.cryptoVolatility,
  );
  const cashGrowth = monthlyFactor(resolved.cashSavingsReturn);
  const inflation = monthlyFactor(resolved.inflationRate);
  const shares = withdrawalShares(resolved);
  const income = resolved.monthlyIncomeBreak;

  const endingTotals = new Float64Array(runs);
  let lasted = 0;
  for (let run = 0; run < runs; run += 1) {
    const random = createRandom(seed, run);
    const buckets: RunwayBuckets = {
      stocks: resolved.stockInvestments,
      crypto: resolved.cryptoInvestments,
      cash: resolved.currentSavings,
    };
    let expenses = resolved.monthlyExpensesDuringBreak;
    let failed = false;
    // The month loop of projectRunway, term for term, so that zero volatility reproduces it bit
    // for bit. After a shortfall every bucket is empty and stays so: the run can stop.
    for (let month = 1; month <= targetMonths && !failed; month += 1) {
      failed = withdrawNeed(buckets, Math.max(expenses - income, 0), shares) > SHORTFALL_TOLERANCE;
      expenses *= inflation;
      buckets.stocks *= grow(stockGrowth, random);
      buckets.crypto *= grow(cryptoGrowth, random);
      buckets.cash *= cashGrowth;
    }
    if (!failed) lasted += 1;
    endingTotals[run] = failed ? 0 : buckets.stocks + buckets.crypto + buckets.cash;
  }
  endingTotals.sort();
  return {
    probability: (lasted * 100) / runs,
    runs,
    seed,
    targetMonths,
    medianEndingTotal: roundToCents(percentile(endingTotals, 0.5)),
    p10EndingTotal: roundToCents(percentile(endingTotals, 0.1)),
  };
}
