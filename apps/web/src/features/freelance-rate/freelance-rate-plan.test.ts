import { defaultParseSearch } from '@tanstack/react-router';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { throughUrl } from '../calculators/kit/test-support/through-url';
import { freelanceRateForm, freelanceRateFormIssues } from './freelance-rate-form-state';
import { freelanceRatePlan } from './freelance-rate-plan';
import type { FreelanceRatePlanValues } from './freelance-rate-plan';

/** Whole cents up to `max` dollars: what people type, and text that reads back exactly. */
const cents = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((n) => n / 100);

const planValues: fc.Arbitrary<FreelanceRatePlanValues> = fc.record({
  annualSalary: fc.option(cents(1e10), { nil: null }),
  workHours: fc.integer({ min: 100, max: 876_000 }).map((n) => n / 100),
  benefits: fc.array(
    fc.record({
      name: fc.string({ minLength: 1, maxLength: 80 }).filter((name) => name.trim() !== ''),
      amount: cents(1e6),
    }),
    { maxLength: 5 },
  ),
  overhead: fc.integer({ min: 0, max: 50 }),
  timeOff: fc.integer({ min: 0, max: 30 }),
  marketing: fc.integer({ min: 0, max: 40 }),
  profitMargin: fc.integer({ min: 0, max: 50 }),
});

describe('freelanceRatePlan', () => {
  it('round-trips any plan through the URL', () => {
    fc.assert(
      fc.property(planValues, (values) => {
        expect(throughUrl(freelanceRatePlan, values).back).toEqual(values);
      }),
      { numRuns: 50 },
    );
  });

  it('round-trips any plan through the form', () => {
    fc.assert(
      fc.property(planValues, (values) => {
        expect(
          freelanceRateForm.toPlan(freelanceRateForm.fromPlan(values), freelanceRatePlan.defaults),
        ).toEqual(values);
      }),
      { numRuns: 50 },
    );
  });

  it('has the product’s defaults, a blank salary, and leaves the defaults out of the URL', () => {
    expect(freelanceRatePlan.defaults).toEqual({
      annualSalary: null,
      workHours: 2080,
      benefits: [],
      overhead: 15,
      timeOff: 10,
      marketing: 10,
      profitMargin: 20,
    });
    expect(throughUrl(freelanceRatePlan, { ...freelanceRatePlan.defaults }).url).toBe('');
    expect(
      throughUrl(freelanceRatePlan, { ...freelanceRatePlan.defaults, annualSalary: 90000 }).url,
    ).toBe('?annualSalary=90000');
  });

  it('falls back to the default for each nonsense field of a hand-edited URL', () => {
    const values = freelanceRatePlan.parse(
      defaultParseSearch(
        '?annualSalary=-5&workHours=0&overhead=51&timeOff=2.5&marketing=abc&profitMargin=30' +
          '&benefits=%5B%7B%22name%22%3A%22%20%22%2C%22amount%22%3A5%7D%5D',
      ),
    );
    expect(values).toEqual({ ...freelanceRatePlan.defaults, profitMargin: 30 });
    expect(freelanceRatePlan.parse('nonsense')).toEqual(freelanceRatePlan.defaults);
    expect(freelanceRatePlan.parse({ annualSalary: 1e-7, workHours: 1e13 })).toEqual(
      freelanceRatePlan.defaults,
    );
  });

  it('keeps the last good value for text that does not parse; a blank salary is null', () => {
    const plan = { ...freelanceRatePlan.defaults, annualSalary: 80000, workHours: 1600 };
    const form = freelanceRateForm.fromPlan(plan);
    expect(
      freelanceRateForm.toPlan({ ...form, annualSalary: '80k', workHours: '0' }, plan),
    ).toEqual(plan);
    expect(freelanceRateForm.toPlan({ ...form, annualSalary: ' ' }, plan)).toEqual({
      ...plan,
      annualSalary: null,
    });
  });

  it('reads blank or wordy hours as issues, and leaves a wordy salary to the engine', () => {
    const form = freelanceRateForm.fromPlan(freelanceRatePlan.defaults);
    const wordy = { ...form, annualSalary: 'lots', workHours: '' };
    const input = freelanceRateForm.toInput(wordy);
    expect(input).toEqual({
      benefits: [],
      adjustments: { overhead: 15, timeOff: 10, marketing: 10, profitMargin: 20 },
    });
    expect(freelanceRateFormIssues(wordy, input)).toEqual([
      { path: 'workHours', message: 'Work hours must be between 1 and 8760' },
      { path: 'annualSalary', message: 'Please enter valid numbers for all required fields.' },
      { path: 'annualSalary', message: 'Please enter valid numbers for all required fields.' },
    ]);
    const fullTime = { ...form, annualSalary: '1', workHours: 'full time' };
    expect(freelanceRateFormIssues(fullTime, freelanceRateForm.toInput(fullTime))).toEqual([
      { path: 'workHours', message: 'Please enter valid numbers for all required fields.' },
    ]);
  });
});
