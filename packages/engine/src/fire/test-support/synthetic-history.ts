import type { MarketHistory } from '../data/market-history.js';

/** Monthly real returns and inflation of a made-up market, each a fraction. */
export interface SyntheticMonths {
  stocks: ArrayLike<number>;
  bonds?: ArrayLike<number>;
  inflation?: ArrayLike<number>;
}

/**
 * A market history from given monthly series (bonds default to the stocks, inflation to 0),
 * starting in 1900-01, for tests that check the simulation by hand.
 */
export function syntheticHistory({
  stocks,
  bonds = stocks,
  inflation,
}: SyntheticMonths): MarketHistory {
  const months = stocks.length;
  const realStocks = Float64Array.from(stocks);
  const realBonds = Float64Array.from(bonds);
  const prices = inflation === undefined ? new Float64Array(months) : Float64Array.from(inflation);
  const nominal = (real: Float64Array): Float64Array =>
    real.map((value, index) => (1 + value) * (1 + prices[index]!) - 1);
  return {
    first: { year: 1900, month: 1 },
    last: { year: 1900 + Math.floor((months - 1) / 12), month: ((months - 1) % 12) + 1 },
    months,
    stocks: nominal(realStocks),
    bonds: nominal(realBonds),
    inflation: prices,
    realStocks,
    realBonds,
  };
}

/** `months` months of the same real return (and inflation) every month. */
export function flatHistory(months: number, realReturn = 0, inflation = 0): MarketHistory {
  return syntheticHistory({
    stocks: new Float64Array(months).fill(realReturn),
    inflation: new Float64Array(months).fill(inflation),
  });
}
