import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../shared/engine-error.js';
import { calculateLayoff } from './calculate-layoff.js';
import {
  LAYOFF_CONSTANTS,
  LAYOFF_DEFAULTS,
  LAYOFF_FIELD_LABELS,
  LAYOFF_LIMITS,
  LAYOFF_MESSAGES,
} from './constants.js';
import type { LayoffExpensesInput, LayoffInput, LayoffSeveranceInput } from './types.js';

describe('calculateLayoff', () => {
  it('computes the package and runways of the defaults (salary 85000, 3 years × 2 weeks, …)', () => {
    const r = calculateLayoff(LAYOFF_DEFAULTS);
    expect(r.severancePay).toBeCloseTo((85_000 / 52) * 6, 9);
    expect(r.ptoPayout).toBeCloseTo((85_000 / 260) * 10, 9);
    expect(r.bonusAmount).toBe(5000);
    expect(r.healthBenefitsValue).toBe(1500);
    expect(r.otherBenefits).toBe(1000);
    expect(r.totalSeverance).toBeCloseTo(20_576.923_076_9, 6);
    expect(r.monthlyExpenses).toBe(4500);
    expect(r.unemploymentBenefit).toBeCloseTo(1948.5, 9);
    expect(r.financialRunway).toBeCloseTo(35_576.923_076_9 / 4500, 9);
    expect(r.runwayWithUnemployment).toBeCloseTo(35_576.923_076_9 / 2551.5, 9);
    expect(r.unemploymentCoversExpenses).toBe(false);
  });

  it('pays PTO at the payout rate and leaves the emergency fund out of the expenses', () => {
    const r = calculateLayoff({
      severance: { baseSalary: 52_000, unusedPTO: 10, ptoPayoutRate: 50 },
      expenses: { housing: 1000, emergencyFund: 9000 },
    });
    expect(r.ptoPayout).toBe(1000);
    expect(r.severancePay).toBe(0);
    expect(r.monthlyExpenses).toBe(1000);
    expect(r.financialRunway).toBe(10);
  });

  it('never runs out with unemployment when the benefit covers the expenses (screen: 36)', () => {
    const r = calculateLayoff({
      severance: {},
      expenses: { housing: 1000, other: 299, unemploymentBenefit: 300 },
    });
    expect(r.unemploymentBenefit).toBe(1299);
    expect(r.unemploymentCoversExpenses).toBe(true);
    expect(r.runwayWithUnemployment).toBe(Number.POSITIVE_INFINITY);
    expect(r.financialRunway).toBe(0);
    expect(LAYOFF_CONSTANTS.coveredRunwayMonths).toBe(36);
  });

  it('a dollar more of weekly benefit lengthens the runway instead of capping it at 36', () => {
    const withBenefit = (unemploymentBenefit: number) =>
      calculateLayoff({
        severance: {},
        expenses: { housing: 1000, emergencyFund: 100_000, unemploymentBenefit },
      });
    const at230 = withBenefit(230);
    expect(at230.unemploymentCoversExpenses).toBe(false);
    expect(Math.floor(at230.runwayWithUnemployment)).toBe(24_390);
    const at231 = withBenefit(231);
    expect(at231.unemploymentCoversExpenses).toBe(true);
    expect(at231.runwayWithUnemployment).toBe(Number.POSITIVE_INFINITY);
    expect(at231.runwayWithUnemployment).toBeGreaterThan(at231.financialRunway);
  });

  it('treats a blank form as 0 everywhere, with an infinite runway for no expenses', () => {
    const r = calculateLayoff({ severance: {}, expenses: {} });
    expect(r.totalSeverance).toBe(0);
    expect(r.monthlyExpenses).toBe(0);
    expect(r.financialRunway).toBe(Number.POSITIVE_INFINITY);
    expect(r.runwayWithUnemployment).toBe(Number.POSITIVE_INFINITY);
    expect(r.unemploymentCoversExpenses).toBe(true);
  });

  it('throws EngineError for rejected input', () => {
    expect(() => calculateLayoff({ severance: { baseSalary: Number.NaN }, expenses: {} })).toThrow(
      EngineError,
    );
    // A JavaScript caller that leaves out a group gets an issue, not a TypeError.
    expect(() => calculateLayoff({ severance: {} } as LayoffInput)).toThrow(EngineError);
  });

  it('keeps its constants frozen', () => {
    const write = (target: object, key: string, value: unknown): void => {
      (target as Record<string, unknown>)[key] = value;
    };
    expect(() => write(LAYOFF_DEFAULTS, 'severance', {})).toThrow(TypeError);
    expect(() => write(LAYOFF_DEFAULTS.severance, 'baseSalary', 0)).toThrow(TypeError);
    expect(() => write(LAYOFF_CONSTANTS, 'weeksPerMonth', 4)).toThrow(TypeError);
    expect(() => write(LAYOFF_FIELD_LABELS, 'housing', 'Rent')).toThrow(TypeError);
    expect(() => write(LAYOFF_LIMITS, 'unusedPTO', 0)).toThrow(TypeError);
    expect(() => write(LAYOFF_MESSAGES, 'ptoPayoutRate', '')).toThrow(TypeError);
    expect(calculateLayoff(LAYOFF_DEFAULTS).monthlyExpenses).toBe(4500);
  });

  describe('properties', () => {
    const money = fc.double({ min: 0, max: 500_000, noNaN: true });
    const small = fc.double({ min: 0, max: 10_000, noNaN: true });
    const severance: fc.Arbitrary<LayoffSeveranceInput> = fc.record({
      baseSalary: money,
      yearsOfService: fc.double({ min: 0, max: 45, noNaN: true }),
      severanceWeeksPerYear: fc.double({ min: 0, max: 8, noNaN: true }),
      unusedPTO: fc.integer({ min: 0, max: 60 }),
      ptoPayoutRate: fc.double({ min: 0, max: 100, noNaN: true }),
      bonusAmount: money,
      healthBenefitsCost: small,
      healthBenefitsDuration: fc.integer({ min: 0, max: 24 }),
      otherBenefits: money,
    });
    const expenses: fc.Arbitrary<LayoffExpensesInput> = fc.record({
      housing: small,
      utilities: small,
      food: small,
      transportation: small,
      insurance: small,
      healthcare: small,
      debt: small,
      other: small,
      emergencyFund: money,
      unemploymentBenefit: fc.double({ min: 0, max: 2000, noNaN: true }),
    });

    it('more savings never shortens the runway', () => {
      fc.assert(
        fc.property(severance, expenses, money, (s, e, extra) => {
          const base = calculateLayoff({ severance: s, expenses: e });
          const richer = calculateLayoff({
            severance: s,
            expenses: { ...e, emergencyFund: (e.emergencyFund ?? 0) + extra },
          });
          expect(richer.financialRunway).toBeGreaterThanOrEqual(base.financialRunway);
          expect(richer.runwayWithUnemployment).toBeGreaterThanOrEqual(base.runwayWithUnemployment);
        }),
      );
    });

    it('an uncovered benefit only lengthens the runway', () => {
      fc.assert(
        fc.property(severance, expenses, (s, e) => {
          const r = calculateLayoff({ severance: s, expenses: e });
          if (!r.unemploymentCoversExpenses) {
            expect(r.runwayWithUnemployment).toBeGreaterThanOrEqual(r.financialRunway);
          } else {
            expect(r.runwayWithUnemployment).toBe(Number.POSITIVE_INFINITY);
          }
        }),
      );
    });

    it('a higher benefit never lowers runwayWithUnemployment', () => {
      fc.assert(
        fc.property(
          severance,
          expenses,
          fc.double({ min: 0, max: 1000, noNaN: true }),
          (s, e, raise) => {
            const base = calculateLayoff({ severance: s, expenses: e });
            const higher = calculateLayoff({
              severance: s,
              expenses: { ...e, unemploymentBenefit: (e.unemploymentBenefit ?? 0) + raise },
            });
            expect(higher.runwayWithUnemployment).toBeGreaterThanOrEqual(
              base.runwayWithUnemployment,
            );
          },
        ),
        { numRuns: 200 },
      );
    });

    it('higher expenses never lengthen either runway', () => {
      const expenseKey = fc.constantFrom<keyof LayoffExpensesInput>(
        'housing',
        'utilities',
        'food',
        'transportation',
        'insurance',
        'healthcare',
        'debt',
        'other',
      );
      fc.assert(
        fc.property(severance, expenses, expenseKey, small, (s, e, key, raise) => {
          const base = calculateLayoff({ severance: s, expenses: e });
          const costlier = calculateLayoff({
            severance: s,
            expenses: { ...e, [key]: (e[key] ?? 0) + raise },
          });
          expect(costlier.financialRunway).toBeLessThanOrEqual(base.financialRunway);
          expect(costlier.runwayWithUnemployment).toBeLessThanOrEqual(base.runwayWithUnemployment);
        }),
        { numRuns: 200 },
      );
    });

    it('the total is the sum of its parts and grows with salary', () => {
      fc.assert(
        fc.property(severance, expenses, money, (s, e, raise) => {
          const r = calculateLayoff({ severance: s, expenses: e });
          const parts =
            r.severancePay + r.ptoPayout + r.bonusAmount + r.healthBenefitsValue + r.otherBenefits;
          expect(r.totalSeverance).toBeCloseTo(parts, 6);
          const higher = calculateLayoff({
            severance: { ...s, baseSalary: (s.baseSalary ?? 0) + raise },
            expenses: e,
          });
          expect(higher.totalSeverance).toBeGreaterThanOrEqual(r.totalSeverance);
        }),
      );
    });

    it('the runway times the expenses gives back the funds', () => {
      fc.assert(
        fc.property(severance, expenses, (s, e) => {
          const r = calculateLayoff({ severance: s, expenses: e });
          if (r.monthlyExpenses > 0) {
            expect(r.financialRunway * r.monthlyExpenses).toBeCloseTo(
              r.totalSeverance + (e.emergencyFund ?? 0),
              4,
            );
          }
        }),
      );
    });
  });
});
