import { describe, expect, it } from 'vitest';
import { PREPAID_DEFAULTS } from './constants.js';
import type { PrepaidExpense, PrepaidExpensesInput } from './types.js';
import { validatePrepaidExpenses } from './validate-prepaid-expenses.js';

describe('validatePrepaidExpenses', () => {
  it('accepts the defaults, an omitted duration, a zero amount and an empty list', () => {
    expect(validatePrepaidExpenses(PREPAID_DEFAULTS)).toEqual([]);
    expect(
      validatePrepaidExpenses({
        expenses: [{ name: 'Gift', amount: 0, paymentFrequency: 'one-time' }],
      }),
    ).toEqual([]);
    expect(validatePrepaidExpenses({ breakDuration: 1, expenses: [] })).toEqual([]);
  });

  it("pins the spec's messages (calculators.md §5)", () => {
    expect(validatePrepaidExpenses({ breakDuration: 0, expenses: [] })).toEqual([
      { path: 'breakDuration', message: 'Duration must be at least 1 month' },
    ]);
    expect(
      validatePrepaidExpenses({
        expenses: [
          { name: ' ', amount: 10, paymentFrequency: 'monthly' },
          { name: 'Phone', amount: -0.01, paymentFrequency: 'monthly' },
        ],
      }),
    ).toEqual([
      { path: 'expenses.0.name', message: 'Expense name is required' },
      { path: 'expenses.1.amount', message: 'Amount must be a positive number' },
    ]);
  });

  it('rejects the designed cases: fractional or blank duration, bad amount, unknown frequency', () => {
    expect(validatePrepaidExpenses({ breakDuration: 2.5, expenses: [] })).toEqual([
      { path: 'breakDuration', message: 'Duration must be a whole number of months' },
    ]);
    expect(validatePrepaidExpenses({ breakDuration: Number.NaN, expenses: [] })).toEqual([
      { path: 'breakDuration', message: 'Duration must be at least 1 month' },
    ]);
    const input = {
      expenses: [
        { name: 'Gym', amount: Number.NaN, paymentFrequency: 'weekly' },
        { name: 'Tax', amount: Number.POSITIVE_INFINITY, paymentFrequency: 'annually' },
      ] as unknown as PrepaidExpense[],
    } satisfies PrepaidExpensesInput;
    expect(validatePrepaidExpenses(input)).toEqual([
      { path: 'expenses.0.amount', message: 'Amount must be a positive number' },
      {
        path: 'expenses.0.paymentFrequency',
        message: 'Payment frequency must be monthly, quarterly, annually or one-time',
      },
      { path: 'expenses.1.amount', message: 'Amount must be a positive number' },
    ]);
    expect(validatePrepaidExpenses({} as PrepaidExpensesInput)).toEqual([]);
  });
});
