import { describe, expect, it } from 'vitest';
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

  it("answers 'Please enter valid numbers' for duration, buffer and expense total (spec §5)", () => {
    const issues = validateCareerBreakBudget({
      durationYears: Number.NaN,
      emergencyBufferPercent: Number.NaN,
      currentSavings: Number.POSITIVE_INFINITY,
      currentAnnualIncome: Number.NaN,
      expenses: [
        { id: 'a', name: 'Rent', amount: Number.MAX_VALUE, category: 'Housing' },
        { id: 'b', name: 'Car', amount: Number.MAX_VALUE, category: 'Transportation' },
      ],
    });
    expect(issues).toEqual([
      { path: 'durationYears', message: 'Please enter valid numbers' },
      { path: 'emergencyBufferPercent', message: 'Please enter valid numbers' },
      { path: 'currentSavings', message: 'Please enter valid numbers' },
      { path: 'currentAnnualIncome', message: 'Please enter valid numbers' },
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

describe('validateExpenseItem', () => {
  it('accepts a named expense with an amount', () => {
    expect(validateExpenseItem({ name: 'Rent', amount: 1200.5, category: 'Housing' })).toEqual([]);
    expect(validateExpenseItem({ name: 'Rent', amount: 0 })).toEqual([]);
  });

  it("answers 'Please fill in both name and amount' without a name or an amount (spec §5)", () => {
    const message = 'Please fill in both name and amount';
    expect(validateExpenseItem({ name: '', amount: 10 })).toEqual([{ path: 'expense', message }]);
    expect(validateExpenseItem({ name: 'Rent', amount: Number.NaN })).toEqual([
      { path: 'expense', message },
    ]);
    expect(validateExpenseItem({ name: '  ', amount: Number.NaN }, 'row')).toEqual([
      { path: 'row', message },
    ]);
  });
});
