import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detExp, detLog } from '../shared/deterministic-math.js';
import { marketHistory, type MarketHistory } from './data/market-history.js';
import { createMonthSampler, type SampledMonths } from './sampler.js';

const history = marketHistory();

function months(length: number): SampledMonths {
  return {
    realStocks: new Float64Array(length),
    realBonds: new Float64Array(length),
    inflation: new Float64Array(length),
  };
}

/** The history index each sampled month came from, found by matching all three series. */
function sourceIndex(sample: SampledMonths, month: number, from: MarketHistory): number {
  for (let index = 0; index < from.months; index += 1) {
    if (
      from.realStocks[index] === sample.realStocks[month] &&
      from.realBonds[index] === sample.realBonds[month] &&
      from.inflation[index] === sample.inflation[month]
    ) {
      return index;
    }
  }
  return -1;
}

/** A tiny history whose month i has every return equal to i, so a sample shows its indices. */
function indexHistory(length: number): MarketHistory {
  const series = Float64Array.from({ length }, (_, i) => i);
  return {
    ...history,
    months: length,
    realStocks: series,
    realBonds: series.slice(),
    inflation: series.slice(),
  };
}

describe('createMonthSampler: bootstrap', () => {
  it('copies blocks of consecutive historical months, all three series together', () => {
    const sample = createMonthSampler({ type: 'bootstrap', blockMonths: 12 }, 42, history);
    const into = months(360);
    sample(0, into);
    for (let block = 0; block < 30; block += 1) {
      const first = sourceIndex(into, block * 12, history);
      expect(first).toBeGreaterThanOrEqual(0);
      expect(first).toBeLessThanOrEqual(history.months - 12);
      for (let month = 1; month < 12; month += 1) {
        const index = first + month;
        expect(into.realStocks[block * 12 + month]).toBe(history.realStocks[index]);
        expect(into.realBonds[block * 12 + month]).toBe(history.realBonds[index]);
        expect(into.inflation[block * 12 + month]).toBe(history.inflation[index]);
      }
    }
  });

  it('cuts the last block to the months left', () => {
    const small = indexHistory(40);
    const sample = createMonthSampler({ type: 'bootstrap', blockMonths: 12 }, 1, small);
    const into = months(30);
    sample(3, into);
    const starts = [0, 12, 24].map((month) => into.realStocks[month]!);
    expect(Array.from(into.realStocks)).toEqual([
      ...Array.from({ length: 12 }, (_, i) => starts[0]! + i),
      ...Array.from({ length: 12 }, (_, i) => starts[1]! + i),
      ...Array.from({ length: 6 }, (_, i) => starts[2]! + i),
    ]);
  });

  it('draws block starts over the whole range [0, months − block], both ends included', () => {
    const small = indexHistory(5);
    const sample = createMonthSampler({ type: 'bootstrap', blockMonths: 3 }, 7, small);
    const seen = new Set<number>();
    const into = months(3);
    for (let run = 0; run < 200; run += 1) {
      sample(run, into);
      seen.add(into.realStocks[0]!);
    }
    expect([...seen].sort()).toEqual([0, 1, 2]);
  });

  it('with one-month blocks and the history as long as the run, still draws from history', () => {
    const sample = createMonthSampler({ type: 'bootstrap', blockMonths: 1 }, 3, history);
    const into = months(24);
    sample(0, into);
    for (let month = 0; month < 24; month += 1) {
      expect(sourceIndex(into, month, history)).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('createMonthSampler: parametric', () => {
  const model = { type: 'parametric', meanReturn: 5, volatility: 15 } as const;

  it('writes one portfolio return into stocks and bonds and a constant 3 % a year inflation', () => {
    const into = months(120);
    createMonthSampler(model, 1, history)(0, into);
    expect(into.realBonds).toEqual(into.realStocks);
    const monthly = into.inflation[0]!;
    expect(into.inflation.every((value) => value === monthly)).toBe(true);
    expect((1 + monthly) ** 12).toBeCloseTo(1.03, 14);
    expect(monthly).toBe(detExp(detLog(1.03) / 12) - 1);
  });

  it('compounds to the annual mean and volatility it is given (10,000 simulated years)', () => {
    const sample = createMonthSampler(model, 11, history);
    const into = months(12);
    const years = 10_000;
    let sum = 0;
    let square = 0;
    for (let run = 0; run < years; run += 1) {
      sample(run, into);
      const growth = into.realStocks.reduce((product, r) => product * (1 + r), 1);
      sum += growth;
      square += growth * growth;
    }
    const mean = sum / years;
    const deviation = Math.sqrt(square / years - mean * mean);
    expect(mean).toBeCloseTo(1.05, 2);
    expect(deviation).toBeCloseTo(0.15, 2);
  });

  it('is the constant monthly rate (1 + μ)^(1/12) − 1 without volatility', () => {
    const into = months(24);
    createMonthSampler({ type: 'parametric', meanReturn: 6, volatility: 0 }, 1, history)(5, into);
    for (const value of into.realStocks) expect(value).toBeCloseTo(1.06 ** (1 / 12) - 1, 15);
  });
});

describe('determinism', () => {
  const models = [
    { type: 'bootstrap', blockMonths: 12 },
    { type: 'parametric', meanReturn: 4, volatility: 12 },
  ] as const;

  it.each(models)('gives deep-equal months for the same seed and run ($type)', (model) => {
    const a = months(600);
    const b = months(600);
    createMonthSampler(model, 42, history)(9, a);
    createMonthSampler(model, 42, history)(9, b);
    expect(a).toEqual(b);
    const c = months(600);
    createMonthSampler(model, 43, history)(9, c);
    expect(c.realStocks).not.toEqual(a.realStocks);
  });

  it.each(models)(
    "does not let a run's months depend on the runs sampled before it ($type)",
    (model) => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 2 ** 32 - 1 }),
          fc.integer({ min: 0, max: 9999 }),
          fc.array(fc.integer({ min: 0, max: 9999 }), { maxLength: 5 }),
          (seed, run, before) => {
            const alone = months(60);
            createMonthSampler(model, seed, history)(run, alone);
            // The same run sampled by a worker that handled other runs first.
            const chunked = createMonthSampler(model, seed, history);
            const scratch = months(60);
            for (const other of before) chunked(other, scratch);
            const after = months(60);
            chunked(run, after);
            expect(after).toEqual(alone);
          },
        ),
        { numRuns: 30 },
      );
    },
  );
});
