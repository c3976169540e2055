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
    const inflation = new Float64Array(24).fill(0.01);
    const yearTwo = (monthlyGrowth: number): number => {
      const out = record(2);
      const growth = new Float64Array(24).fill(monthlyGrowth);
      runCycle(plan, 44_000, growth, inflation, 0, new Float64Array(24), out);
      return out.spending[1]!;
    };
    // A nominal loss (0.985 × 1.01 a month) with 44,000 above 4.4 % of the year-2 balance: the
    // raise is skipped, so real spending falls by the year's inflation.
    expect(yearTwo(0.985)).toBeCloseTo(44_000 / 1.01 ** 12, 6);
    // A real loss that is a nominal gain (0.995 × 1.01): the raise is made.
    expect(yearTwo(0.995)).toBeCloseTo(44_000, 6);
  });

  it('withdraws percent-of-portfolio and VPW in full and spends the incomes on top', () => {
    // 0 % returns, 100,000 at 12 % a year (1,000 a month); an income of 600 a month in year 1,
    // an expense of 2,400 in the first month of year 2 and an income of 1,200 a month in year 2.
    const rule: SpendingRule = {
      type: 'percent-of-portfolio',
      rate: 0.12,
      floor: 0,
      ceiling: null,
    };
    const plan = { years: 2, startingPortfolio: 100_000, rule };
    const flows = new Float64Array(24);
    for (let month = 0; month < 12; month++) flows[month] = -600;
    for (let month = 12; month < 24; month++) flows[month] = -1200;
    flows[12] = 2400 - 1200;
    const out = record(2);
    expect(runCycle(plan, 0, flat(24), new Float64Array(24), 0, flows, out)).toBe(0);
    // Year 1: 12,000 withdrawn, 12,000 + 7,200 spent. Year 2: 12 % of 88,000 = 10,560 plus the
    // 1,200 the income leaves unpaid of the expense; spent 10,560 + 11 × 1,200.
    expect([...out.balances]).toEqual([100_000, 88_000, 88_000 - 10_560 - 1200]);
    expect(out.spending[0]).toBeCloseTo(19_200, 9);
    expect(out.spending[1]).toBeCloseTo(10_560 + 11 * 1200, 9);
    // Constant-dollar counts the incomes towards the spending instead.
    const constant = { ...plan, rule: { type: 'constant-dollar' } as const };
    const same = record(2);
    runCycle(constant, 12_000, flat(24), new Float64Array(24), 0, flows, same);
    expect(same.balances[1]).toBeCloseTo(100_000 - 12_000 + 7200, 9);
    expect([...same.spending]).toEqual([12_000, 12_000]);
  });

  it('spends only the incomes on top after a percent-of-portfolio floor fails', () => {
    // 1,000 with a floor of 1,200 a year (100 % of 1,200) and an income of 50 a month.
    const rule: SpendingRule = { type: 'percent-of-portfolio', rate: 0.5, floor: 1, ceiling: null };
    const plan = { years: 2, startingPortfolio: 1000, rule };
    const out = record(2);
    const flows = new Float64Array(24).fill(-50);
    expect(runCycle(plan, 1200, flat(24), new Float64Array(24), 0, flows, out)).toBe(1);
    // Ten months of 100 empty the 1,000; the rest of the cycle lives on the income alone.
    expect(out.spending[0]).toBeCloseTo(1000 + 12 * 50, 9);
    expect(out.spending[1]).toBeCloseTo(12 * 50, 9);
    expect([...out.balances]).toEqual([1000, 0, 0]);
  });
});
