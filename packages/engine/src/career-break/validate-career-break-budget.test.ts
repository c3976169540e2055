import { describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES } from '../shared/limits.js';
import type { CareerBreakInput } from './types.js';
import { validateCareerBreakBudget } from './validate-career-break-budget.js';
import { validateExpenseItem } from './validate-expense-item.js';

describe('validateCareerBreakBudget', () => {
  it('accepts a filled form and leaves savings and income optional', () => {
    expect(
      validateCareerBreakBudget({
        durationYears: 1.5,
        expenses: [{ id: 'a', name: 'Rent', amount: 1200, category: 'Housing' }],
      }),
    ).toEqual([]);
  });

  it("answers 'Please enter valid numbers' for duration, buffer and expense total (product: career-break#validation)", () => {
    const issues = validateCareerBreakBudget({
      durationYears: Number.NaN,
      emergencyBufferPercent: Number.NaN,
      currentSavings: Number.POSITIVE_INFINITY,
      currentAnnualIncome: Number.NaN,
      expenses: [
        { id: 'a', name: 'Rent', amount: 1200, category: 'Housing' },
        // @ts-expect-error a numeric string from an untyped caller is not a number
        { id: 'b', name: 'Car', amount: '300', category: 'Transportation' },
      ],
    });
    expect(issues).toEqual([
      { path: 'durationYears', message: 'Please enter valid numbers' },
      { path: 'emergencyBufferPercent', message: 'Please enter valid numbers' },
      { path: 'currentSavings', message: 'Please enter valid numbers' },
      { path: 'currentAnnualIncome', message: 'Please enter valid numbers' },
      { path: 'expenses.1', message: 'Please fill in both name and amount' },
      { path: 'expenses', message: 'Please enter valid numbers' },
    ]);
  });

  it('rejects a duration of 0, negative amounts and unknown categories', () => {
    const issues = validateCareerBreakBudget({
      durationYears: 0,
      emergencyBufferPercent: -1,
      currentSavings: -1,
      currentAnnualIncome: -1,
      expenses: [
        { id: 'a', name: 'Rent', amount: -5, category: 'Housing' },
        // @ts-expect-error an unknown category from an untyped caller
        { id: 'b', name: 'Boat', amount: 5, category: 'Boats' },
        { id: 'c', name: ' ', amount: 5, category: 'Other' },
      ],
    });
    expect(issues).toEqual([
      { path: 'durationYears', message: 'Duration must be greater than 0 years' },
      { path: 'emergencyBufferPercent', message: 'Emergency buffer cannot be negative' },
      { path: 'currentSavings', message: 'Current savings cannot be negative' },
      { path: 'currentAnnualIncome', message: 'Current annual income cannot be negative' },
      { path: 'expenses.0.amount', message: 'Expense amount cannot be negative' },
      { path: 'expenses.1.category', message: 'Please choose one of the expense categories' },
      { path: 'expenses.2', message: 'Please fill in both name and amount' },
    ]);
  });
});

describe('validateCareerBreakBudget from an untyped caller', () => {
  const untyped = (input: unknown) => validateCareerBreakBudget(input as CareerBreakInput);

  it('answers an input or a list of the wrong type with one issue', () => {
    for (const input of [null, undefined, [], 'form']) {
      expect(untyped(input)).toEqual([{ path: '', message: LIMIT_MESSAGES.notAnObject }]);
    }
    expect(untyped({ durationYears: 1 })).toEqual([
      { path: 'expenses', message: LIMIT_MESSAGES.notAList },
    ]);
  });

  it('reads no numeric strings and applies the upper bounds', () => {
    expect(
      untyped({
        durationYears: '1',
        emergencyBufferPercent: 1001,
        currentSavings: 1e12 + 1,
        currentAnnualIncome: null,
        expenses: [null, { name: 'Rent', amount: 2e12 }],
      }),
    ).toEqual([
      { path: 'durationYears', message: 'Please enter valid numbers' },
      { path: 'emergencyBufferPercent', message: 'Emergency buffer must be at most 1000%' },
      { path: 'currentSavings', message: LIMIT_MESSAGES.amountTooLarge },
      { path: 'expenses.0', message: LIMIT_MESSAGES.notAnObject },
      { path: 'expenses.1.amount', message: LIMIT_MESSAGES.amountTooLarge },
      { path: 'expenses', message: 'Please enter valid numbers' },
    ]);
    expect(untyped({ durationYears: 0.001, expenses: [] })).toEqual([
      { path: 'durationYears', message: 'Duration must be at least 0.01 years' },
    ]);
    expect(untyped({ durationYears: 100.5, expenses: [] })).toEqual([
      { path: 'durationYears', message: 'Duration must be at most 100 years' },
    ]);
    expect(untyped({ durationYears: 100, emergencyBufferPercent: 1000, expenses: [] })).toEqual([]);
  });

  it('refuses more than 100 expenses at once, without reading them', () => {
    const expenses = Array.from({ length: 20_000 }, () => null);
    expect(untyped({ durationYears: 1, expenses })).toEqual([
      { path: 'expenses', message: LIMIT_MESSAGES.tooMany(100) },
    ]);
    const hundred = Array.from({ length: 100 }, () => ({ name: 'Rent', amount: 1 }));
    expect(untyped({ durationYears: 1, expenses: hundred })).toEqual([]);
  });
});

describe('validateExpenseItem', () => {
  it('accepts a named expense with an amount', () => {
    expect(validateExpenseItem({ name: 'Rent', amount: 1200.5, category: 'Housing' })).toEqual([]);
    expect(validateExpenseItem({ name: 'Rent', amount: 0 })).toEqual([]);
  });

  it("answers 'Please fill in both name and amount' without a name or an amount (product: career-break#validation)", () => {
    const message = 'Please fill in both name and amount';
    expect(validateExpenseItem({ name: '', amount: 10 })).toEqual([{ path: 'expense', message }]);
    expect(validateExpenseItem({ name: 'Rent', amount: Number.NaN })).toEqual([
      { path: 'expense', message },
    ]);
    expect(validateExpenseItem({ name: '  ', amount: Number.NaN }, 'row')).toEqual([
      { path: 'row', message },
    ]);
  });

  it('answers an untyped caller: not an object, a numeric string, a category of another type', () => {
    expect(validateExpenseItem(null as never, 'row')).toEqual([
      { path: 'row', message: LIMIT_MESSAGES.notAnObject },
    ]);
    expect(validateExpenseItem({ name: 'Rent', amount: '1200', category: 3 } as never)).toEqual([
      { path: 'expense', message: 'Please fill in both name and amount' },
      { path: 'expense.category', message: 'Please choose one of the expense categories' },
    ]);
  });
});
