import { dueDatesInMonth } from '@freedompath/engine/paycheck';
import type { Bill, PaycheckPlan } from '@freedompath/engine/paycheck';
import { parseIsoDate, toIsoDate } from '@/lib/local-date';

/** A payday or a bill's due date in the plan. */
export interface ScheduleItem {
  /** `YYYY-MM-DD`. */
  date: string;
  /** Day of the month. */
  day: number;
  kind: 'payday' | 'bill';
  /** 'Paycheck', or the bill's name. */
  name: string;
  /** $: the paycheck, or the whole bill due that day. */
  amount: number;
}

/** One calendar month the plan touches, laid out for a Sunday-first grid. */
export interface ScheduleMonth {
  /** `YYYY-MM`. */
  key: string;
  /** 'January 2026'. */
  label: string;
  daysInMonth: number;
  /** Weekday of the 1st: 0 Sunday … 6 Saturday. */
  firstWeekday: number;
  /** The month's days inside the plan, both included (the first and last months are partial). */
  plannedFrom: number;
  plannedTo: number;
  /** Paydays and due dates inside the plan, by day; paydays first on a shared day. */
  items: ScheduleItem[];
}

export interface PaycheckSchedule {
  /** First and last day of the plan, `YYYY-MM-DD`. */
  firstDay: string;
  lastDay: string;
  months: ScheduleMonth[];
  /** Every payday and due date of the plan, by date. */
  items: ScheduleItem[];
}

const monthLabel = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Midnight UTC of a day of a month (`day` 0 is the last day of the month before). */
function dayOf(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

/**
 * The plan as calendar months: every month from the start date's to the one holding the plan's
 * last day (the day before the engine's `endDate`), with the paychecks the engine planned and
 * the bills due inside the plan (the engine's `dueDatesInMonth`, so a bill due on the 31st
 * falls on a shorter month's last day). A start after the 1st makes the plan touch a fourth
 * month, partly: its first days still hold paydays of the three planned months.
 */
export function paycheckSchedule(
  bills: readonly Bill[],
  startDate: string,
  plan: PaycheckPlan,
): PaycheckSchedule {
  const start = parseIsoDate(startDate);
  const end = parseIsoDate(plan.endDate);
  if (!start || !end) return { firstDay: startDate, lastDay: plan.endDate, months: [], items: [] };
  const last = new Date(end.getTime());
  last.setUTCDate(last.getUTCDate() - 1);
  const firstDay = toIsoDate(start);
  const lastDay = toIsoDate(last);

  const months: ScheduleMonth[] = [];
  for (
    let cursor = dayOf(start.getUTCFullYear(), start.getUTCMonth() + 1, 1);
    cursor <= last;
    cursor = dayOf(cursor.getUTCFullYear(), cursor.getUTCMonth() + 2, 1)
  ) {
    const year = cursor.getUTCFullYear();
    const month = cursor.getUTCMonth() + 1;
    const key = toIsoDate(cursor).slice(0, 7);
    const daysInMonth = dayOf(year, month + 1, 0).getUTCDate();
    const paydays: ScheduleItem[] = plan.paychecks
      .filter((paycheck) => paycheck.date.startsWith(key))
      .map((paycheck) => ({
        date: paycheck.date,
        day: Number(paycheck.date.slice(8)),
        kind: 'payday',
        name: 'Paycheck',
        amount: paycheck.amount,
      }));
    const dues: ScheduleItem[] = dueDatesInMonth(bills, { year, month })
      .filter((due) => due.date >= firstDay && due.date <= lastDay)
      .map((due) => ({
        date: due.date,
        day: due.day,
        kind: 'bill',
        name: due.name,
        amount: due.amount,
      }));
    months.push({
      key,
      label: monthLabel.format(cursor),
      daysInMonth,
      firstWeekday: cursor.getUTCDay(),
      plannedFrom: key === firstDay.slice(0, 7) ? start.getUTCDate() : 1,
      plannedTo: key === lastDay.slice(0, 7) ? last.getUTCDate() : daysInMonth,
      // A stable sort keeps paydays (listed first) ahead of bills due the same day.
      items: [...paydays, ...dues].sort((a, b) => a.day - b.day),
    });
  }
  return { firstDay, lastDay, months, items: months.flatMap((month) => month.items) };
}
