import {
  CAREER_BREAK_CATEGORIES,
  validateCareerBreakBudget,
} from '@freedompath/engine/career-break';
import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planNumber } from '../calculators/kit/test-support/plan-arbitraries';
import { throughUrl } from '../calculators/kit/test-support/through-url';
import { careerBreakForm } from './career-break-form-state';
import { EXPENSE_NAME_MAX_LENGTH, MAX_EXPENSES, careerBreakPlan } from './career-break-plan';
import type { CareerBreakPlanValues } from './career-break-plan';

const planValues: fc.Arbitrary<CareerBreakPlanValues> = fc.record({
  durationYears: fc.option(planNumber(0.01, 100), { nil: null }),
  emergencyBufferPercent: planNumber(0, 1000),
  currentSavings: fc.option(planNumber(0, 1e12), { nil: null }),
  currentAnnualIncome: fc.option(planNumber(0, 1e12), { nil: null }),
  expenses: fc.array(
    fc.record({
      name: fc
        .string({ minLength: 1, maxLength: EXPENSE_NAME_MAX_LENGTH })
        .filter((name) => name.trim() !== ''),
      amount: planNumber(0, 1e12),
      category: fc.constantFrom(...CAREER_BREAK_CATEGORIES),
    }),
    { maxLength: 12 },
  ),
});

describe('careerBreakPlan', () => {
  it('round-trips any plan through the URL', () => {
    fc.assert(
      fc.property(planValues, (values) => {
        expect(throughUrl(careerBreakPlan, values).back).toEqual(values);
      }),
      { numRuns: 200 },
    );
  });

  it('round-trips any plan through the form texts', () => {
    fc.assert(
      fc.property(planValues, (values) => {
        expect(
          careerBreakForm.toPlan(careerBreakForm.fromPlan(values), careerBreakPlan.defaults),
        ).toEqual(values);
      }),
      { numRuns: 200 },
    );
  });

  it('starts with no duration, a 10% buffer, blank savings and income and no expenses', () => {
    expect(careerBreakPlan.defaults).toEqual({
      durationYears: null,
      emergencyBufferPercent: 10,
      currentSavings: null,
      currentAnnualIncome: null,
      expenses: [],
    });
    expect(throughUrl(careerBreakPlan, { ...careerBreakPlan.defaults }).url).toBe('');
    expect(careerBreakForm.fromPlan(careerBreakPlan.defaults)).toMatchObject({
      durationYears: '',
      emergencyBufferPercent: '10',
      currentSavings: '',
      currentAnnualIncome: '',
      expenses: [],
    });
  });

  it('falls back to the default for each nonsense field of a hand-edited URL', () => {
    const parsed = careerBreakPlan.parse(
      defaultParseSearch(
        '?durationYears=-1&emergencyBufferPercent=lots&currentSavings=5000' +
          '&currentAnnualIncome=%5B1%5D&expenses=%7B%22a%22%3A1%7D&other=1',
      ),
    );
    expect(parsed).toEqual({ ...careerBreakPlan.defaults, currentSavings: 5000 });
    expect(careerBreakPlan.parse(defaultParseSearch('?durationYears=101'))).toEqual(
      careerBreakPlan.defaults,
    );
    expect(
      careerBreakPlan.parse({
        expenses: [{ name: ' ', amount: 5, category: 'Housing' }],
        emergencyBufferPercent: 1001,
      }),
    ).toEqual(careerBreakPlan.defaults);
    expect(
      careerBreakPlan.parse({ expenses: [{ name: 'Boat', amount: 5, category: 'Boats' }] }),
    ).toEqual(careerBreakPlan.defaults);
    expect(careerBreakPlan.parse(null)).toEqual(careerBreakPlan.defaults);
  });

  it('never parses to a value the engine refuses', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(...Object.keys(careerBreakPlan.defaults), 'other'),
          fc.oneof(fc.string(), fc.double(), fc.array(fc.anything(), { maxLength: 3 })),
        ),
        (raw) => {
          const values = careerBreakPlan.parse(defaultParseSearch(defaultStringifySearch(raw)));
          const issues = validateCareerBreakBudget({
            durationYears: values.durationYears ?? 1,
            emergencyBufferPercent: values.emergencyBufferPercent ?? undefined,
            currentSavings: values.currentSavings ?? undefined,
            currentAnnualIncome: values.currentAnnualIncome ?? undefined,
            expenses: values.expenses.map((item, index) => ({ ...item, id: String(index) })),
          });
          expect(issues).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('holds as many expenses as the engine accepts, no more', () => {
    const items = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        name: `Item ${index}`,
        amount: 1,
        category: 'Other' as const,
      }));
    expect(careerBreakPlan.parse({ expenses: items(MAX_EXPENSES) }).expenses).toHaveLength(
      MAX_EXPENSES,
    );
    expect(careerBreakPlan.parse({ expenses: items(MAX_EXPENSES + 1) }).expenses).toEqual([]);
  });

  it('keeps the last good value for text that does not parse, and null for blank text', () => {
    const last: CareerBreakPlanValues = {
      ...careerBreakPlan.defaults,
      durationYears: 2,
      currentSavings: 1000,
    };
    const form = {
      ...careerBreakForm.fromPlan(last),
      durationYears: '2x',
      emergencyBufferPercent: '',
      currentSavings: '',
      currentAnnualIncome: '-5',
    };
    expect(careerBreakForm.toPlan(form, last)).toEqual({
      ...last,
      durationYears: 2,
      emergencyBufferPercent: 10,
      currentSavings: null,
      currentAnnualIncome: null,
    });
  });
});
