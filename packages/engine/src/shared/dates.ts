/** A calendar month: `month` is 1–12. */
export interface YearMonth {
  year: number;
  month: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Days in a month of the Gregorian calendar. @example daysInMonth(2024, 2) // 29 */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The `YYYY-MM-DD` date of `day` in a month, moved back to the month's last day when the month
 * is shorter (a bill due on the 31st is due on 30 April).
 *
 * @example clampedIsoDate(2026, 2, 31) // '2026-02-28'
 */
export function clampedIsoDate(year: number, month: number, day: number): string {
  const pad = (value: number): string => String(value).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(Math.min(day, daysInMonth(year, month)))}`;
}

/** True when `value` is a real calendar date written `YYYY-MM-DD`. @example isIsoDate('2026-02-30') // false */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  return m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

/** Days since 1970-01-01 of a `YYYY-MM-DD` date (UTC, no time of day). @example toDayNumber('1970-01-02') // 1 */
export function toDayNumber(isoDate: string): number {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / MS_PER_DAY;
}

/** The `YYYY-MM-DD` date of a day number. @example fromDayNumber(0) // '1970-01-01' */
export function fromDayNumber(dayNumber: number): string {
  return new Date(dayNumber * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Adds whole days to a `YYYY-MM-DD` date. @example addDays('2026-01-31', 1) // '2026-02-01' */
export function addDays(isoDate: string, days: number): string {
  return fromDayNumber(toDayNumber(isoDate) + days);
}

/** The month `count` months after `start`. @example addMonths({ year: 2026, month: 12 }, 1) // { year: 2027, month: 1 } */
export function addMonths(start: YearMonth, count: number): YearMonth {
  const index = start.year * 12 + (start.month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
