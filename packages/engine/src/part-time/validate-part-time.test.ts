import { describe, expect, it } from 'vitest';
import { PART_TIME_DEFAULTS } from './constants.js';
import { validatePartTime } from './validate-part-time.js';

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

  it('pins every message of the spec §5 rules', () => {
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
});
