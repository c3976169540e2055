import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../shared/engine-error.js';
import { calculateFreelanceRate } from './calculate-freelance-rate.js';
import {
  FREELANCE_ADJUSTMENT_BOUNDS,
  FREELANCE_DEFAULTS,
  FREELANCE_LIMITS,
  FREELANCE_MESSAGES,
} from './constants.js';
import type { FreelanceAdjustments } from './types.js';

describe('calculateFreelanceRate', () => {
  it('marks up salary and benefits per hour by the default 55 %', () => {
    const result = calculateFreelanceRate({
      annualSalary: 104_000,
      benefits: [{ name: 'Health', amount: 10_400 }],
    });
    expect(result.baseHourlyRate).toBe(50);
    expect(result.benefitsHourlyRate).toBe(5);
    expect(result.adjustmentAmounts).toEqual({
      overhead: 8.25,
      timeOff: 5.5,
      marketing: 5.5,
      profitMargin: 11,
    });
    expect(result.hourlyRate).toBeCloseTo(85.25, 10);
    expect(result.dailyRate).toBeCloseTo(682, 10);
    expect(result.annualRevenue).toBeCloseTo(177_320, 6);
    expect(result.composition.map((c) => c.key)).toEqual([
      'base',
      'benefits',
      'overhead',
      'timeOff',
      'marketing',
      'profitMargin',
    ]);
  });

  it('uses the given hours and adjustments', () => {
    const result = calculateFreelanceRate({
      annualSalary: 60_000,
      workHours: 1000,
      adjustments: { overhead: 0, timeOff: 0, marketing: 0, profitMargin: 50 },
    });
    expect(result.hourlyRate).toBe(90);
    expect(result.annualRevenue).toBe(90_000);
  });

  it('keeps the default of an adjustment given as undefined', () => {
    const result = calculateFreelanceRate({
      annualSalary: 104_000,
      adjustments: { overhead: undefined, profitMargin: 0 },
    });
    expect(result.adjustmentAmounts).toEqual({
      overhead: 7.5,
      timeOff: 5,
      marketing: 5,
      profitMargin: 0,
    });
    expect(result.hourlyRate).toBe(67.5);
  });

  it('has no composition shares for a zero salary', () => {
    const result = calculateFreelanceRate({ annualSalary: 0 });
    expect(result.hourlyRate).toBe(0);
    expect(result.composition.every((c) => c.percent === 0)).toBe(true);
  });

  it('throws EngineError for rejected input', () => {
    expect(() => calculateFreelanceRate({ annualSalary: Number.NaN })).toThrow(EngineError);
  });

  it('keeps its constants frozen', () => {
    const write = (target: object, key: string, value: unknown): void => {
      (target as Record<string, unknown>)[key] = value;
    };
    expect(() => write(FREELANCE_DEFAULTS, 'workHours', 0)).toThrow(TypeError);
    expect(() => write(FREELANCE_DEFAULTS.adjustments, 'overhead', 0)).toThrow(TypeError);
    expect(() => write(FREELANCE_ADJUSTMENT_BOUNDS.overhead, 'max', 500)).toThrow(TypeError);
    expect(() => write(FREELANCE_LIMITS, 'maxBenefits', 1)).toThrow(TypeError);
    expect(() => write(FREELANCE_MESSAGES, 'benefit', '')).toThrow(TypeError);
    expect(calculateFreelanceRate({ annualSalary: 104_000 }).hourlyRate).toBe(77.5);
  });

  describe('properties', () => {
    const salary = fc.double({ min: 1_000, max: 1_000_000, noNaN: true });
    const hours = fc.integer({ min: 100, max: 4000 });
    const adjustments = fc.record({
      overhead: fc.integer({ min: 0, max: 50 }),
      timeOff: fc.integer({ min: 0, max: 30 }),
      marketing: fc.integer({ min: 0, max: 40 }),
      profitMargin: fc.integer({ min: 0, max: 50 }),
    });
    const adjustmentKey = fc.constantFrom<keyof FreelanceAdjustments>(
      'overhead',
      'timeOff',
      'marketing',
      'profitMargin',
    );

    it('the rate grows with each adjustment', () => {
      fc.assert(
        fc.property(
          salary,
          hours,
          adjustments,
          adjustmentKey,
          (annualSalary, workHours, adj, key) => {
            const lower = calculateFreelanceRate({
              annualSalary,
              workHours,
              adjustments: { ...adj, [key]: 0 },
            });
            const higher = calculateFreelanceRate({
              annualSalary,
              workHours,
              adjustments: { ...adj, [key]: 1 + (adj[key] % 29) },
            });
            expect(higher.hourlyRate).toBeGreaterThan(lower.hourlyRate);
          },
        ),
      );
    });

    it('a higher salary or more benefits never lower the rate; more hours never raise it', () => {
      fc.assert(
        fc.property(
          salary,
          hours,
          adjustments,
          fc.double({ min: 0, max: 1_000_000, noNaN: true }),
          fc.integer({ min: 0, max: 4000 }),
          (annualSalary, workHours, adj, more, moreHours) => {
            const base = calculateFreelanceRate({ annualSalary, workHours, adjustments: adj });
            const raised = calculateFreelanceRate({
              annualSalary: annualSalary + more,
              workHours,
              adjustments: adj,
            });
            const withBenefit = calculateFreelanceRate({
              annualSalary,
              workHours,
              benefits: [{ name: 'b', amount: more }],
              adjustments: adj,
            });
            const longer = calculateFreelanceRate({
              annualSalary,
              workHours: Math.min(8760, workHours + moreHours),
              adjustments: adj,
            });
            expect(raised.hourlyRate).toBeGreaterThanOrEqual(base.hourlyRate);
            expect(withBenefit.hourlyRate).toBeGreaterThanOrEqual(base.hourlyRate);
            expect(longer.hourlyRate).toBeLessThanOrEqual(base.hourlyRate);
          },
        ),
        { numRuns: 200 },
      );
    });

    it('the composition adds up to the hourly rate and to 100 %', () => {
      fc.assert(
        fc.property(salary, hours, adjustments, (annualSalary, workHours, adj) => {
          const result = calculateFreelanceRate({ annualSalary, workHours, adjustments: adj });
          const amount = result.composition.reduce((sum, c) => sum + c.amount, 0);
          const percent = result.composition.reduce((sum, c) => sum + c.percent, 0);
          expect(amount).toBeCloseTo(result.hourlyRate, 6);
          expect(percent).toBeCloseTo(100, 6);
        }),
      );
    });

    it('annual revenue covers salary plus benefits', () => {
      fc.assert(
        fc.property(
          salary,
          hours,
          fc.double({ min: 0, max: 50_000, noNaN: true }),
          adjustments,
          (annualSalary, workHours, benefit, adj) => {
            const result = calculateFreelanceRate({
              annualSalary,
              workHours,
              benefits: [{ name: 'b', amount: benefit }],
              adjustments: adj,
            });
            expect(result.annualRevenue).toBeGreaterThanOrEqual(
              (annualSalary + benefit) * (1 - 1e-12),
            );
          },
        ),
      );
    });
  });
});
