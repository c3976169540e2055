import { detExp, detLog } from '../shared/deterministic-math.js';
import { createRandom } from '../shared/random.js';
import type { MarketHistory } from './data/market-history.js';

/** A Monte Carlo model with its defaults filled in. */
export type ResolvedMonteCarloModel =
  | { type: 'bootstrap'; blockMonths: number }
  /** Real portfolio return, % a year, and its volatility, % a year. */
  | { type: 'parametric'; meanReturn: number; volatility: number };

/** One run's months, filled in place to each array's length. */
export interface SampledMonths {
  /** Real monthly returns of stocks (parametric: of the whole portfolio). */
  realStocks: Float64Array;
  /** Real monthly returns of bonds (parametric: of the whole portfolio, as stocks). */
  realBonds: Float64Array;
  /** Monthly inflation (parametric: a constant 3 % a year). */
  inflation: Float64Array;
}

/** Fills `into` with run `run`'s months; the same (seed, run) always gives the same months. */
export type MonthSampler = (run: number, into: SampledMonths) => void;

/** Inflation the parametric model assumes, % a year (the runway's default expectation). */
const PARAMETRIC_INFLATION_PERCENT = 3;

/**
 * The month sampler of a Monte Carlo simulation. Run `run` draws from its own stream
 * `createRandom(seed, run)`, so its months depend only on (model, seed, run): never on the runs
 * sampled before it or on how a worker splits them.
 *
 * - `bootstrap`: blocks of `blockMonths` consecutive historical months, real stocks, real bonds
 *   and inflation taken together (so a crash keeps its inflation and its bond rally). Each block
 *   starts at a uniform index in [0, months − blockMonths], never wrapping around; the last block
 *   is cut to the months left. Assumes 1 ≤ blockMonths ≤ history.months.
 * - `parametric`: lognormal real portfolio returns with annual mean μ = `meanReturn` % and
 *   standard deviation σ = `volatility` %: monthly log returns are normal with
 *   σm² = ln(1 + σ²/(1+μ)²) / 12 and μm = ln(1+μ) / 12 − σm²/2, so twelve months compound to
 *   mean 1 + μ and standard deviation σ. The return goes into both `realStocks` and `realBonds`
 *   (the allocation's weights then sum to the portfolio return); inflation is a constant 3 % a
 *   year. Assumes μ > −100 %.
 *
 * @example
 * const sample = createMonthSampler({ type: 'bootstrap', blockMonths: 12 }, 42, marketHistory());
 * const months = { realStocks: new Float64Array(360), realBonds: new Float64Array(360), inflation: new Float64Array(360) };
 * sample(0, months) // months now holds run 0's 30 years, 12 historical months at a time
 */
export function createMonthSampler(
  model: ResolvedMonteCarloModel,
  seed: number,
  history: MarketHistory,
): MonthSampler {
  return model.type === 'bootstrap'
    ? bootstrapSampler(model.blockMonths, seed, history)
    : parametricSampler(model.meanReturn, model.volatility, seed);
}

function bootstrapSampler(blockMonths: number, seed: number, history: MarketHistory): MonthSampler {
  const { realStocks, realBonds, inflation } = history;
  const starts = history.months - blockMonths + 1;
  return (run, into) => {
    const random = createRandom(seed, run);
    const length = into.realStocks.length;
    let month = 0;
    while (month < length) {
      const start = random.nextInt(starts);
      const end = start + Math.min(blockMonths, length - month);
      // A plain loop: subarray() and set() allocate a view per block, which costs more here.
      for (let source = start; source < end; source += 1, month += 1) {
        into.realStocks[month] = realStocks[source]!;
        into.realBonds[month] = realBonds[source]!;
        into.inflation[month] = inflation[source]!;
      }
    }
  };
}

function parametricSampler(meanReturn: number, volatility: number, seed: number): MonthSampler {
  const growth = 1 + meanReturn / 100;
  const sigma = volatility / 100;
  const variance = detLog(1 + (sigma * sigma) / (growth * growth)) / 12;
  const deviation = Math.sqrt(variance);
  const drift = detLog(growth) / 12 - variance / 2;
  const monthlyInflation = detExp(detLog(1 + PARAMETRIC_INFLATION_PERCENT / 100) / 12) - 1;
  return (run, into) => {
    const random = createRandom(seed, run);
    const length = into.realStocks.length;
    for (let month = 0; month < length; month += 1) {
      const realReturn = detExp(drift + deviation * random.nextNormal()) - 1;
      into.realStocks[month] = realReturn;
      into.realBonds[month] = realReturn;
      into.inflation[month] = monthlyInflation;
    }
  };
}
