import { describe, expect, it } from 'vitest';
import {
  MONTHS_PER_PAYMENT,
  PAYMENT_FREQUENCIES,
  PREPAID_DEFAULTS,
  PREPAID_LIMITS,
  PREPAID_MESSAGES,
} from './constants.js';
import type { PaymentFrequency, PrepaidExpense, PrepaidExpensesInput } from './types.js';
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

  it('pins the product’s messages (product: prepaid-expenses#validation)', () => {
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
    expect(validatePrepaidExpenses({})).toEqual([]);
  });

  it('answers an untyped caller with issues, never a TypeError', () => {
    const untyped = (input: unknown) => validatePrepaidExpenses(input as PrepaidExpensesInput);
    expect(untyped(42)).toEqual([{ path: '', message: 'Please fill in the form.' }]);
    expect(untyped({ breakDuration: '3', expenses: 'rent' })).toEqual([
      { path: 'breakDuration', message: 'Duration must be at least 1 month' },
      { path: 'expenses', message: 'Please enter a list.' },
    ]);
    expect(
      untyped({ expenses: [null, { name: 5, amount: '20000', paymentFrequency: 'monthly' }] }),
    ).toEqual([
      { path: 'expenses.0', message: 'Please fill in the form.' },
      { path: 'expenses.1.name', message: 'Expense name is required' },
      { path: 'expenses.1.amount', message: 'Amount must be a positive number' },
    ]);
    expect(untyped({ breakDuration: -0 })).toEqual([
      { path: 'breakDuration', message: 'Duration must be at least 1 month' },
    ]);
  });

  it('bounds the duration, the amounts and the number of expenses', () => {
    const rent: PrepaidExpense = { name: 'Rent', amount: 1e12, paymentFrequency: 'monthly' };
    expect(
      validatePrepaidExpenses({
        breakDuration: 1200,
        expenses: Array.from({ length: 100 }, () => rent),
      }),
    ).toEqual([]);
    expect(
      validatePrepaidExpenses({
        breakDuration: 1201,
        expenses: [{ ...rent, amount: 1e12 + 1 }],
      }),
    ).toEqual([
      { path: 'breakDuration', message: 'Duration must be at most 1200 months' },
      {
        path: 'expenses.0.amount',
        message: 'Please enter an amount of at most $1,000,000,000,000.',
      },
    ]);
    expect(
      validatePrepaidExpenses({
        breakDuration: Number.POSITIVE_INFINITY,
        expenses: Array.from({ length: 20_000 }, () => rent),
      }),
    ).toEqual([
      { path: 'breakDuration', message: 'Duration must be at most 1200 months' },
      { path: 'expenses', message: 'Please enter at most 100 items.' },
    ]);
  });

  it('freezes its constants', () => {
    expect(PREPAID_LIMITS).toEqual({ maxBreakDuration: 1200, maxExpenses: 100 });
    const writes = [
      () => ((PREPAID_DEFAULTS as { breakDuration: number }).breakDuration = 0),
      () => ((PREPAID_DEFAULTS.expenses[0] as { amount: number }).amount = 0),
      () => (PREPAID_DEFAULTS.expenses as unknown as PrepaidExpense[]).pop(),
      () => ((PREPAID_LIMITS as { maxExpenses: number }).maxExpenses = 1e9),
      () => (PAYMENT_FREQUENCIES as PaymentFrequency[]).push('weekly' as PaymentFrequency),
      () => ((MONTHS_PER_PAYMENT as Record<PaymentFrequency, number>).quarterly = 0),
      () => ((PREPAID_MESSAGES as { durationMin: string }).durationMin = ''),
    ];
    for (const write of writes) expect(write).toThrow(TypeError);
  });
});
