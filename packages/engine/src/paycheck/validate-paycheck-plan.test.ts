import { describe, expect, it } from 'vitest';
import {
  PAY_FREQUENCIES,
  PAY_PERIOD_DAYS,
  PAYCHECK_DEFAULTS,
  PAYCHECK_LIMITS,
  PAYCHECK_MESSAGES,
  PAYCHECKS_PER_MONTH,
} from './constants.js';
import type { Bill, PayFrequency, PaycheckPlanInput } from './types.js';
import { validatePaycheckPlan } from './validate-paycheck-plan.js';

describe('validatePaycheckPlan', () => {
  it('accepts a complete plan', () => {
    expect(
      validatePaycheckPlan({
        monthlyIncome: 4000,
        payFrequency: 'biweekly',
        startDate: '2026-01-01',
        bills: [{ name: 'Rent', amount: 0, dueDate: 31, split: false }],
      }),
    ).toEqual([]);
  });

  it('pins the product’s message for missing income and start date', () => {
    expect(
      validatePaycheckPlan({ monthlyIncome: Number.NaN, payFrequency: 'monthly', startDate: '' }),
    ).toEqual([
      { path: 'monthlyIncome', message: 'Please enter your income and start date.' },
      { path: 'startDate', message: 'Please enter your income and start date.' },
    ]);
    expect(
      validatePaycheckPlan({ monthlyIncome: 0, payFrequency: 'monthly', startDate: '2026-02-30' }),
    ).toHaveLength(2);
  });

  it('rejects negative income, an unknown frequency and bad bills (due day 1–31)', () => {
    expect(
      validatePaycheckPlan({
        monthlyIncome: -1,
        payFrequency: 'weekly' as PayFrequency,
        startDate: '2026-01-01',
        bills: [
          { name: ' ', amount: 10, dueDate: 1, split: false },
          { name: 'Loan', amount: -5, dueDate: 32, split: false },
          { name: 'Car', amount: 5, dueDate: 1.5, split: false },
          { name: 'Phone', amount: 5, dueDate: 0, split: false },
          { name: 'Tax', amount: Number.NaN, dueDate: 3, split: false },
        ],
      }),
    ).toEqual([
      { path: 'monthlyIncome', message: 'Income cannot be negative' },
      { path: 'payFrequency', message: 'Please choose a pay frequency' },
      { path: 'bills.0', message: 'Please fill in the bill name, amount and due day' },
      { path: 'bills.1.amount', message: 'Bill amount cannot be negative' },
      { path: 'bills.1.dueDate', message: 'Due day must be between 1 and 31' },
      { path: 'bills.2.dueDate', message: 'Due day must be between 1 and 31' },
      { path: 'bills.3.dueDate', message: 'Due day must be between 1 and 31' },
      { path: 'bills.4', message: 'Please fill in the bill name, amount and due day' },
    ]);
  });

  it('reports a bill without a name from an untyped caller as incomplete', () => {
    const nameless = { amount: 5, dueDate: 1, split: false } as unknown as Bill;
    expect(
      validatePaycheckPlan({
        monthlyIncome: 4000,
        payFrequency: 'monthly',
        startDate: '2026-01-01',
        bills: [nameless],
      }),
    ).toEqual([{ path: 'bills.0', message: 'Please fill in the bill name, amount and due day' }]);
  });

  it('answers an untyped caller with issues, never a TypeError', () => {
    const untyped = (input: unknown) => validatePaycheckPlan(input as PaycheckPlanInput);
    expect(untyped(null)).toEqual([{ path: '', message: 'Please fill in the form.' }]);
    expect(untyped([])).toEqual([{ path: '', message: 'Please fill in the form.' }]);
    expect(untyped({})).toEqual([
      { path: 'monthlyIncome', message: 'Please enter your income and start date.' },
      { path: 'startDate', message: 'Please enter your income and start date.' },
      { path: 'payFrequency', message: 'Please choose a pay frequency' },
    ]);
    const base = { payFrequency: 'monthly', startDate: '2026-01-01' };
    expect(untyped({ ...base, monthlyIncome: '4000', bills: 'rent' })).toEqual([
      { path: 'monthlyIncome', message: 'Please enter your income and start date.' },
      { path: 'bills', message: 'Please enter a list.' },
    ]);
    expect(
      untyped({
        ...base,
        monthlyIncome: 4000,
        // eslint-disable-next-line no-sparse-arrays
        bills: [null, { name: 'Rent', amount: '5', dueDate: 1, split: false }, , [1]],
      }),
    ).toEqual([
      { path: 'bills.0', message: 'Please fill in the form.' },
      { path: 'bills.1', message: 'Please fill in the bill name, amount and due day' },
      { path: 'bills.2', message: 'Please fill in the form.' },
      { path: 'bills.3', message: 'Please fill in the form.' },
    ]);
    expect(
      untyped({
        ...base,
        monthlyIncome: 4000,
        bills: [
          { name: 'Rent', amount: 5, dueDate: 1, split: 'false' },
          { name: 'Gym', amount: 5, dueDate: 1 },
        ],
      }),
    ).toEqual([
      { path: 'bills.0.split', message: 'Please choose yes or no.' },
      { path: 'bills.1.split', message: 'Please choose yes or no.' },
    ]);
  });

  it('bounds amounts, dates and the number of bills', () => {
    const bill: Bill = { name: 'Rent', amount: 1e12 + 1, dueDate: 1, split: false };
    expect(
      validatePaycheckPlan({
        monthlyIncome: 1e12 + 1,
        payFrequency: 'monthly',
        startDate: '0500-01-01',
        bills: [bill],
      }),
    ).toEqual([
      { path: 'monthlyIncome', message: 'Please enter an amount of at most $1,000,000,000,000.' },
      { path: 'startDate', message: 'Please enter a date between 1900 and 2200.' },
      { path: 'bills.0.amount', message: 'Please enter an amount of at most $1,000,000,000,000.' },
    ]);
    expect(
      validatePaycheckPlan({
        monthlyIncome: 1e12,
        payFrequency: 'monthly',
        startDate: '2200-12-31',
        bills: Array.from({ length: 100 }, () => ({ ...bill, amount: 1e12 })),
      }),
    ).toEqual([]);
    expect(
      validatePaycheckPlan({
        monthlyIncome: 4000,
        payFrequency: 'monthly',
        startDate: '1899-12-31',
        bills: Array.from({ length: 20_000 }, () => bill),
      }),
    ).toEqual([
      { path: 'startDate', message: 'Please enter a date between 1900 and 2200.' },
      { path: 'bills', message: 'Please enter at most 100 items.' },
    ]);
  });

  it('freezes its constants', () => {
    expect(PAYCHECK_LIMITS.maxBills).toBe(100);
    const writes = [
      () => ((PAYCHECK_DEFAULTS as { projectionMonths: number }).projectionMonths = 0),
      () => (PAYCHECK_DEFAULTS.semimonthlyPayDays as unknown as number[]).push(20),
      () => (PAY_FREQUENCIES as PayFrequency[]).pop(),
      () => ((PAYCHECKS_PER_MONTH as Record<PayFrequency, number>).monthly = 0),
      () => ((PAY_PERIOD_DAYS.biweekly[0] as { endDay: number }).endDay = 20),
      () => ((PAYCHECK_LIMITS as { maxBills: number }).maxBills = 1e9),
      () => ((PAYCHECK_MESSAGES as { dueDay: string }).dueDay = ''),
    ];
    for (const write of writes) expect(write).toThrow(TypeError);
  });
});
