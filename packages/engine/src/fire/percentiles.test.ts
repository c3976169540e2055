import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { endingBalanceDistribution, percentileRows, quantiles } from './percentiles.js';

/** Type 7 by the book, on a sorted copy. */
function reference(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const h = (sorted.length - 1) * q;
  const low = Math.floor(h);
  return sorted[low]! + (h - low) * (sorted[Math.min(low + 1, sorted.length - 1)]! - sorted[low]!);
}

describe('quantiles', () => {
  it('interpolates type 7 like R and Excel PERCENTILE.INC', () => {
    expect(quantiles(Float64Array.of(4, 1, 3, 2), [0.5])).toEqual([2.5]);
    expect(quantiles(Float64Array.of(15, 20, 35, 40, 50), [0.1, 0.4, 0.9])).toEqual([17, 29, 46]);
    expect(quantiles(Float64Array.of(7), [0.1, 0.9])).toEqual([7, 7]);
  });

  it('agrees with a sort, stays ordered, and copes with many equal values', () => {
    const value = fc.oneof(
      fc.constantFrom(0, 40_000),
      fc.double({ min: 0, max: 1e7, noNaN: true }),
    );
    fc.assert(
      fc.property(fc.array(value, { minLength: 1, maxLength: 300 }), (values) => {
        const qs = [0.1, 0.25, 0.5, 0.75, 0.9];
        const result = quantiles(Float64Array.from(values), qs);
        result.forEach((q, index) => {
          expect(q).toBeCloseTo(reference(values, qs[index]!), 6);
          if (index > 0) expect(q).toBeGreaterThanOrEqual(result[index - 1]!);
        });
      }),
      { numRuns: 30 },
    );
  });
});

describe('percentileRows', () => {
  it('reads one row per year of a year-major table, rounded to cents', () => {
    const table = Float64Array.of(3, 1, 2, 10.004, 30, 20);
    expect(percentileRows(table, 3, 1, 2)).toEqual([
      { year: 1, p10: 1.2, p25: 1.5, p50: 2, p75: 2.5, p90: 2.8 },
      { year: 2, p10: 12, p25: 15, p50: 20, p75: 25, p90: 28 },
    ]);
  });
});

describe('endingBalanceDistribution', () => {
  it('summarises and bins the balances in ten equal bins, the last closed at max', () => {
    const balances = Float64Array.from({ length: 101 }, (_, index) => index * 10);
    const result = endingBalanceDistribution(balances);
    expect(result).toMatchObject({ min: 0, max: 1000, mean: 500, p10: 100, p50: 500, p90: 900 });
    expect(result.histogram).toHaveLength(10);
    expect(result.histogram[0]).toEqual({ from: 0, to: 100, count: 10 });
    expect(result.histogram[9]).toEqual({ from: 900, to: 1000, count: 11 });
  });

  it('makes one bin of equal balances', () => {
    expect(endingBalanceDistribution(Float64Array.of(5, 5)).histogram).toEqual([
      { from: 5, to: 5, count: 2 },
    ]);
  });
});
