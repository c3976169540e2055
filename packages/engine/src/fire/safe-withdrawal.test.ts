import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillInverse } from './monthly-growth.js';
import { runCycle, type CyclePlan } from './run-cycle.js';
import {
  maxConstantSpending,
  maxSpendingByBisection,
  safeWithdrawalRates,
} from './safe-withdrawal.js';
import { vpwRates } from './strategies.js';

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

/** A random market of `years` and flows between −$2,000 and +$2,000 a month. */
const market = fc.integer({ min: 1, max: 30 }).chain((years) =>
  fc.record({
    years: fc.constant(years),
    growth: fc.float64Array({
      minLength: years * 12,
      maxLength: years * 12,
      min: 0.9,
      max: 1.1,
      noNaN: true,
    }),
    flows: fc.float64Array({
      minLength: years * 12,
      maxLength: years * 12,
      min: -2000,
      max: 2000,
      noNaN: true,
    }),
  }),
);

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
    expect(safeWithdrawalRates(Float64Array.of(37_849.9), 1_000_000)).toEqual({
      all: 3.78,
      p95: 3.78,
    });
  });
});
