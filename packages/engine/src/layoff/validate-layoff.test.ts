import { describe, expect, it } from 'vitest';
import { LAYOFF_DEFAULTS, LAYOFF_LIMITS } from './constants.js';
import type { LayoffInput } from './types.js';
import { validateLayoff } from './validate-layoff.js';

describe('validateLayoff', () => {
  it('accepts the defaults and a blank form', () => {
    expect(validateLayoff(LAYOFF_DEFAULTS)).toEqual([]);
    expect(validateLayoff({ severance: {}, expenses: {} })).toEqual([]);
  });

  it('rejects non-finite and negative numbers with the field label', () => {
    expect(
      validateLayoff({
        severance: {
          baseSalary: Number.NaN,
          yearsOfService: -1,
          ptoPayoutRate: 101,
          unusedPTO: Number.POSITIVE_INFINITY,
        },
        expenses: { housing: -1, emergencyFund: Number.NaN, unemploymentBenefit: -0.5 },
      }),
    ).toEqual([
      { path: 'severance.baseSalary', message: 'Base salary must be a number of 0 or more' },
      {
        path: 'severance.yearsOfService',
        message: 'Years of service must be a number of 0 or more',
      },
      { path: 'severance.ptoPayoutRate', message: 'PTO payout rate must be between 0% and 100%' },
      { path: 'severance.unusedPTO', message: 'Unused PTO days must be a number of 0 or more' },
      { path: 'expenses.housing', message: 'Housing must be a number of 0 or more' },
      { path: 'expenses.emergencyFund', message: 'Emergency fund must be a number of 0 or more' },
      {
        path: 'expenses.unemploymentBenefit',
        message: 'Unemployment benefit must be a number of 0 or more',
      },
    ]);
  });

  it('answers a form that is not one, or a group that is not an object, with one issue', () => {
    const untyped = (value: unknown) => validateLayoff(value as LayoffInput);
    expect(untyped(null)).toEqual([{ path: '', message: 'Please fill in the form.' }]);
    expect(untyped([])).toEqual([{ path: '', message: 'Please fill in the form.' }]);
    expect(untyped({ severance: 0, expenses: [] })).toEqual([
      { path: 'severance', message: 'Please fill in the form.' },
      { path: 'expenses', message: 'Please fill in the form.' },
    ]);
    expect(untyped({ severance: {} })).toEqual([
      { path: 'expenses', message: 'Please fill in the form.' },
    ]);
  });

  it('bounds money and the fields that are not money', () => {
    expect(
      validateLayoff({
        severance: {
          baseSalary: 1e12 + 1,
          yearsOfService: 101,
          severanceWeeksPerYear: 53,
          unusedPTO: 1001,
          healthBenefitsDuration: 121,
        },
        expenses: { emergencyFund: Number.MAX_VALUE, unemploymentBenefit: 1e12 },
      }),
    ).toEqual([
      {
        path: 'severance.baseSalary',
        message: 'Please enter an amount of at most $1,000,000,000,000.',
      },
      { path: 'severance.yearsOfService', message: 'Years of service must be at most 100' },
      {
        path: 'severance.severanceWeeksPerYear',
        message: 'Severance weeks per year must be at most 52',
      },
      { path: 'severance.unusedPTO', message: 'Unused PTO days must be at most 1000' },
      {
        path: 'severance.healthBenefitsDuration',
        message: 'Health benefits duration must be at most 120 months',
      },
      {
        path: 'expenses.emergencyFund',
        message: 'Please enter an amount of at most $1,000,000,000,000.',
      },
    ]);
    expect(
      validateLayoff({
        severance: { ...LAYOFF_DEFAULTS.severance, ...LAYOFF_LIMITS, baseSalary: 1e12 },
        expenses: LAYOFF_DEFAULTS.expenses,
      }),
    ).toEqual([]);
  });

  it('ignores unknown fields and rejects non-numbers from untyped callers', () => {
    const input = {
      severance: { extra: -5, bonusAmount: '5', housing: -1 },
      expenses: { food: null },
    } as unknown as LayoffInput;
    expect(validateLayoff(input)).toEqual([
      { path: 'severance.bonusAmount', message: 'Bonus amount must be a number of 0 or more' },
      { path: 'expenses.food', message: 'Food must be a number of 0 or more' },
    ]);
  });
});
