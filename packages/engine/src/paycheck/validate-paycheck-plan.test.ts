import { describe, expect, it } from 'vitest';
import type { Bill, PayFrequency } from './types.js';
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

  it('pins the spec message for missing income and start date', () => {
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
});
