import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../shared/engine-error.js';
import { calculatePrepaidExpenses } from './calculate-prepaid-expenses.js';
import { PREPAID_DEFAULTS } from './constants.js';
import type { PaymentFrequency, PrepaidExpense } from './types.js';

describe('calculatePrepaidExpenses', () => {
  it('covers the default 3-month break with the sample expenses', () => {
    const result = calculatePrepaidExpenses({ expenses: PREPAID_DEFAULTS.expenses });
    expect(result).toEqual({
      totalPrepaid: 6900,
      breakdownByCategory: { monthly: 4500, quarterly: 0, annually: 2400, 'one-time': 0 },
      monthlyEquivalent: 2300,
      items: [
        { name: 'Rent', paymentFrequency: 'monthly', payments: 3, total: 4500 },
        {
          name: 'Health insurance premium',
          paymentFrequency: 'annually',
          payments: 1,
          total: 2400,
        },
      ],
    });
  });

  it('applies the product: prepaid-expenses#formulas-and-constants rules: months, ceil(months/3), ceil(months/12), once', () => {
    const expenses: PrepaidExpense[] = [
      { name: 'Rent', amount: 1000, paymentFrequency: 'monthly' },
      { name: 'Car insurance', amount: 300, paymentFrequency: 'quarterly' },
      { name: 'Domain', amount: 20, paymentFrequency: 'annually' },
      { name: 'Visa fee', amount: 150, paymentFrequency: 'one-time' },
    ];
    const payments = (months: number): number[] =>
      calculatePrepaidExpenses({ breakDuration: months, expenses }).items.map((i) => i.payments);
    expect(payments(1)).toEqual([1, 1, 1, 1]);
    expect(payments(3)).toEqual([3, 1, 1, 1]);
    expect(payments(4)).toEqual([4, 2, 1, 1]);
    expect(payments(12)).toEqual([12, 4, 1, 1]);
    expect(payments(13)).toEqual([13, 5, 2, 1]);
    const result = calculatePrepaidExpenses({ breakDuration: 13, expenses });
    expect(result.totalPrepaid).toBe(13_000 + 1_500 + 40 + 150);
    expect(result.breakdownByCategory).toEqual({
      monthly: 13_000,
      quarterly: 1_500,
      annually: 40,
      'one-time': 150,
    });
    expect(result.monthlyEquivalent).toBeCloseTo(14_690 / 13, 12);
  });

  it('matches the TSDoc example', () => {
    const result = calculatePrepaidExpenses({
      breakDuration: 4,
      expenses: [
        { name: 'Rent', amount: 1500, paymentFrequency: 'monthly' },
        { name: 'Car insurance', amount: 300, paymentFrequency: 'quarterly' },
        { name: 'Health insurance', amount: 2400, paymentFrequency: 'annually' },
      ],
    });
    expect(result.items.map((i) => i.payments)).toEqual([4, 2, 1]);
    expect(result.totalPrepaid).toBe(9000);
    expect(result.monthlyEquivalent).toBe(2250);
  });

  it('rounds item totals to cents and keeps sums free of binary noise', () => {
    const result = calculatePrepaidExpenses({
      breakDuration: 3,
      expenses: [
        { name: 'a', amount: 0.1, paymentFrequency: 'monthly' },
        { name: 'b', amount: 0.2, paymentFrequency: 'one-time' },
        { name: 'c', amount: 33.333, paymentFrequency: 'monthly' },
      ],
    });
    expect(result.items.map((i) => i.total)).toEqual([0.3, 0.2, 100]);
    expect(result.totalPrepaid).toBe(100.5);
  });

  it('is 0 with no expenses', () => {
    expect(calculatePrepaidExpenses({ breakDuration: 6, expenses: [] })).toMatchObject({
      totalPrepaid: 0,
      monthlyEquivalent: 0,
      items: [],
    });
  });

  it('throws EngineError for rejected input', () => {
    expect(() => calculatePrepaidExpenses({ breakDuration: 0, expenses: [] })).toThrow(EngineError);
  });

  describe('properties', () => {
    const frequency = fc.constantFrom<PaymentFrequency>(
      'monthly',
      'quarterly',
      'annually',
      'one-time',
    );
    const amount = fc.integer({ min: 0, max: 1_000_000 }).map((cents) => cents / 100);
    const expense = fc.record({
      name: fc.constantFrom('Rent', 'Phone', 'Insurance'),
      amount,
      paymentFrequency: frequency,
    });
    const expenses = fc.array(expense, { maxLength: 10 });
    const months = fc.integer({ min: 1, max: 120 });
    const cents = (dollars: number): number => Math.round(dollars * 100);

    it('the total is the sum of the items and of the breakdown', () => {
      fc.assert(
        fc.property(months, expenses, (breakDuration, list) => {
          const result = calculatePrepaidExpenses({ breakDuration, expenses: list });
          const items = result.items.reduce((sum, item) => sum + cents(item.total), 0);
          const categories = Object.values(result.breakdownByCategory).reduce(
            (s, v) => s + cents(v),
            0,
          );
          expect(cents(result.totalPrepaid)).toBe(items);
          expect(categories).toBe(items);
        }),
      );
    });

    it('monthly equivalent × months = total', () => {
      fc.assert(
        fc.property(months, expenses, (breakDuration, list) => {
          const result = calculatePrepaidExpenses({ breakDuration, expenses: list });
          expect(result.monthlyEquivalent * breakDuration).toBeCloseTo(result.totalPrepaid, 6);
        }),
      );
    });

    it('all-monthly expenses total their monthly sum × months', () => {
      fc.assert(
        fc.property(months, fc.array(amount, { maxLength: 10 }), (breakDuration, amounts) => {
          const list = amounts.map((a) => ({
            name: 'x',
            amount: a,
            paymentFrequency: 'monthly' as const,
          }));
          const result = calculatePrepaidExpenses({ breakDuration, expenses: list });
          const monthlyCents = amounts.reduce((sum, a) => sum + cents(a), 0);
          expect(cents(result.totalPrepaid)).toBe(monthlyCents * breakDuration);
        }),
      );
    });

    it('a longer break never costs less', () => {
      fc.assert(
        fc.property(
          months,
          fc.integer({ min: 0, max: 24 }),
          expenses,
          (breakDuration, more, list) => {
            const shorter = calculatePrepaidExpenses({ breakDuration, expenses: list });
            const longer = calculatePrepaidExpenses({
              breakDuration: breakDuration + more,
              expenses: list,
            });
            expect(longer.totalPrepaid).toBeGreaterThanOrEqual(shorter.totalPrepaid);
          },
        ),
      );
    });

    it('a larger amount or one more expense never lowers the total', () => {
      fc.assert(
        fc.property(
          months,
          fc.array(expense, { minLength: 1, maxLength: 10 }),
          fc.nat(),
          amount,
          expense,
          (breakDuration, list, pick, more, extra) => {
            const index = pick % list.length;
            const larger = list.map((e, i) =>
              i === index ? { ...e, amount: cents(e.amount + more) / 100 } : e,
            );
            const total = (l: PrepaidExpense[]) =>
              calculatePrepaidExpenses({ breakDuration, expenses: l }).totalPrepaid;
            expect(total(larger)).toBeGreaterThanOrEqual(total(list));
            expect(total([...list, extra])).toBeGreaterThanOrEqual(total(list));
          },
        ),
        { numRuns: 200 },
      );
    });

    it('every expense is paid at least once and at most once a month', () => {
      fc.assert(
        fc.property(months, expenses, (breakDuration, list) => {
          for (const item of calculatePrepaidExpenses({ breakDuration, expenses: list }).items) {
            expect(item.payments).toBeGreaterThanOrEqual(1);
            expect(item.payments).toBeLessThanOrEqual(breakDuration);
          }
        }),
      );
    });
  });
});
