import * as formulajs from '@formulajs/formulajs';
import { describe, expect, it } from 'vitest';
import {
  annualSpending,
  spendingFloor,
  spendingRule,
  vpwRates,
  type SpendingRule,
  type YearContext,
} from './strategies.js';

const WEIGHTS = { stocks: 0.75, bonds: 0.25, cash: 0 };
const year = (overrides: Partial<YearContext> = {}): YearContext => ({
  initialSpending: 40_000,
  startingPortfolio: 1_000_000,
  yearsLeft: 30,
  balance: 1_000_000,
  previousSpending: 40_000,
  lastYearGrowth: 1,
  lastYearInflation: 1,
  ...overrides,
});
const gk: SpendingRule = { type: 'guyton-klinger', guardrail: 0.2, adjustment: 0.1 };

describe('vpwRates', () => {
  it('is Excel PMT(r, n, −1, 0, 1): the payment in advance that spends the balance in n years', () => {
    const rates = vpwRates(0.04225, 40);
    for (const left of [1, 2, 10, 30, 40]) {
      expect(rates[left]).toBeCloseTo(formulajs.PMT(0.04225, left, -1, 0, 1) as number, 12);
    }
    expect(rates[1]).toBeCloseTo(1, 12);
    expect([...vpwRates(0, 3)]).toEqual([0, 1, 0.5, 1 / 3]);
  });
});

describe('spendingRule', () => {
  it('resolves percentages and defaults', () => {
    expect(spendingRule({ type: 'constant-dollar' }, 30, WEIGHTS, 0)).toEqual({
      type: 'constant-dollar',
    });
    expect(spendingRule({ type: 'percent-of-portfolio', rate: 4 }, 30, WEIGHTS, 0)).toEqual({
      type: 'percent-of-portfolio',
      rate: 0.04,
      floor: 0,
      ceiling: null,
    });
    expect(
      spendingRule(
        { type: 'percent-of-portfolio', rate: 4, floorPercent: 80, ceilingPercent: 150 },
        30,
        WEIGHTS,
        0,
      ),
    ).toMatchObject({ floor: 0.8, ceiling: 1.5 });
    expect(spendingRule({ type: 'guyton-klinger' }, 30, WEIGHTS, 0)).toEqual(gk);
    expect(
      spendingRule(
        { type: 'guyton-klinger', guardrailPercent: 10, adjustmentPercent: 5 },
        30,
        WEIGHTS,
        0,
      ),
    ).toEqual({ type: 'guyton-klinger', guardrail: 0.1, adjustment: 0.05 });
  });

  it('weights the VPW return: 5.0 % stocks, 1.9 % bonds, cash at its own rate', () => {
    const rule = spendingRule({ type: 'vpw' }, 30, { stocks: 0.5, bonds: 0.25, cash: 0.25 }, 2);
    const expected = vpwRates(0.5 * 0.05 + 0.25 * 0.019 + 0.25 * 0.02, 30);
    expect(rule.type === 'vpw' && [...rule.rates]).toEqual([...expected]);
  });
});

describe('annualSpending', () => {
  it('keeps constant-dollar at the initial spending', () => {
    expect(
      annualSpending({ type: 'constant-dollar' }, year({ balance: 1, previousSpending: 5 })),
    ).toBe(40_000);
  });

  it('takes percent-of-portfolio within floor and ceiling', () => {
    const rule: SpendingRule = {
      type: 'percent-of-portfolio',
      rate: 0.05,
      floor: 0.9,
      ceiling: 1.2,
    };
    expect(annualSpending(rule, year({ balance: 800_000 }))).toBe(40_000);
    expect(annualSpending(rule, year({ balance: 600_000 }))).toBe(36_000);
    expect(annualSpending(rule, year({ balance: 2_000_000 }))).toBe(48_000);
    expect(annualSpending({ ...rule, ceiling: null }, year({ balance: 2_000_000 }))).toBe(100_000);
  });

  it('applies the Guyton-Klinger rules', () => {
    // Within the guardrails (4 % to 4.8 % on 1,000,000 → 40,000 to 48,000): unchanged.
    expect(annualSpending(gk, year({ previousSpending: 45_000 }))).toBe(45_000);
    // Above the upper guardrail with more than 15 years left: cut 10 %.
    expect(annualSpending(gk, year({ previousSpending: 50_000 }))).toBe(45_000);
    expect(annualSpending(gk, year({ previousSpending: 50_000, yearsLeft: 15 }))).toBe(50_000);
    // Below the lower guardrail (3.2 %): raise 10 %.
    expect(annualSpending(gk, year({ previousSpending: 30_000 }))).toBeCloseTo(33_000, 9);
    // A losing year with the rate above IWR: no inflation raise, so real spending falls.
    expect(
      annualSpending(
        gk,
        year({ previousSpending: 44_000, lastYearGrowth: 0.9, lastYearInflation: 1.1 }),
      ),
    ).toBeCloseTo(40_000, 9);
    // The rule reads the nominal return: a real loss that inflation turns into a nominal gain
    // (0.95 × 1.1 > 1) keeps the raise; a real gain in a deflation that is a nominal loss
    // (1.02 × 0.95 < 1) skips it, which in a deflation leaves real spending unchanged.
    expect(
      annualSpending(
        gk,
        year({ previousSpending: 44_000, lastYearGrowth: 0.95, lastYearInflation: 1.1 }),
      ),
    ).toBe(44_000);
    expect(
      annualSpending(
        gk,
        year({ previousSpending: 44_000, lastYearGrowth: 1.02, lastYearInflation: 0.95 }),
      ),
    ).toBe(44_000);
    // Nominal loss with the rate at or below IWR: the raise is kept.
    expect(
      annualSpending(
        gk,
        year({ previousSpending: 40_000, lastYearGrowth: 0.9, lastYearInflation: 1.05 }),
      ),
    ).toBe(40_000);
    // …but never a real raise in a deflation, nor a skip after a gaining year.
    expect(
      annualSpending(
        gk,
        year({ previousSpending: 44_000, lastYearGrowth: 0.9, lastYearInflation: 0.9 }),
      ),
    ).toBe(44_000);
    expect(
      annualSpending(
        gk,
        year({ previousSpending: 44_000, lastYearGrowth: 1.1, lastYearInflation: 1.1 }),
      ),
    ).toBe(44_000);
    // A zero balance is above every guardrail, without dividing by it.
    expect(annualSpending(gk, year({ balance: 0, previousSpending: 40_000 }))).toBe(36_000);
  });

  it('spends the VPW rate of the years left', () => {
    const rule = spendingRule({ type: 'vpw' }, 30, WEIGHTS, 0);
    expect(annualSpending(rule, year({ yearsLeft: 1, balance: 123 }))).toBeCloseTo(123, 9);
  });
});

describe('spendingFloor', () => {
  it('is all of it for constant-dollar and Guyton-Klinger, the floor or nothing otherwise', () => {
    expect(spendingFloor({ type: 'constant-dollar' }, 40_000, 40_000)).toBe(40_000);
    expect(spendingFloor(gk, 36_000, 40_000)).toBe(36_000);
    expect(
      spendingFloor(
        { type: 'percent-of-portfolio', rate: 0.04, floor: 0.5, ceiling: null },
        60_000,
        40_000,
      ),
    ).toBe(20_000);
    expect(spendingFloor({ type: 'vpw', rates: vpwRates(0, 3) }, 60_000, 40_000)).toBe(0);
  });
});
