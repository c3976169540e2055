import type { YearMonth } from '../../shared/dates.js';
import {
  BOND_RETURNS_PPM,
  INFLATION_PPM,
  MARKET_HISTORY_FIRST,
  MARKET_HISTORY_MONTHS,
  STOCK_RETURNS_PPM,
} from './market-history.generated.js';

/** US monthly returns as fractions, month 0 = `first`. */
export interface MarketHistory {
  first: YearMonth;
  last: YearMonth;
  months: number;
  /** Nominal returns. */
  stocks: Float64Array;
  bonds: Float64Array;
  inflation: Float64Array;
  /** Real returns: (1 + nominal) / (1 + inflation) − 1. */
  realStocks: Float64Array;
  realBonds: Float64Array;
}

let shared: MarketHistory | undefined;

const fromPpm = (ppm: readonly number[]): Float64Array => Float64Array.from(ppm, (v) => v / 1e6);
const real = (nominal: Float64Array, inflation: Float64Array): Float64Array =>
  nominal.map((value, index) => (1 + value) / (1 + inflation[index]!) - 1);

/**
 * The engine's one copy, built on first use rather than at import so that bundles which never
 * simulate tree-shake the data away. Callers inside the engine must not write to it.
 */
export function sharedMarketHistory(): MarketHistory {
  if (shared === undefined) {
    const stocks = fromPpm(STOCK_RETURNS_PPM);
    const bonds = fromPpm(BOND_RETURNS_PPM);
    const inflation = fromPpm(INFLATION_PPM);
    const lastIndex = MARKET_HISTORY_FIRST.month - 1 + MARKET_HISTORY_MONTHS - 1;
    shared = {
      first: { ...MARKET_HISTORY_FIRST },
      last: {
        year: MARKET_HISTORY_FIRST.year + Math.floor(lastIndex / 12),
        month: (lastIndex % 12) + 1,
      },
      months: MARKET_HISTORY_MONTHS,
      stocks,
      bonds,
      inflation,
      realStocks: real(stocks, inflation),
      realBonds: real(bonds, inflation),
    };
  }
  return shared;
}

/**
 * The monthly US market history the simulations draw on (Shiller's data, 1871-01 to
 * 2023-06): a fresh copy, free to change.
 *
 * @example
 * const history = marketHistory();
 * history.months // 1830
 * history.last // { year: 2023, month: 6 }
 */
export function marketHistory(): MarketHistory {
  const source = sharedMarketHistory();
  return {
    first: { ...source.first },
    last: { ...source.last },
    months: source.months,
    stocks: source.stocks.slice(),
    bonds: source.bonds.slice(),
    inflation: source.inflation.slice(),
    realStocks: source.realStocks.slice(),
    realBonds: source.realBonds.slice(),
  };
}
