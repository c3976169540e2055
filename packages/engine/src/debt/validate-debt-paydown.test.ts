import { describe, expect, it } from 'vitest';
import { calculateDebtPaydown } from './calculate-debt-paydown.js';
import { DEBT_MESSAGES } from './constants.js';
import type { Debt, DebtPaydownInput } from './types.js';
import { validateDebtPaydown } from './validate-debt-paydown.js';

const START = { year: 2026, month: 5 };
const good: Debt = {
  id: 'visa',
  name: 'Visa',
  type: 'credit_card',
  balance: 2500,
  minimumPayment: 75,
  interestRate: 19.99,
};
const withDebt = (patch: Partial<Debt>): DebtPaydownInput => ({
  debts: [{ ...good, ...patch }],
  startDate: START,
});
const messages = (input: DebtPaydownInput): string[] =>
  validateDebtPaydown(input).map((issue) => issue.message);

describe('validateDebtPaydown', () => {
  it('accepts a complete form, the smallest amounts and the bounds', () => {
    expect(validateDebtPaydown(withDebt({}))).toEqual([]);
    expect(
      validateDebtPaydown({
        debts: [{ ...good, balance: 0.01, minimumPayment: 0.01, interestRate: 0 }],
        extraMonthlyPayment: 0,
        bonusPayments: [{ year: 2026, month: 12, amount: 0 }],
        startDate: START,
        rolloverFreedPayments: false,
      }),
    ).toEqual([]);
    expect(messages(withDebt({ interestRate: 100, balance: 100_000_000 }))).toEqual([]);
  });

  it('pins the product’s messages (product: debt-paydown#validation)', () => {
    expect(validateDebtPaydown({ debts: [], startDate: START })).toEqual([
      { path: 'debts', message: 'At least one debt is required' },
    ]);
    expect(validateDebtPaydown(withDebt({ name: '  ' }))).toEqual([
      { path: 'debts.0.name', message: 'Debt name is required' },
    ]);
    expect(validateDebtPaydown(withDebt({ balance: 0.009 }))).toEqual([
      { path: 'debts.0.balance', message: 'Balance must be greater than 0' },
    ]);
    expect(validateDebtPaydown(withDebt({ minimumPayment: 0 }))).toEqual([
      { path: 'debts.0.minimumPayment', message: 'Minimum payment must be greater than 0' },
    ]);
    expect(validateDebtPaydown(withDebt({ interestRate: -0.01 }))).toEqual([
      { path: 'debts.0.interestRate', message: 'Interest rate cannot be negative' },
    ]);
    expect(validateDebtPaydown(withDebt({ interestRate: 100.01 }))).toEqual([
      { path: 'debts.0.interestRate', message: 'Interest rate cannot exceed 100%' },
    ]);
    expect(validateDebtPaydown({ ...withDebt({}), extraMonthlyPayment: -1 })).toEqual([
      { path: 'extraMonthlyPayment', message: 'Extra payment cannot be negative' },
    ]);
  });

  it('treats blank (NaN) balance and minimum like 0', () => {
    expect(messages(withDebt({ balance: Number.NaN, minimumPayment: Number.NaN }))).toEqual([
      DEBT_MESSAGES.balancePositive,
      DEBT_MESSAGES.minimumPositive,
    ]);
    // An untyped caller's text is not a number either.
    expect(messages(withDebt({ balance: '5' as unknown as number }))).toEqual([
      DEBT_MESSAGES.balancePositive,
    ]);
  });

  it('rejects the designed cases: ids, types, upper bounds, bonuses, start date', () => {
    const issues = validateDebtPaydown({
      debts: [
        { ...good, id: '', type: 'payday' as Debt['type'], interestRate: Number.NaN },
        { ...good, balance: 100_000_000.01, minimumPayment: Number.POSITIVE_INFINITY },
        { ...good },
      ],
      extraMonthlyPayment: Number.NaN,
      bonusPayments: [
        { year: 2026.5, month: 0, amount: -1 },
        { year: 99, month: 13, amount: Number.NaN },
        { year: 2030, month: 1.5, amount: 1e9 },
      ],
      startDate: { year: 20_260, month: 2.5 },
    });
    expect(issues).toEqual([
      { path: 'debts.0.id', message: 'Debt id is required' },
      {
        path: 'debts.0.type',
        message:
          'Debt type must be one of credit_card, student_loan, auto_loan, personal_loan, mortgage, medical_debt, other',
      },
      { path: 'debts.0.interestRate', message: 'Interest rate must be a number' },
      { path: 'debts.1.balance', message: 'Balance cannot exceed $100,000,000' },
      { path: 'debts.1.minimumPayment', message: 'Minimum payment cannot exceed $100,000,000' },
      { path: 'debts.2.id', message: 'Debt id must be unique' },
      { path: 'extraMonthlyPayment', message: 'Extra payment must be a number' },
      { path: 'bonusPayments.0.month', message: 'Bonus month must be a whole number from 1 to 12' },
      { path: 'bonusPayments.0.year', message: 'Bonus year must be a four-digit year' },
      { path: 'bonusPayments.0.amount', message: 'Bonus amount cannot be negative' },
      { path: 'bonusPayments.1.month', message: 'Bonus month must be a whole number from 1 to 12' },
      { path: 'bonusPayments.1.year', message: 'Please enter a date between 1900 and 2200.' },
      { path: 'bonusPayments.1.amount', message: 'Bonus amount must be a number' },
      { path: 'bonusPayments.2.month', message: 'Bonus month must be a whole number from 1 to 12' },
      { path: 'bonusPayments.2.amount', message: 'Bonus amount cannot exceed $100,000,000' },
      { path: 'startDate.year', message: 'Please enter a date between 1900 and 2200.' },
      { path: 'startDate.month', message: 'Start month must be a whole number from 1 to 12' },
    ]);
  });

  it('bounds the extra payment, the number of debts and of bonuses, and needs a start date', () => {
    expect(messages({ ...withDebt({}), extraMonthlyPayment: 100_000_001 })).toEqual([
      DEBT_MESSAGES.extraTooHigh,
    ]);
    const many = Array.from({ length: 101 }, (_, i) => ({ ...good, id: `d${i}` }));
    expect(messages({ debts: many, startDate: START })).toEqual([DEBT_MESSAGES.tooManyDebts]);
    const bonuses = Array.from({ length: 601 }, () => ({ year: 2027, month: 1, amount: 1 }));
    expect(messages({ ...withDebt({}), bonusPayments: bonuses })).toEqual([
      DEBT_MESSAGES.tooManyBonuses,
    ]);
    expect(validateDebtPaydown({ debts: [good] } as unknown as DebtPaydownInput)).toEqual([
      { path: 'startDate', message: 'Start date is required' },
    ]);
    expect(messages({ debts: undefined, startDate: START } as unknown as DebtPaydownInput)).toEqual(
      [DEBT_MESSAGES.debtsRequired],
    );
  });

  it('answers wrong types from untyped callers with issues, never a TypeError', () => {
    const untyped = (value: unknown) => validateDebtPaydown(value as DebtPaydownInput);
    expect(untyped(null)).toEqual([{ path: '', message: 'Please fill in the form.' }]);
    expect(untyped([good])).toEqual([{ path: '', message: 'Please fill in the form.' }]);
    expect(
      untyped({
        // A hole of a sparse list is an item too.
        debts: [null, { ...good, balance: '2500', interestRate: '19.99' }, undefined],
        extraMonthlyPayment: '200',
        bonusPayments: [7, { year: '2027', month: 1, amount: '1' }],
        startDate: START,
        rolloverFreedPayments: 'false',
      }),
    ).toEqual([
      { path: 'debts.0', message: 'Please fill in the form.' },
      { path: 'debts.1.balance', message: 'Balance must be greater than 0' },
      { path: 'debts.1.interestRate', message: 'Interest rate must be a number' },
      { path: 'debts.2', message: 'Please fill in the form.' },
      { path: 'extraMonthlyPayment', message: 'Extra payment must be a number' },
      { path: 'bonusPayments.0', message: 'Please fill in the form.' },
      { path: 'bonusPayments.1.year', message: 'Bonus year must be a four-digit year' },
      { path: 'bonusPayments.1.amount', message: 'Bonus amount must be a number' },
      { path: 'rolloverFreedPayments', message: 'Please choose yes or no.' },
    ]);
    expect(untyped({ debts: { 0: good }, bonusPayments: {}, startDate: '2026-05' })).toEqual([
      { path: 'debts', message: 'At least one debt is required' },
      { path: 'bonusPayments', message: 'Please enter a list.' },
      { path: 'startDate', message: 'Start date is required' },
    ]);
  });

  it('accepts years 1900 to 2200 only', () => {
    const at = (year: number): DebtPaydownInput => ({
      debts: [good],
      bonusPayments: [{ year, month: 1, amount: 1 }],
      startDate: { year, month: 1 },
    });
    expect(validateDebtPaydown(at(1900))).toEqual([]);
    expect(validateDebtPaydown(at(2200))).toEqual([]);
    for (const year of [500, 1899, 2201, 9999]) {
      expect(validateDebtPaydown(at(year))).toEqual([
        { path: 'bonusPayments.0.year', message: 'Please enter a date between 1900 and 2200.' },
        { path: 'startDate.year', message: 'Please enter a date between 1900 and 2200.' },
      ]);
    }
  });

  it('rejects a long list with one issue, without reading its items', () => {
    const debts = Array(20_000).fill(good);
    const bonusPayments = Array(20_000).fill(null);
    expect(validateDebtPaydown({ debts, bonusPayments, startDate: START })).toEqual([
      { path: 'debts', message: 'At most 100 debts are supported' },
      { path: 'bonusPayments', message: 'At most 600 bonus payments are supported' },
    ]);
  });

  it('allows a minimum below the monthly interest', () => {
    const input = withDebt({ balance: 10_000, interestRate: 24, minimumPayment: 1 });
    expect(validateDebtPaydown(input)).toEqual([]);
    expect(calculateDebtPaydown(input).strategies[0]?.monthsToPayoff).toBeNull();
  });
});
