/** Weights (fractions summing to 1) of the monthly rebalanced portfolio. */
export interface PortfolioWeights {
  stocks: number;
  bonds: number;
  cash: number;
}

/**
 * The monthly rate that compounds to `annualPercent` % in twelve months: (1 + r)^(1/12) − 1.
 * Newton's method on x¹² = 1 + r uses only + − × ÷, which IEEE 754 rounds the same in every
 * engine, whereas `**` may differ in the last bit between browsers.
 *
 * @example monthlyRate(12.682503013196976) // ≈ 0.01 (1 % a month)
 */
export function monthlyRate(annualPercent: number): number {
  const target = 1 + annualPercent / 100;
  let root = 1 + (target - 1) / 12;
  // From this start the error squares each step: five steps reach full precision for any
  // rate the validator allows (−50 % to +50 %), the sixth is margin; a fixed count keeps it exact.
  for (let step = 0; step < 6; step++) {
    const square = root * root;
    const fourth = square * square;
    const eleventh = fourth * fourth * square * root;
    root -= (eleventh * root - target) / (12 * eleventh);
  }
  return root - 1;
}

/**
 * Fills `into` with each month's growth factor of the portfolio: 1 + Σ weight × real return −
 * the monthly fee, starting at month `from` of the return series. With `wholePortfolio` (the
 * parametric model) `realStocks` already is the whole portfolio's return, so only the fee is
 * taken off. A factor is never below 0, so a balance never turns negative.
 */
export function fillGrowth(
  into: Float64Array,
  realStocks: Float64Array,
  realBonds: Float64Array,
  from: number,
  weights: PortfolioWeights,
  monthlyCash: number,
  monthlyFee: number,
  wholePortfolio: boolean,
): void {
  if (wholePortfolio) {
    for (let month = 0; month < into.length; month++) {
      const factor = 1 + realStocks[from + month]! - monthlyFee;
      into[month] = factor > 0 ? factor : 0;
    }
    return;
  }
  const { stocks, bonds } = weights;
  const base = 1 + weights.cash * monthlyCash - monthlyFee;
  for (let month = 0; month < into.length; month++) {
    const factor = base + stocks * realStocks[from + month]! + bonds * realBonds[from + month]!;
    into[month] = factor > 0 ? factor : 0;
  }
}

/**
 * Fills `into` with 1 / growth of each month (Infinity for a month that leaves nothing), so
 * that the safe-withdrawal scan multiplies instead of dividing: a chain of divisions is the
 * slowest part of a 50-year backtest.
 */
export function fillInverse(into: Float64Array, growth: Float64Array): void {
  for (let month = 0; month < into.length; month++) {
    const factor = growth[month]!;
    into[month] = factor > 0 ? 1 / factor : Number.POSITIVE_INFINITY;
  }
}
