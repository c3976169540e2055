import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  bondMonthReturn,
  deriveMarketHistory,
  marketHistoryModule,
} from '../../../scripts/market-history.js';
import { marketHistory } from './market-history.js';

const csv = readFileSync(
  fileURLToPath(new URL('../../../data/sp500-shiller-monthly.csv', import.meta.url)),
  'utf8',
);
const generated = readFileSync(
  fileURLToPath(new URL('./market-history.generated.ts', import.meta.url)),
  'utf8',
);
const rows = csv
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split(','));
const column = (row: string[], index: number): number => Number(row[index]);
const [PRICE, DIVIDEND, CPI, LONG_RATE] = [1, 2, 4, 5];

/** Compound annual growth of a monthly series, %. */
function annualised(returns: Float64Array): number {
  const growth = returns.reduce((product, r) => product * (1 + r), 1);
  return (growth ** (12 / returns.length) - 1) * 100;
}

describe('market history', () => {
  const history = marketHistory();

  it('covers 1871-01 to 2023-06, the months with a complete return', () => {
    expect(history.first).toEqual({ year: 1871, month: 1 });
    expect(history.last).toEqual({ year: 2023, month: 6 });
    expect(history.months).toBe(1830);
  });

  it.each([0, 600, 1200, 1829])('recomputes month %i from the CSV rows', (t) => {
    const [now, next] = [rows[t]!, rows[t + 1]!];
    const stocks = (column(next, PRICE) + column(now, DIVIDEND) / 12) / column(now, PRICE) - 1;
    const inflation = column(next, CPI) / column(now, CPI) - 1;
    const y = column(now, LONG_RATE) / 100;
    const i = column(next, LONG_RATE) / 100 / 12;
    const bonds = (y / 12) * ((1 - (1 + i) ** -119) / i) + (1 + i) ** -119 + y / 12 - 1;
    expect(history.stocks[t]).toBeCloseTo(stocks, 6);
    expect(history.inflation[t]).toBeCloseTo(inflation, 6);
    expect(history.bonds[t]).toBeCloseTo(bonds, 6);
    expect(history.realStocks[t]).toBeCloseTo((1 + stocks) / (1 + inflation) - 1, 5);
  });

  it('is what the script generates from the CSV, byte for byte', () => {
    expect(marketHistoryModule(deriveMarketHistory(csv))).toBe(generated);
  });

  it('matches the long-run figures of the US market', () => {
    expect(annualised(history.stocks)).toBeCloseTo(9.18, 1);
    expect(annualised(history.realStocks)).toBeCloseTo(6.92, 1);
    expect(annualised(history.bonds)).toBeCloseTo(4.62, 1);
    expect(annualised(history.realBonds)).toBeCloseTo(2.45, 1);
    expect(annualised(history.inflation)).toBeCloseTo(2.12, 1);
  });

  it('refuses a CSV whose months skip or whose first row is incomplete', () => {
    const header = 'Date,SP500,Dividend,Earnings,Consumer Price Index,Long Interest Rate';
    const csvOf = (...lines: string[]): string => [header, ...lines].join('\n');
    const row = (date: string, price = '4.44'): string => `${date},${price},0.26,0.4,12.46,5.32`;
    expect(
      deriveMarketHistory(csvOf(row('1871-11-01'), row('1871-12-01'), row('1872-01-01'))),
    ).toHaveLength(2);
    expect(() => deriveMarketHistory(csvOf(row('1871-01-01'), row('1871-03-01')))).toThrow(
      "The CSV's rows must be consecutive months: 1871-03 follows 1871-01",
    );
    expect(() => deriveMarketHistory(csvOf(row('1871-12-01'), row('1871-01-01')))).toThrow(
      /consecutive months/,
    );
    expect(() => deriveMarketHistory(csvOf(row('1871-01-01', '0'), row('1871-02-01')))).toThrow(
      "The CSV's first row (1871-01) must have a valid date and a positive price, dividend, CPI and long rate",
    );
    expect(() => deriveMarketHistory(csvOf(row('1871-13-01'), row('1872-01-01')))).toThrow(
      /first row/,
    );
    expect(() => deriveMarketHistory(header)).toThrow(/first row \(none\)/);
  });

  it('prices an unchanged yield at par and a rising yield below it', () => {
    expect(bondMonthReturn(0.06, 0.06)).toBeCloseTo(0.005, 12);
    expect(bondMonthReturn(0.06, 0.07)).toBeLessThan(0.005);
    expect(bondMonthReturn(0, 0)).toBe(0);
  });

  it('gives each caller its own copy', () => {
    const mine = marketHistory();
    mine.stocks[0] = 99;
    expect(marketHistory().stocks[0]).not.toBe(99);
  });
});
