import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../shared/engine-error.js';
import { affordabilityBand } from './affordability-band.js';
import { assessAffordability } from './assess-affordability.js';
import { AFFORDABILITY_PENALTIES } from './constants.js';
import type { AffordabilityInput } from './types.js';

const comfortable: AffordabilityInput = {
  purchaseAmount: 5000,
  monthlyIncome: 6000,
  monthlySavings: 1000,
  monthlyExpenses: 4000,
  stockInvestments: 20_000,
  cryptoInvestments: 0,
  emergencyFund: 15_000,
};

describe('assessAffordability', () => {
  it('takes small penalties off a comfortable purchase', () => {
    const result = assessAffordability(comfortable);
    expect(result).toEqual({
      score: 90,
      band: 'positive',
      factors: [
        {
          code: 'purchase-vs-liquid-assets',
          penalty: 5,
          text: 'The purchase would use a tenth or more of your savings and investments.',
        },
        {
          code: 'months-of-savings',
          penalty: 5,
          text: 'It would take 3 months or more of saving to pay for this purchase.',
        },
      ],
    });
  });

  it('scores 100 with nothing against it', () => {
    expect(assessAffordability({ ...comfortable, purchaseAmount: 1000 })).toEqual({
      score: 100,
      band: 'positive',
      factors: [],
    });
  });

  it('adds up every factor for a stretch purchase', () => {
    const result = assessAffordability({
      purchaseAmount: 15_000,
      monthlyIncome: 5000,
      monthlySavings: 1000,
      monthlyExpenses: 4600,
      stockInvestments: 10_000,
      emergencyFund: 8000,
    });
    // 15,000 of 18,000 liquid: 20; ≥ the fund: 15; 15 months: 15; 92 % of income: 10; 1.7 months: 10.
    expect(result.factors.map((f) => [f.code, f.penalty])).toEqual([
      ['purchase-vs-liquid-assets', 20],
      ['purchase-vs-emergency-fund', 15],
      ['months-of-savings', 15],
      ['expenses-vs-income', 10],
      ['emergency-fund-low', 10],
    ]);
    expect(result.score).toBe(30);
    expect(result).toMatchObject({ band: 'negative' });
  });

  it('scores 0 at worst: no savings, no fund, expenses above income', () => {
    const result = assessAffordability({
      purchaseAmount: 1,
      monthlyIncome: 0,
      monthlySavings: 0,
      monthlyExpenses: 100,
    });
    expect(result.score).toBe(0);
    expect(result.factors.reduce((sum, f) => sum + f.penalty, 0)).toBe(100);
  });

  it('treats a zero purchase and zero expenses as costing nothing', () => {
    const result = assessAffordability({
      purchaseAmount: 0,
      monthlyIncome: 0,
      monthlySavings: 0,
      monthlyExpenses: 0,
    });
    expect(result.score).toBe(100);
  });

  it('applies the worst tiers with a total of exactly 100', () => {
    const worst = Object.values(AFFORDABILITY_PENALTIES).reduce(
      (sum, tiers) => sum + Math.max(...tiers.map((t) => t.penalty)),
      0,
    );
    expect(worst).toBe(100);
  });

  it('throws EngineError for rejected input', () => {
    expect(() => assessAffordability({ ...comfortable, monthlySavings: Number.NaN })).toThrow(
      EngineError,
    );
  });

  describe('properties', () => {
    const dollars = (max: number) =>
      fc.integer({ min: 0, max: max * 100 }).map((cents) => cents / 100);
    const affordabilityInputArb = fc.record(
      {
        purchaseAmount: dollars(200_000),
        monthlyIncome: dollars(30_000),
        monthlySavings: dollars(10_000),
        monthlyExpenses: dollars(30_000),
        stockInvestments: dollars(500_000),
        cryptoInvestments: dollars(100_000),
        emergencyFund: dollars(100_000),
      },
      { requiredKeys: ['purchaseAmount', 'monthlyIncome', 'monthlySavings', 'monthlyExpenses'] },
    );
    const extra = dollars(100_000);

    it('the score is an integer from 0 to 100 and the band agrees with it', () => {
      fc.assert(
        fc.property(affordabilityInputArb, (input) => {
          const result = assessAffordability(input);
          expect(Number.isInteger(result.score)).toBe(true);
          expect(result.score).toBeGreaterThanOrEqual(0);
          expect(result.score).toBeLessThanOrEqual(100);
          expect(result.band).toBe(affordabilityBand(result.score));
          expect(100 - result.factors.reduce((sum, f) => sum + f.penalty, 0)).toBe(result.score);
        }),
      );
    });

    it('a bigger purchase never raises the score', () => {
      fc.assert(
        fc.property(affordabilityInputArb, extra, (input, more) => {
          const bigger = { ...input, purchaseAmount: input.purchaseAmount + more };
          expect(assessAffordability(bigger).score).toBeLessThanOrEqual(
            assessAffordability(input).score,
          );
        }),
      );
    });

    it('a bigger emergency fund never lowers the score', () => {
      fc.assert(
        fc.property(affordabilityInputArb, extra, (input, more) => {
          const safer = { ...input, emergencyFund: (input.emergencyFund ?? 0) + more };
          expect(assessAffordability(safer).score).toBeGreaterThanOrEqual(
            assessAffordability(input).score,
          );
        }),
      );
    });

    it('higher monthly expenses never raise the score; higher income never lowers it', () => {
      fc.assert(
        fc.property(affordabilityInputArb, extra, extra, (input, expenses, income) => {
          const before = assessAffordability(input).score;
          expect(
            assessAffordability({ ...input, monthlyExpenses: input.monthlyExpenses + expenses })
              .score,
          ).toBeLessThanOrEqual(before);
          expect(
            assessAffordability({ ...input, monthlyIncome: input.monthlyIncome + income }).score,
          ).toBeGreaterThanOrEqual(before);
        }),
        { numRuns: 200 },
      );
    });

    it('more monthly savings or investments never lower the score', () => {
      fc.assert(
        fc.property(affordabilityInputArb, extra, extra, (input, savings, stocks) => {
          const richer = {
            ...input,
            monthlySavings: input.monthlySavings + savings,
            stockInvestments: (input.stockInvestments ?? 0) + stocks,
          };
          expect(assessAffordability(richer).score).toBeGreaterThanOrEqual(
            assessAffordability(input).score,
          );
        }),
      );
    });
  });
});

describe('affordabilityBand', () => {
  it('uses the cut-offs of the product definition', () => {
    expect(affordabilityBand(100)).toBe('positive');
    expect(affordabilityBand(80)).toBe('positive');
    expect(affordabilityBand(79)).toBe('moderate');
    expect(affordabilityBand(60)).toBe('moderate');
    expect(affordabilityBand(59)).toBe('caution');
    expect(affordabilityBand(40)).toBe('caution');
    expect(affordabilityBand(39)).toBe('negative');
    expect(affordabilityBand(0)).toBe('negative');
  });
});
