import type { YearMonth } from '../shared/dates.js';
import { clampedIsoDate, daysInMonth } from '../shared/dates.js';
import type { Bill, BillDueDate } from './types.js';

/**
 * The dates the bills fall due in one calendar month, for the calendar's bill-due days. A due
 * day past the month's end falls on its last day (a bill due on the 31st is due on 30 April).
 * Sorted by day, bills due the same day in input order.
 *
 * @example
 * dueDatesInMonth([{ name: 'Rent', amount: 1500, dueDate: 31, split: true }], { year: 2026, month: 2 })
 * // [{ date: '2026-02-28', day: 28, name: 'Rent', amount: 1500, billIndex: 0 }]
 */
export function dueDatesInMonth(bills: readonly Bill[], { year, month }: YearMonth): BillDueDate[] {
  const lastDay = daysInMonth(year, month);
  return bills
    .map((bill, billIndex) => {
      const day = Math.min(bill.dueDate, lastDay);
      const date = clampedIsoDate(year, month, day);
      return { date, day, name: bill.name, amount: bill.amount, billIndex };
    })
    .sort((a, b) => a.day - b.day);
}
