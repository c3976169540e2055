import { describe, expect, it } from 'vitest';
import { runCycle, type CycleRecord } from './run-cycle.js';
import type { SpendingRule } from './strategies.js';

const record = (years: number): CycleRecord => ({
  balances: new Float64Array(years + 1),
  spending: new Float64Array(years),
  stride: 1,
  column: 0,
});
const flat = (months: number): Float64Array => new Float64Array(months).fill(1);

describe('runCycle', () => {
  it('cuts only the spending above the floor when the money runs short, and fails below it', () => {
    // 100,000 at 60 % of the balance with a floor of 10,000 a year (25 % of 40,000).
    const rule: SpendingRule = {
      type: 'percent-of-portfolio',
      rate: 0.6,
      floor: 0.25,
      ceiling: null,
    };
    const plan = { years: 3, startingPortfolio: 100_000, rule };
    const out = record(3);
    const failed = runCycle(
      plan,
      40_000,
      flat(36),
      new Float64Array(36),
      0,
      new Float64Array(36),
      out,
    );
    expect(failed).toBe(0);
    expect([...out.spending]).toEqual([60_000, 24_000, 10_000]);
    const expenses = new Float64Array(36);
    expenses[24] = 10_000;
    expect(runCycle(plan, 40_000, flat(36), new Float64Array(36), 0, expenses, null)).toBe(3);
  });

  it('counts a shortfall of at most half a cent as paid', () => {
    const plan = {
      years: 1,
      startingPortfolio: 12_000,
      rule: { type: 'constant-dollar' } as const,
    };
    const expense = (amount: number): Float64Array => {
      const flows = new Float64Array(12);
      flows[0] = amount;
      return flows;
    };
    const out = record(1);
    expect(runCycle(plan, 0, flat(12), new Float64Array(12), 0, expense(12_000.004), out)).toBe(0);
    expect(out.balances[1]).toBe(0);
    expect(runCycle(plan, 0, flat(12), new Float64Array(12), 0, expense(12_000.006), null)).toBe(1);
  });

  it('tracks last year’s growth and inflation for Guyton-Klinger', () => {
    const plan = {
      years: 2,
      startingPortfolio: 1_000_000,
      rule: { type: 'guyton-klinger', guardrail: 0.2, adjustment: 0.1 } as const,
    };
    const out = record(2);
    const growth = new Float64Array(24).fill(0.995);
    const inflation = new Float64Array(24).fill(0.01);
    runCycle(plan, 44_000, growth, inflation, 0, new Float64Array(24), out);
    // The portfolio lost value and 44,000 is above 4.4 % of the year-2 balance: no raise.
    expect(out.spending[1]).toBeCloseTo(44_000 / 1.01 ** 12, 6);
  });
});
