import { describe, expect, it } from 'vitest';
import type { FreelanceBenefit } from './types.js';
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
      { path: 'benefits.0', message: 'Please fill in both name and amount' },
      { path: 'benefits.1.amount', message: 'Benefit amount cannot be negative' },
      { path: 'adjustments.overhead', message: 'Overhead must be between 0% and 50%' },
      { path: 'adjustments.timeOff', message: 'Time off must be between 0% and 30%' },
      { path: 'adjustments.marketing', message: 'Marketing must be between 0% and 40%' },
      { path: 'adjustments.profitMargin', message: 'Profit margin must be between 0% and 50%' },
    ]);
  });

  it('reports a benefit without a name from an untyped caller as incomplete', () => {
    const nameless = { amount: 100 } as unknown as FreelanceBenefit;
    expect(validateFreelanceRate({ annualSalary: 1, benefits: [nameless] })).toEqual([
      { path: 'benefits.0', message: 'Please fill in both name and amount' },
    ]);
  });
});
