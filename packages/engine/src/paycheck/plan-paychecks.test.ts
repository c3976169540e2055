import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, toDayNumber } from '../shared/dates.js';
import { EngineError } from '../shared/engine-error.js';
import { planPaychecks } from './plan-paychecks.js';
import type { Bill, PayFrequency } from './types.js';

const dates = (plan: { paychecks: { date: string }[] }): string[] =>
  plan.paychecks.map((p) => p.date);

describe('planPaychecks', () => {
  const bills: Bill[] = [
    { name: 'Rent', amount: 1500, dueDate: 1, split: true },
    { name: 'Phone', amount: 60, dueDate: 14, split: false },
    { name: 'Car', amount: 350.5, dueDate: 15, split: false },
    { name: 'Gym', amount: 40, dueDate: 31, split: false },
  ];

  it('pays biweekly every 14 days from the start, for three months', () => {
    const plan = planPaychecks({
      monthlyIncome: 5000,
      payFrequency: 'biweekly',
      startDate: '2026-01-02',
      bills,
    });
    expect(dates(plan)).toEqual([
      '2026-01-02',
      '2026-01-16',
      '2026-01-30',
      '2026-02-13',
      '2026-02-27',
      '2026-03-13',
      '2026-03-27',
    ]);
    expect(plan.endDate).toBe('2026-04-02');
    expect(plan.paycheckAmount).toBe(2500);
    expect(plan.paychecks.every((p) => p.amount === 2500)).toBe(true);
    expect(plan.periods).toEqual([
      {
        startDay: 1,
        endDay: 14,
        income: 2500,
        bills: [
          { name: 'Rent', amount: 750, dueDate: 1, split: true },
          { name: 'Phone', amount: 60, dueDate: 14, split: false },
        ],
        totalBills: 810,
        leftover: 1690,
      },
      {
        startDay: 15,
        endDay: 31,
        income: 2500,
        bills: [
          { name: 'Rent', amount: 750, dueDate: 1, split: true },
          { name: 'Car', amount: 350.5, dueDate: 15, split: false },
          { name: 'Gym', amount: 40, dueDate: 31, split: false },
        ],
        totalBills: 1140.5,
        leftover: 1359.5,
      },
    ]);
  });

  it('pays semimonthly on the 1st and 15th inside [start, start + 3 months)', () => {
    const plan = planPaychecks({
      monthlyIncome: 4000,
      payFrequency: 'semimonthly',
      startDate: '2026-01-10',
      bills,
    });
    expect(dates(plan)).toEqual([
      '2026-01-15',
      '2026-02-01',
      '2026-02-15',
      '2026-03-01',
      '2026-03-15',
      '2026-04-01',
    ]);
    expect(
      plan.periods.map((p) => [p.startDay, p.endDay, p.income, p.totalBills, p.leftover]),
    ).toEqual([
      [1, 15, 2000, 1160.5, 839.5],
      [16, 31, 2000, 790, 1210],
    ]);
  });

  it('includes a semimonthly payday on the start date itself and excludes the end date', () => {
    const plan = planPaychecks({
      monthlyIncome: 4000,
      payFrequency: 'semimonthly',
      startDate: '2026-01-01',
    });
    expect(dates(plan)).toEqual([
      '2026-01-01',
      '2026-01-15',
      '2026-02-01',
      '2026-02-15',
      '2026-03-01',
      '2026-03-15',
    ]);
  });

  it('pays monthly on the start day, clamped to the month end', () => {
    const plan = planPaychecks({
      monthlyIncome: 3000,
      payFrequency: 'monthly',
      startDate: '2024-01-31',
      bills,
    });
    expect(plan.paychecks).toEqual([
      { date: '2024-01-31', amount: 3000 },
      { date: '2024-02-29', amount: 3000 },
      { date: '2024-03-31', amount: 3000 },
    ]);
    expect(plan.endDate).toBe('2024-04-30');
    expect(plan.periods).toHaveLength(1);
    expect(plan.periods[0]).toMatchObject({
      startDay: 1,
      endDay: 31,
      income: 3000,
      totalBills: 1950.5,
      leftover: 1049.5,
    });
    expect(plan.periods[0]!.bills[0]).toEqual({
      name: 'Rent',
      amount: 1500,
      dueDate: 1,
      split: true,
    });
  });

  it('crosses the year end', () => {
    const plan = planPaychecks({
      monthlyIncome: 3000,
      payFrequency: 'monthly',
      startDate: '2025-11-30',
    });
    expect(dates(plan)).toEqual(['2025-11-30', '2025-12-30', '2026-01-30']);
    expect(plan.endDate).toBe('2026-02-28');
  });

  it('halves an odd-cent split bill without losing a cent, and goes negative when bills exceed pay', () => {
    const plan = planPaychecks({
      monthlyIncome: 1000.01,
      payFrequency: 'biweekly',
      startDate: '2026-05-01',
      bills: [{ name: 'Loan', amount: 1200.01, dueDate: 5, split: true }],
    });
    expect(plan.paycheckAmount).toBe(500.01);
    expect(plan.periods.map((p) => p.totalBills)).toEqual([600.01, 600]);
    expect(plan.periods.map((p) => p.leftover)).toEqual([-100, -99.99]);
  });

  it('throws EngineError for rejected input', () => {
    expect(() =>
      planPaychecks({ monthlyIncome: 0, payFrequency: 'monthly', startDate: '2026-01-01' }),
    ).toThrow(EngineError);
  });

  describe('properties', () => {
    const frequency = fc.constantFrom<PayFrequency>('biweekly', 'semimonthly', 'monthly');
    const startDate = fc
      .integer({ min: 0, max: 3650 })
      .map((offset) => addDays('2024-01-01', offset));
    const income = fc.integer({ min: 1, max: 5_000_000 }).map((cents) => cents / 100);
    const bill = fc.record({
      name: fc.constantFrom('Rent', 'Phone', 'Loan'),
      amount: fc.integer({ min: 0, max: 500_000 }).map((cents) => cents / 100),
      dueDate: fc.integer({ min: 1, max: 31 }),
      split: fc.boolean(),
    });
    const bills = fc.array(bill, { maxLength: 10 });

    it('every paycheck falls in [start, start + 3 months), in order', () => {
      fc.assert(
        fc.property(frequency, startDate, income, (payFrequency, start, monthlyIncome) => {
          const plan = planPaychecks({ monthlyIncome, payFrequency, startDate: start });
          const list = dates(plan);
          expect(list.length).toBeGreaterThanOrEqual(payFrequency === 'semimonthly' ? 5 : 3);
          expect(list.length).toBeLessThanOrEqual(payFrequency === 'monthly' ? 3 : 7);
          list.forEach((date, i) => {
            expect(date >= start && date < plan.endDate).toBe(true);
            if (i > 0) expect(date > list[i - 1]!).toBe(true);
          });
          if (payFrequency === 'biweekly') {
            list.forEach((date, i) => expect(toDayNumber(date) - toDayNumber(start)).toBe(14 * i));
          }
          if (payFrequency === 'semimonthly') {
            for (const date of list) expect(['01', '15']).toContain(date.slice(8));
          }
        }),
      );
    });

    it('the periods share every bill exactly, to the cent', () => {
      fc.assert(
        fc.property(frequency, income, bills, (payFrequency, monthlyIncome, list) => {
          const plan = planPaychecks({
            monthlyIncome,
            payFrequency,
            startDate: '2026-01-01',
            bills: list,
          });
          const billed = plan.periods.reduce((sum, p) => sum + p.totalBills, 0);
          const owed = list.reduce((sum, b) => sum + b.amount, 0);
          expect(Math.round(billed * 100)).toBe(Math.round(owed * 100));
        }),
      );
    });

    it('income is split evenly and leftover = income − bills in every period', () => {
      fc.assert(
        fc.property(frequency, income, bills, (payFrequency, monthlyIncome, list) => {
          const plan = planPaychecks({
            monthlyIncome,
            payFrequency,
            startDate: '2026-01-01',
            bills: list,
          });
          const total = plan.periods.reduce((sum, p) => sum + p.income, 0);
          expect(
            Math.abs(Math.round(total * 100) - Math.round(monthlyIncome * 100)),
          ).toBeLessThanOrEqual(1);
          for (const p of plan.periods) {
            expect(Math.round(p.leftover * 100)).toBe(
              Math.round(p.income * 100) - Math.round(p.totalBills * 100),
            );
          }
        }),
      );
    });

    it('a higher income never lowers a paycheck or a leftover', () => {
      fc.assert(
        fc.property(frequency, income, income, bills, (payFrequency, a, b, list) => {
          const plan = (monthlyIncome: number) =>
            planPaychecks({ monthlyIncome, payFrequency, startDate: '2026-01-01', bills: list });
          const low = plan(Math.min(a, b));
          const high = plan(Math.max(a, b));
          expect(high.paycheckAmount).toBeGreaterThanOrEqual(low.paycheckAmount);
          high.periods.forEach((p, i) =>
            expect(p.leftover).toBeGreaterThanOrEqual(low.periods[i]!.leftover),
          );
        }),
        { numRuns: 200 },
      );
    });

    it('a larger bill never raises a leftover', () => {
      const extra = fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100);
      fc.assert(
        fc.property(
          frequency,
          income,
          fc.array(bill, { minLength: 1, maxLength: 10 }),
          fc.nat(),
          extra,
          (payFrequency, monthlyIncome, list, pick, more) => {
            const index = pick % list.length;
            const larger = list.map((b, i) =>
              i === index ? { ...b, amount: Math.round((b.amount + more) * 100) / 100 } : b,
            );
            const plan = (billList: Bill[]) =>
              planPaychecks({
                monthlyIncome,
                payFrequency,
                startDate: '2026-01-01',
                bills: billList,
              });
            const before = plan(list);
            plan(larger).periods.forEach((p, i) =>
              expect(p.leftover).toBeLessThanOrEqual(before.periods[i]!.leftover),
            );
          },
        ),
        { numRuns: 200 },
      );
    });
  });

  it('keeps years before 1900 out instead of running to year 4999', () => {
    expect(() =>
      planPaychecks({ monthlyIncome: 4000, payFrequency: 'biweekly', startDate: '0500-01-01' }),
    ).toThrow(EngineError);
    const last = planPaychecks({
      monthlyIncome: 4000,
      payFrequency: 'biweekly',
      startDate: '2200-12-31',
    });
    expect(last.paychecks).toHaveLength(7);
    expect(last.endDate).toBe('2201-03-31');
  });
});
