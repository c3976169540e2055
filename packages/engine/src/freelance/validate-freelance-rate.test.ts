import { describe, expect, it } from 'vitest';
import type { FreelanceBenefit, FreelanceRateInput } from './types.js';
import { validateFreelanceRate } from './validate-freelance-rate.js';

describe('validateFreelanceRate', () => {
  it('accepts the defaults with a salary', () => {
    expect(validateFreelanceRate({ annualSalary: 80_000 })).toEqual([]);
  });

  it('requires the salary', () => {
    expect(validateFreelanceRate({ annualSalary: Number.NaN })).toEqual([
      { path: 'annualSalary', message: 'Please enter valid numbers for all required fields.' },
    ]);
  });

  it('rejects a negative salary, bad hours, incomplete benefits and adjustments out of range', () => {
    const issues = validateFreelanceRate({
      annualSalary: -1,
      workHours: 0,
      benefits: [
        { name: '', amount: 100 },
        { name: 'Gym', amount: -5 },
      ],
      adjustments: { overhead: 51, timeOff: -1, marketing: 41, profitMargin: Number.NaN },
    });
    expect(issues).toEqual([
      { path: 'annualSalary', message: 'Annual salary cannot be negative' },
      { path: 'workHours', message: 'Work hours must be between 1 and 8760' },
      { path: 'benefits.0.name', message: 'Please fill in both name and amount' },
      { path: 'benefits.1.amount', message: 'Benefit amount cannot be negative' },
      { path: 'adjustments.overhead', message: 'Overhead must be between 0% and 50%' },
      { path: 'adjustments.timeOff', message: 'Time off must be between 0% and 30%' },
      { path: 'adjustments.marketing', message: 'Marketing must be between 0% and 40%' },
      { path: 'adjustments.profitMargin', message: 'Profit margin must be between 0% and 50%' },
    ]);
  });

  it('answers wrong types from untyped callers with issues, never a TypeError', () => {
    const untyped = (value: unknown) => validateFreelanceRate(value as FreelanceRateInput);
    expect(untyped(null)).toEqual([{ path: '', message: 'Please fill in the form.' }]);
    expect(untyped('90000')).toEqual([{ path: '', message: 'Please fill in the form.' }]);
    expect(
      untyped({ annualSalary: '90000', workHours: '2080', benefits: 0, adjustments: 'none' }),
    ).toEqual([
      { path: 'annualSalary', message: 'Please enter valid numbers for all required fields.' },
      { path: 'workHours', message: 'Work hours must be between 1 and 8760' },
      { path: 'benefits', message: 'Please enter a list.' },
      { path: 'adjustments', message: 'Please fill in the form.' },
    ]);
    // A sparse list's hole is an item too.
    const benefits: unknown[] = [null, { name: 'Gym', amount: '5' }];
    benefits[3] = { name: 'Gym', amount: 5 };
    expect(untyped({ annualSalary: 1, benefits, adjustments: { overhead: '15' } })).toEqual([
      { path: 'benefits.0', message: 'Please fill in the form.' },
      { path: 'benefits.1.amount', message: 'Please fill in both name and amount' },
      { path: 'benefits.2', message: 'Please fill in the form.' },
      { path: 'adjustments.overhead', message: 'Overhead must be between 0% and 50%' },
    ]);
  });

  it('bounds amounts and the number of benefits, the list in constant time', () => {
    expect(
      validateFreelanceRate({
        annualSalary: 1e12 + 1,
        benefits: [{ name: 'Gym', amount: Number.MAX_VALUE }],
      }),
    ).toEqual([
      { path: 'annualSalary', message: 'Please enter an amount of at most $1,000,000,000,000.' },
      {
        path: 'benefits.0.amount',
        message: 'Please enter an amount of at most $1,000,000,000,000.',
      },
    ]);
    const benefit = { name: 'Gym', amount: 1e12 };
    expect(
      validateFreelanceRate({ annualSalary: 1e12, benefits: Array(100).fill(benefit) }),
    ).toEqual([]);
    expect(validateFreelanceRate({ annualSalary: 1, benefits: Array(20_000).fill(null) })).toEqual([
      { path: 'benefits', message: 'Please enter at most 100 items.' },
    ]);
  });

  it('reports a benefit without a name from an untyped caller at its name', () => {
    const nameless = { amount: 100 } as unknown as FreelanceBenefit;
    expect(validateFreelanceRate({ annualSalary: 1, benefits: [nameless] })).toEqual([
      { path: 'benefits.0.name', message: 'Please fill in both name and amount' },
    ]);
  });
});
