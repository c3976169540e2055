import { describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES } from '../shared/limits.js';
import type { RunwayProfile } from './types.js';
import { validateRunway } from './validate-runway.js';

const valid: RunwayProfile = {
  breakDuration: 12,
  currentSavings: 20_000,
  stockInvestments: 50_000,
  cryptoInvestments: 5000,
  monthlyExpensesDuringBreak: 3000,
};

describe('validateRunway', () => {
  it('accepts a profile with defaults, with or without a planned break', () => {
    expect(validateRunway(valid)).toEqual([]);
    expect(validateRunway({ ...valid, breakDuration: null })).toEqual([]);
    expect(validateRunway({ ...valid, breakDuration: undefined })).toEqual([]);
  });

  it('accepts allocations that do not add up to 100 (the product definition does not check the sum)', () => {
    expect(
      validateRunway({
        ...valid,
        withdrawalStockAllocation: 100,
        withdrawalCryptoAllocation: 100,
        withdrawalCashAllocation: 0,
      }),
    ).toEqual([]);
  });

  it('pins the product’s message for every field that is not a valid number', () => {
    const message = 'Please enter valid numbers for all required fields.';
    const issues = validateRunway({
      breakDuration: Number.NaN,
      currentSavings: Number.NaN,
      stockInvestments: Number.POSITIVE_INFINITY,
      cryptoInvestments: Number.NaN,
      monthlyExpensesDuringBreak: null as unknown as number,
      monthlyIncomeBreak: Number.NaN,
      expectedMarketReturns: Number.NaN,
      cryptoMarketReturns: Number.NaN,
      cashSavingsReturn: Number.NaN,
      inflationRate: Number.NaN,
      withdrawalStockAllocation: Number.NaN,
      withdrawalCryptoAllocation: Number.NaN,
      withdrawalCashAllocation: Number.NaN,
    });
    expect(issues.map((issue) => issue.path)).toEqual([
      'breakDuration',
      'currentSavings',
      'stockInvestments',
      'cryptoInvestments',
      'monthlyExpensesDuringBreak',
      'monthlyIncomeBreak',
      'expectedMarketReturns',
      'cryptoMarketReturns',
      'cashSavingsReturn',
      'inflationRate',
      'withdrawalStockAllocation',
      'withdrawalCryptoAllocation',
      'withdrawalCashAllocation',
    ]);
    expect(issues.every((issue) => issue.message === message)).toBe(true);
  });

  it('rejects a break that is not a whole number of months from 1', () => {
    const message = 'Break duration must be a whole number of months from 1 to 1200';
    for (const breakDuration of [0, -3, 1.5, 1201]) {
      expect(validateRunway({ ...valid, breakDuration })).toEqual([
        { path: 'breakDuration', message },
      ]);
    }
    expect(validateRunway({ ...valid, breakDuration: 1 })).toEqual([]);
  });

  it('rejects negative money, rates out of range and allocations outside 0–100', () => {
    expect(
      validateRunway({
        ...valid,
        currentSavings: -1,
        stockInvestments: -1,
        cryptoInvestments: -1,
        monthlyExpensesDuringBreak: -1,
        monthlyIncomeBreak: -1,
        expectedMarketReturns: -101,
        cryptoMarketReturns: 1001,
        cashSavingsReturn: -100.5,
        inflationRate: 2000,
        withdrawalStockAllocation: -1,
        withdrawalCryptoAllocation: 101,
        withdrawalCashAllocation: 100.1,
      }),
    ).toEqual([
      { path: 'currentSavings', message: 'Current savings cannot be negative' },
      { path: 'stockInvestments', message: 'Stock investments cannot be negative' },
      { path: 'cryptoInvestments', message: 'Crypto investments cannot be negative' },
      { path: 'monthlyExpensesDuringBreak', message: 'Monthly expenses cannot be negative' },
      { path: 'monthlyIncomeBreak', message: 'Monthly income cannot be negative' },
      {
        path: 'expectedMarketReturns',
        message: 'Expected market returns must be between -100% and 1000%',
      },
      {
        path: 'cryptoMarketReturns',
        message: 'Crypto market returns must be between -100% and 1000%',
      },
      { path: 'cashSavingsReturn', message: 'Cash savings return must be between -100% and 1000%' },
      { path: 'inflationRate', message: 'Inflation rate must be between -100% and 1000%' },
      {
        path: 'withdrawalStockAllocation',
        message: 'Stock allocation must be between 0% and 100%',
      },
      {
        path: 'withdrawalCryptoAllocation',
        message: 'Crypto allocation must be between 0% and 100%',
      },
      { path: 'withdrawalCashAllocation', message: 'Cash allocation must be between 0% and 100%' },
    ]);
  });

  it('accepts the extreme market scenarios', () => {
    expect(
      validateRunway({ ...valid, expectedMarketReturns: -25, cryptoMarketReturns: -90 }),
    ).toEqual([]);
    expect(
      validateRunway({ ...valid, expectedMarketReturns: -100, cryptoMarketReturns: 1000 }),
    ).toEqual([]);
  });

  it('answers an untyped caller with issues: not an object, strings, booleans, huge amounts', () => {
    for (const input of [null, undefined, [], 'profile', 3]) {
      expect(validateRunway(input as unknown as RunwayProfile)).toEqual([
        { path: '', message: LIMIT_MESSAGES.notAnObject },
      ]);
    }
    const message = 'Please enter valid numbers for all required fields.';
    expect(
      validateRunway({
        ...valid,
        breakDuration: '12',
        currentSavings: '20000',
        inflationRate: true,
        monthlyExpensesDuringBreak: 1e12 + 1,
      } as unknown as RunwayProfile),
    ).toEqual([
      { path: 'breakDuration', message },
      { path: 'currentSavings', message },
      { path: 'monthlyExpensesDuringBreak', message: LIMIT_MESSAGES.amountTooLarge },
      { path: 'inflationRate', message },
    ]);
    expect(validateRunway({ ...valid, currentSavings: 1e12, breakDuration: 1200 })).toEqual([]);
  });
});
