/**
 * Calendar days as `YYYY-MM-DD` text, what a date input holds. A day is not an instant: each is
 * read as midnight UTC and formatted in UTC, so no time zone moves it a day.
 */
import { MISSING } from './format';
import { once } from './once';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/**
 * Midnight UTC of a real `YYYY-MM-DD` day (not `2027-02-30`), or undefined for anything else.
 * The year is set with `setUTCFullYear` because `Date.UTC` reads years 0–99 as 1900–1999 (a
 * date input accepts `0099-12-31`).
 */
export function parseIsoDate(isoDate: string): Date | undefined {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date : undefined;
}

/** The UTC day of a date as `YYYY-MM-DD`, the inverse of {@link parseIsoDate}. */
export function toIsoDate(date: Date): string {
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** True for a real calendar date written `YYYY-MM-DD` (what a date input holds when filled). */
export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== undefined;
}

/**
 * Today's date where the visitor is (their time zone, not UTC), as `YYYY-MM-DD`: late in the
 * evening in California it is still today, not tomorrow.
 */
export function todayIso(now: Date = new Date()): string {
  const local = new Date(0);
  local.setUTCFullYear(now.getFullYear(), now.getMonth(), now.getDate());
  return toIsoDate(local);
}

/** The date `days` days after a `YYYY-MM-DD` date; undefined when the date is not one. */
export function addDays(isoDate: string, days: number): string | undefined {
  const date = parseIsoDate(isoDate);
  if (!date) return undefined;
  date.setUTCDate(date.getUTCDate() + days);
  return toIsoDate(date);
}

/** The same day `months` months later, moved back to the month's end when it is shorter. */
export function addMonths(isoDate: string, months: number): string | undefined {
  const date = parseIsoDate(isoDate);
  if (!date) return undefined;
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(date);
  lastDay.setUTCMonth(lastDay.getUTCMonth() + 1, 0);
  date.setUTCDate(Math.min(day, lastDay.getUTCDate()));
  return toIsoDate(date);
}

/**
 * Days from `start` to `end`, both included (a single day is 1); undefined unless both are
 * dates.
 */
export function daysInclusive(start: string, end: string): number | undefined {
  const from = parseIsoDate(start);
  const to = parseIsoDate(end);
  if (!from || !to) return undefined;
  return Math.round((to.getTime() - from.getTime()) / MS_PER_DAY) + 1;
}

const monthDay = once(
  () =>
    new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }),
);
const fullDate = once(
  () =>
    new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);
const fullDateWithWeekday = once(
  () =>
    new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);
const longDay = once(
  () =>
    new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }),
);

/**
 * A date in words, '—' for anything else: `formatDate('2027-03-01')` → 'Mar 1, 2027'; with
 * `weekday`, for schedules where the day of the week matters: 'Mon, Mar 1, 2027'.
 */
export function formatDate(isoDate: string | null, options: { weekday?: boolean } = {}): string {
  const date = isoDate === null ? undefined : parseIsoDate(isoDate);
  if (!date) return MISSING;
  return (options.weekday ? fullDateWithWeekday : fullDate)().format(date);
}

/**
 * A range of dates in words, the year said once when both share it: 'Mar 1 – Mar 7, 2027',
 * 'Dec 28, 2026 – Jan 3, 2027', or 'Mar 1, 2027' for a single day.
 */
export function formatDateRange(start: string, end: string): string {
  const from = parseIsoDate(start);
  const to = parseIsoDate(end);
  if (!from || !to) return MISSING;
  if (start === end) return fullDate().format(from);
  if (from.getUTCFullYear() === to.getUTCFullYear()) {
    return `${monthDay().format(from)} – ${monthDay().format(to)}, ${to.getUTCFullYear()}`;
  }
  return `${fullDate().format(from)} – ${fullDate().format(to)}`;
}

/** A day as a calendar reads it out, without the year: 'Friday, January 2'. */
export function formatDayLong(isoDate: string): string {
  const date = parseIsoDate(isoDate);
  return date ? longDay().format(date) : MISSING;
}
