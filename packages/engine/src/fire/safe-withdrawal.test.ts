import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillInverse } from './monthly-growth.js';
import { runCycle, type CyclePlan } from './run-cycle.js';
import {
  maxConstantSpending,
  maxSpendingByBisection,
  rateInHundredths,
  safeWithdrawalRates,
  spendingAtRate,
  verifiedSafeWithdrawalRates,
} from './safe-withdrawal.js';
import { vpwRates } from './strategies.js';
import { randomMarket } from './test-support/random-market.js';

const inverseOf = (growth: Float64Array): Float64Array => {
  const inverse = new Float64Array(growth.length);
  fillInverse(inverse, growth);
  return inverse;
};
const constant = (years: number, startingPortfolio = 1_000_000): CyclePlan => ({
  years,
  startingPortfolio,
  rule: { type: 'constant-dollar' },
});

/** A random market with flows between −$2,000 and +$2,000 a month. */
const market = randomMarket(2000);

describe('maxConstantSpending', () => {
  it('spreads the portfolio over the months in a flat market (plus the half-cent tolerance)', () => {
    const result = maxConstantSpending(
      1_000_000,
      new Float64Array(300).fill(1),
      0,
      new Float64Array(300),
    );
    expect(result).toBeCloseTo(((1_000_000 + 0.005) / 300) * 12, 6);
  });

  it('is the edge between lasting and failing in the simulation', () => {
    fc.assert(
      fc.property(market, ({ years, growth, flows }) => {
        const plan = constant(years);
        const inflation = new Float64Array(growth.length);
        const max = maxConstantSpending(plan.startingPortfolio, inverseOf(growth), 0, flows);
        const lasts = (spending: number): boolean =>
          runCycle(plan, spending, growth, inflation, 0, flows, null) === 0;
        if (max > 0) expect(lasts(max * (1 - 1e-9))).toBe(true);
        expect(lasts(max * (1 + 1e-6) + 0.01)).toBe(false);
      }),
      { numRuns: 30 },
    );
  });

  it('leaves only the tolerance after a month that leaves nothing', () => {
    const growth = new Float64Array(24).fill(1);
    growth[5] = 0;
    const flows = new Float64Array(24);
    flows[20] = -1;
    expect(maxConstantSpending(1_000_000, inverseOf(growth), 0, flows)).toBeCloseTo(0.06, 12);
    flows[20] = 1;
    expect(maxConstantSpending(1_000_000, inverseOf(growth), 0, flows)).toBe(0);
  });
});

describe('maxSpendingByBisection', () => {
  it('finds the closed form for constant-dollar to far below 0.01 %', () => {
    fc.assert(
      fc.property(market, ({ years, growth, flows }) => {
        const plan = constant(years, 100_000);
        const inflation = new Float64Array(growth.length);
        const exact = maxConstantSpending(plan.startingPortfolio, inverseOf(growth), 0, flows);
        const found = maxSpendingByBisection(plan, growth, inflation, 0, flows);
        expect(found).toBeLessThanOrEqual(Math.min(exact, plan.startingPortfolio) + 1e-6);
        expect(found).toBeGreaterThanOrEqual(Math.min(exact, plan.startingPortfolio) - 1);
      }),
      { numRuns: 20 },
    );
  });

  it('gives the cap when any spending lasts, 0 when none does', () => {
    const plan: CyclePlan = {
      years: 2,
      startingPortfolio: 1000,
      rule: { type: 'vpw', rates: vpwRates(0, 2) },
    };
    const growth = new Float64Array(24).fill(1);
    const none = new Float64Array(24);
    expect(maxSpendingByBisection(plan, growth, none, 0, none)).toBe(1000);
    const roof = new Float64Array(24);
    roof[12] = 5000;
    expect(maxSpendingByBisection(plan, growth, none, 0, roof)).toBe(0);
  });
});

describe('safeWithdrawalRates', () => {
  it('takes the lowest cycle and the rate that lasts in at least 95 % of cycles, to 0.01 %', () => {
    const spending = Float64Array.from({ length: 20 }, (_, index) => 30_000 + index * 1000);
    expect(safeWithdrawalRates(spending.reverse(), 1_000_000)).toEqual({ all: 3, p95: 3.1 });
  });

  it('rounds down, so that the rate never stands for more than lasts', () => {
    // 3.7784 % lasts, 3.78 % does not (the default 75/25 input's worst cycle, 1966-01).
    expect(safeWithdrawalRates(Float64Array.of(37_784), 1_000_000)).toEqual({
      all: 3.77,
      p95: 3.77,
    });
    expect(safeWithdrawalRates(Float64Array.of(37_849.9), 1_000_000).all).toBe(3.78);
  });

  it('keeps a whole hundredth through float noise', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.double({ min: 0.01, max: 1e12, noNaN: true }),
        (hundredths, portfolio) => {
          expect(rateInHundredths(spendingAtRate(hundredths, portfolio), portfolio)).toBe(
            hundredths,
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('verifiedSafeWithdrawalRates', () => {
  /** 20 cycles whose bisection gave 4.05 %, failing as `fails(rate in hundredths)` says. */
  const verify = (fails: (rate: number) => number) => {
    const calls: number[] = [];
    const rates = verifiedSafeWithdrawalRates(
      new Float64Array(20).fill(40_500),
      1_000_000,
      (spending, allowed) => {
        const rate = Math.round(spending / 100);
        calls.push(rate);
        return Math.min(fails(rate), allowed + 1);
      },
    );
    return { rates, calls };
  };

  it('keeps candidates that every cycle confirms', () => {
    expect(verify(() => 0)).toEqual({ rates: { all: 4.05, p95: 4.05 }, calls: [405] });
  });

  it('lowers a candidate 0.01 at a time until it holds, p95 allowing 1 failure in 20', () => {
    // One cycle fails from 4.03 % to 4.05 % though it lasted at 4.05 % when bisected.
    const { rates, calls } = verify((rate) => (rate >= 403 && rate <= 405 ? 1 : 0));
    expect(rates).toEqual({ all: 4.02, p95: 4.05 });
    expect(calls).toEqual([405, 404, 403, 402, 405]);
  });

  it('never puts p95 below all', () => {
    const { rates } = verify((rate) => (rate === 402 ? 0 : 2));
    expect(rates).toEqual({ all: 4.02, p95: 4.02 });
  });

  it('steps down by doubling steps after 16, and gives 0 when nothing holds', () => {
    const { rates, calls } = verify((rate) => (rate <= 300 ? 0 : 1));
    expect(rates.all).toBeLessThanOrEqual(3);
    expect(rates.all).toBeGreaterThan(2);
    expect(calls.length).toBeLessThan(30);
    const none = verify(() => 20);
    expect(none.rates).toEqual({ all: 0, p95: 0 });
    // Each rate: 4.05 % and 16 single steps below it, then steps of 2, 4, … 128 hundredths.
    expect(none.calls).toHaveLength(2 * (17 + 7));
  });
});
