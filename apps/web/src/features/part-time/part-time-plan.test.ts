import { defaultParseSearch } from '@tanstack/react-router';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { throughUrl } from '../calculators/kit/test-support/through-url';
import { partTimeForm } from './part-time-form-state';
import { partTimePlan } from './part-time-plan';
import type { PartTimePlanValues } from './part-time-plan';

/** Whole cents up to `max` dollars: what people type, and text that reads back exactly. */
const cents = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((n) => n / 100);
/** Hundredths between `min` and `max`. */
const hundredths = (min: number, max: number) =>
  fc.integer({ min: min * 100, max: max * 100 }).map((n) => (n === 0 ? 0 : n / 100));

const planValues: fc.Arbitrary<PartTimePlanValues> = fc.record({
  fullTimeSalary: cents(1e9),
  partTimeSalary: cents(1e9),
  weeklyHours: hundredths(1, 40),
  currentPortfolio: cents(1e10),
  currentCash: cents(1e10),
  fullTimeContribution: cents(1e6),
  partTimeContribution: cents(1e6),
  fullTimeCashContribution: cents(1e6),
  partTimeCashContribution: cents(1e6),
  marketReturns: hundredths(-20, 30),
  expenses: fc.array(
    fc.record({ name: fc.string({ maxLength: 100 }), amount: cents(1e6), isFixed: fc.boolean() }),
    { maxLength: 6 },
  ),
  isTemporary: fc.boolean(),
  temporaryMonths: fc.integer({ min: 1, max: 120 }),
});

describe('partTimePlan', () => {
  it('round-trips any plan through the URL', () => {
    fc.assert(
      fc.property(planValues, (values) => {
        expect(throughUrl(partTimePlan, values).back).toEqual(values);
      }),
      { numRuns: 50 },
    );
  });

  it('round-trips any plan through the form texts', () => {
    fc.assert(
      fc.property(planValues, (values) => {
        expect(partTimeForm.toPlan(partTimeForm.fromPlan(values), partTimePlan.defaults)).toEqual(
          values,
        );
      }),
      { numRuns: 50 },
    );
  });

  it('has the product’s defaults and leaves them out of the URL', () => {
    expect(partTimePlan.defaults).toMatchObject({
      fullTimeSalary: 75000,
      partTimeSalary: 40000,
      weeklyHours: 20,
      currentPortfolio: 100000,
      currentCash: 25000,
      marketReturns: 7,
      isTemporary: false,
      temporaryMonths: 12,
    });
    expect(throughUrl(partTimePlan, { ...partTimePlan.defaults }).url).toBe('');
    expect(throughUrl(partTimePlan, { ...partTimePlan.defaults, weeklyHours: 24 }).url).toBe(
      '?weeklyHours=24',
    );
  });

  it('falls back to the default for each nonsense field of a hand-edited URL', () => {
    const values = partTimePlan.parse(
      defaultParseSearch(
        '?fullTimeSalary=-5&weeklyHours=abc&marketReturns=99&temporaryMonths=6.5' +
          '&isTemporary=maybe&expenses=%5B%7B%22name%22%3A1%7D%5D&currentCash=3000',
      ),
    );
    expect(values).toEqual({ ...partTimePlan.defaults, currentCash: 3000 });
    expect(partTimePlan.parse('nonsense')).toEqual(partTimePlan.defaults);
  });

  it('keeps the last good value for text that does not parse, and reads blank amounts as 0', () => {
    const plan = { ...partTimePlan.defaults, weeklyHours: 24 };
    const form = {
      ...partTimeForm.fromPlan(plan),
      weeklyHours: '2x',
      marketReturns: '45',
      currentCash: '',
    };
    expect(partTimeForm.toPlan(form, plan)).toEqual({ ...plan, currentCash: 0 });
  });
});
