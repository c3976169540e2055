import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysInMonth } from '../shared/dates.js';
import { dueDatesInMonth } from './due-dates-in-month.js';

describe('dueDatesInMonth', () => {
  it('puts a due day past the month end on the last day, sorted by day', () => {
    const bills = [
      { name: 'Gym', amount: 40, dueDate: 31, split: false },
      { name: 'Rent', amount: 1500, dueDate: 1, split: true },
      { name: 'Loan', amount: 200, dueDate: 29, split: false },
    ];
    expect(dueDatesInMonth(bills, { year: 2026, month: 2 })).toEqual([
      { date: '2026-02-01', day: 1, name: 'Rent', amount: 1500, billIndex: 1 },
      { date: '2026-02-28', day: 28, name: 'Gym', amount: 40, billIndex: 0 },
      { date: '2026-02-28', day: 28, name: 'Loan', amount: 200, billIndex: 2 },
    ]);
    expect(dueDatesInMonth(bills, { year: 2024, month: 2 }).map((d) => d.date)).toEqual([
      '2024-02-01',
      '2024-02-29',
      '2024-02-29',
    ]);
    expect(dueDatesInMonth(bills, { year: 2026, month: 12 }).map((d) => d.date)).toEqual([
      '2026-12-01',
      '2026-12-29',
      '2026-12-31',
    ]);
  });

  it('every due date lies in the month', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 2000, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        (dueDate, year, month) => {
          const [due] = dueDatesInMonth([{ name: 'x', amount: 1, dueDate, split: false }], {
            year,
            month,
          });
          expect(due!.day).toBe(Math.min(dueDate, daysInMonth(year, month)));
          expect(due!.date.slice(0, 7)).toBe(`${year}-${String(month).padStart(2, '0')}`);
        },
      ),
    );
  });
});
