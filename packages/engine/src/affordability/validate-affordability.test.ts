import { describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES } from '../shared/limits.js';
import {
  AFFORDABILITY_BAND_THRESHOLDS,
  AFFORDABILITY_MESSAGES,
  AFFORDABILITY_PENALTIES,
} from './constants.js';
import type { AffordabilityInput } from './types.js';
import { validateAffordability } from './validate-affordability.js';

const valid: AffordabilityInput = {
  purchaseAmount: 5000,
  monthlyIncome: 6000,
  monthlySavings: 1000,
  monthlyExpenses: 4000,
};

describe('validateAffordability', () => {
  it('accepts the four required amounts alone, and optional ones as null', () => {
    expect(validateAffordability(valid)).toEqual([]);
    const nulls = { ...valid, emergencyFund: null } as unknown as AffordabilityInput;
    expect(validateAffordability(nulls)).toEqual([]);
  });

  it('pins the product’s message for required amounts that are not numbers', () => {
    const message = 'Please enter valid numbers for all required fields.';
    expect(
      validateAffordability({
        purchaseAmount: Number.NaN,
        monthlyIncome: Number.POSITIVE_INFINITY,
        monthlySavings: undefined as unknown as number,
        monthlyExpenses: '4000' as unknown as number,
        stockInvestments: Number.NaN,
      }),
    ).toEqual([
      { path: 'purchaseAmount', message },
      { path: 'monthlyIncome', message },
      { path: 'monthlySavings', message },
      { path: 'monthlyExpenses', message },
      { path: 'stockInvestments', message },
    ]);
  });

  it('rejects negative amounts', () => {
    expect(
      validateAffordability({
        purchaseAmount: -1,
        monthlyIncome: -1,
        monthlySavings: -1,
        monthlyExpenses: -1,
        stockInvestments: -1,
        cryptoInvestments: -1,
        emergencyFund: -1,
      }),
    ).toEqual([
      { path: 'purchaseAmount', message: 'Purchase amount cannot be negative' },
      { path: 'monthlyIncome', message: 'Monthly income cannot be negative' },
      { path: 'monthlySavings', message: 'Monthly savings cannot be negative' },
      { path: 'monthlyExpenses', message: 'Monthly expenses cannot be negative' },
      { path: 'stockInvestments', message: 'Stock investments cannot be negative' },
      { path: 'cryptoInvestments', message: 'Crypto investments cannot be negative' },
      { path: 'emergencyFund', message: 'Emergency fund cannot be negative' },
    ]);
  });

  it('answers input of the wrong type from untyped callers with issues', () => {
    for (const input of [undefined, null, 'form', 5000, [valid]]) {
      expect(validateAffordability(input as unknown as AffordabilityInput)).toEqual([
        { path: '', message: LIMIT_MESSAGES.notAnObject },
      ]);
    }
    expect(
      validateAffordability({
        ...valid,
        purchaseAmount: 1e12,
        monthlyIncome: 1e12 + 1,
        emergencyFund: '20000' as unknown as number,
        cryptoInvestments: Number.MAX_VALUE,
      }),
    ).toEqual([
      { path: 'monthlyIncome', message: LIMIT_MESSAGES.amountTooLarge },
      { path: 'cryptoInvestments', message: LIMIT_MESSAGES.amountTooLarge },
      { path: 'emergencyFund', message: AFFORDABILITY_MESSAGES.invalidNumber },
    ]);
  });

  it('keeps its constants frozen', () => {
    expect(() => {
      (AFFORDABILITY_PENALTIES['months-of-savings'][0] as { penalty: number }).penalty = 0;
    }).toThrow(TypeError);
    expect(() => {
      (AFFORDABILITY_PENALTIES['emergency-fund-low'] as unknown[]).pop();
    }).toThrow(TypeError);
    expect(() => {
      (AFFORDABILITY_BAND_THRESHOLDS as { positive: number }).positive = 0;
    }).toThrow(TypeError);
    expect(() => {
      (AFFORDABILITY_MESSAGES as { invalidNumber: string }).invalidNumber = '';
    }).toThrow(TypeError);
  });
});
