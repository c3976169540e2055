import { describe, expect, it } from 'vitest';
import { LAYOFF_DEFAULTS } from './constants.js';
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

  it('ignores unknown fields and rejects non-numbers from untyped callers', () => {
    const input = {
      severance: { extra: -5, bonusAmount: '5' },
      expenses: {},
    } as unknown as Parameters<typeof validateLayoff>[0];
    expect(validateLayoff(input)).toEqual([
      { path: 'severance.bonusAmount', message: 'Bonus amount must be a number of 0 or more' },
    ]);
  });
});
