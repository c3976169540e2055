import { describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES } from '../shared/limits.js';
import { PART_TIME_DEFAULTS, PART_TIME_LIMITS, PART_TIME_MESSAGES } from './constants.js';
import type { PartTimeForm } from './types.js';
import { validatePartTime } from './validate-part-time.js';

/** What a JavaScript caller may pass: any value in any field. */
const untyped = (form: unknown) => validatePartTime(form as PartTimeForm);

describe('validatePartTime', () => {
  it('accepts the defaults, an empty form and the bounds', () => {
    expect(validatePartTime(PART_TIME_DEFAULTS)).toEqual([]);
    expect(validatePartTime({})).toEqual([]);
    expect(
      validatePartTime({
        weeklyHours: 1,
        marketReturns: -20,
        isTemporary: true,
        temporaryMonths: 120,
        fullTimeSalary: 0,
      }),
    ).toEqual([]);
    expect(
      validatePartTime({
        weeklyHours: 40,
        marketReturns: 30,
        isTemporary: true,
        temporaryMonths: 1,
      }),
    ).toEqual([]);
  });

  it('pins every message of the product: part-time#validation rules', () => {
    const issues = validatePartTime({
      fullTimeSalary: -1,
      partTimeSalary: Number.NaN,
      currentPortfolio: -1,
      currentCash: -0.01,
      fullTimeContribution: -1,
      partTimeContribution: -1,
      fullTimeCashContribution: Number.POSITIVE_INFINITY,
      partTimeCashContribution: -1,
      weeklyHours: 0.5,
      marketReturns: 31,
      isTemporary: true,
      temporaryMonths: 121,
      expenses: [
        { name: 'Rent', amount: 100, isFixed: true },
        { name: 'Fun', amount: -1, isFixed: false },
      ],
    });
    expect(issues).toEqual([
      { path: 'fullTimeSalary', message: 'Full-time salary must be 0 or more' },
      { path: 'partTimeSalary', message: 'Part-time salary must be 0 or more' },
      { path: 'currentPortfolio', message: 'Current portfolio must be 0 or more' },
      { path: 'currentCash', message: 'Current cash must be 0 or more' },
      {
        path: 'fullTimeContribution',
        message: 'Full-time portfolio contribution must be 0 or more',
      },
      {
        path: 'partTimeContribution',
        message: 'Part-time portfolio contribution must be 0 or more',
      },
      {
        path: 'fullTimeCashContribution',
        message: 'Full-time cash contribution must be 0 or more',
      },
      {
        path: 'partTimeCashContribution',
        message: 'Part-time cash contribution must be 0 or more',
      },
      { path: 'weeklyHours', message: 'Weekly hours must be between 1 and 40' },
      { path: 'marketReturns', message: 'Market returns must be between -20% and 30%' },
      {
        path: 'temporaryMonths',
        message: 'Temporary period must be a whole number of months from 1 to 120',
      },
      { path: 'expenses.1.amount', message: 'Expense amount must be 0 or more' },
    ]);
  });

  it('checks temporary months only when temporary, and wants whole months', () => {
    expect(validatePartTime({ isTemporary: false, temporaryMonths: 0 })).toEqual([]);
    expect(validatePartTime({ isTemporary: true, temporaryMonths: 0 })).toHaveLength(1);
    expect(validatePartTime({ isTemporary: true, temporaryMonths: 6.5 })).toHaveLength(1);
    expect(validatePartTime({ weeklyHours: 41, marketReturns: -20.5 }).map((i) => i.path)).toEqual([
      'weeklyHours',
      'marketReturns',
    ]);
  });

  it('answers input of the wrong type from untyped callers with issues', () => {
    expect(validatePartTime(undefined)).toEqual([]);
    for (const form of [null, 'form', 42, [PART_TIME_DEFAULTS]]) {
      expect(untyped(form)).toEqual([{ path: '', message: LIMIT_MESSAGES.notAnObject }]);
    }
    expect(
      untyped({
        fullTimeSalary: '75000',
        partTimeSalary: 1e12 + 1,
        weeklyHours: '20',
        marketReturns: null,
        isTemporary: 'false',
        temporaryMonths: 'abc',
      }),
    ).toEqual([
      { path: 'fullTimeSalary', message: PART_TIME_MESSAGES.fullTimeSalary },
      { path: 'partTimeSalary', message: LIMIT_MESSAGES.amountTooLarge },
      { path: 'weeklyHours', message: PART_TIME_MESSAGES.weeklyHours },
      { path: 'marketReturns', message: PART_TIME_MESSAGES.marketReturns },
      { path: 'isTemporary', message: LIMIT_MESSAGES.notTrueOrFalse },
      { path: 'temporaryMonths', message: PART_TIME_MESSAGES.temporaryMonths },
    ]);
  });

  it('checks the expense list and each expense, the length first', () => {
    expect(untyped({ expenses: 'rent' })).toEqual([
      { path: 'expenses', message: LIMIT_MESSAGES.notAList },
    ]);
    const expense = { name: 'Rent', amount: 1, isFixed: true };
    const max = PART_TIME_LIMITS.maxExpenses;
    expect(validatePartTime({ expenses: Array.from({ length: max }, () => expense) })).toEqual([]);
    expect(validatePartTime({ expenses: Array.from({ length: 20_000 }, () => expense) })).toEqual([
      { path: 'expenses', message: 'Please enter at most 100 items.' },
    ]);
    // eslint-disable-next-line no-sparse-arrays -- a hole, as `delete list[1]` leaves
    const withHole: unknown[] = [expense, , null];
    expect(untyped({ expenses: withHole })).toEqual([
      { path: 'expenses.1', message: LIMIT_MESSAGES.notAnObject },
      { path: 'expenses.2', message: LIMIT_MESSAGES.notAnObject },
    ]);
    expect(
      untyped({ expenses: [{ name: 5, amount: 1e12 + 1, isFixed: 'false' }, { amount: '10' }] }),
    ).toEqual([
      { path: 'expenses.0.name', message: LIMIT_MESSAGES.notText },
      { path: 'expenses.0.amount', message: LIMIT_MESSAGES.amountTooLarge },
      { path: 'expenses.0.isFixed', message: LIMIT_MESSAGES.notTrueOrFalse },
      { path: 'expenses.1.name', message: LIMIT_MESSAGES.notText },
      { path: 'expenses.1.amount', message: PART_TIME_MESSAGES.expenseAmount },
      { path: 'expenses.1.isFixed', message: LIMIT_MESSAGES.notTrueOrFalse },
    ]);
  });

  it('keeps its constants frozen', () => {
    expect(() => {
      (PART_TIME_DEFAULTS as { weeklyHours: number }).weeklyHours = 0;
    }).toThrow(TypeError);
    expect(() => {
      (PART_TIME_DEFAULTS.expenses[0] as { amount: number }).amount = -1;
    }).toThrow(TypeError);
    expect(() => {
      (PART_TIME_LIMITS.weeklyHours as { max: number }).max = 80;
    }).toThrow(TypeError);
    expect(() => {
      (PART_TIME_MESSAGES as { weeklyHours: string }).weeklyHours = '';
    }).toThrow(TypeError);
  });
});
