import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runConstantDollarCycle } from './constant-dollar-cycle.js';
import { fillInverse } from './monthly-growth.js';
import { runCycle, type CycleRecord } from './run-cycle.js';
import { maxConstantSpending } from './safe-withdrawal.js';
import { randomMarket } from './test-support/random-market.js';

const record = (years: number): CycleRecord => ({
  balances: new Float64Array(years + 1),
  spending: new Float64Array(years),
  stride: 1,
  column: 0,
});

describe('runConstantDollarCycle', () => {
  it('agrees with runCycle and maxConstantSpending', () => {
    const market = fc
      .tuple(randomMarket(3000), fc.integer({ min: 0, max: 150_000 }))
      .map(([random, spending]) => ({ ...random, spending }));
    fc.assert(
      fc.property(market, ({ years, spending, growth, flows }) => {
        const inverse = new Float64Array(growth.length);
        fillInverse(inverse, growth);
        const fast = record(years);
        const slow = record(years);
        const outcome = runConstantDollarCycle(1_000_000, spending, years, inverse, 0, flows, fast);
        const failedInYear = runCycle(
          { years, startingPortfolio: 1_000_000, rule: { type: 'constant-dollar' } },
          spending,
          growth,
          new Float64Array(growth.length),
          0,
          flows,
          slow,
        );
        expect(outcome).toEqual({
          failedInYear,
          maxSpending: maxConstantSpending(1_000_000, inverse, 0, flows),
        });
        for (let index = 0; index <= years; index++) {
          expect(fast.balances[index]).toBeCloseTo(slow.balances[index]!, 4);
        }
        for (let index = 0; index < years; index++) {
          expect(fast.spending[index]).toBeCloseTo(slow.spending[index]!, 4);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('rebuilds the spending after a failure in a year’s last month, and hands back a month without growth', () => {
    const growth = new Float64Array(36).fill(1);
    const inverse = new Float64Array(36);
    fillInverse(inverse, growth);
    const flows = new Float64Array(36).fill(-500);
    const out = record(3);
    // 1,000 net a month from 11,000: the 12th month finds nothing; its income pays 500 of 1,500.
    const outcome = runConstantDollarCycle(11_000, 18_000, 3, inverse, 0, flows, out);
    expect(outcome?.failedInYear).toBe(1);
    expect([...out.spending]).toEqual([17_000, 6000, 6000]);
    expect([...out.balances]).toEqual([11_000, 0, 0, 0]);
    growth[3] = 0;
    fillInverse(inverse, growth);
    expect(runConstantDollarCycle(11_000, 18_000, 3, inverse, 0, flows, out)).toBeNull();
  });
});
