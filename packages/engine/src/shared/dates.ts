import { ENGINE_LIMITS } from './limits.js';

/** A calendar month: `month` is 1–12. */
export interface YearMonth {
  year: number;
  month: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/**
 * Midnight UTC of a day. `Date.UTC` alone reads years 0–99 as 1900–1999, so the year is set
 * with `setUTCFullYear`, which takes it literally; out-of-range days roll over as in `Date.UTC`.
 */
function utcMidnight(year: number, monthIndex: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date;
}

/** The parts of a `YYYY-MM-DD` string, as numbers. */
function partsOf(isoDate: string): [year: number, month: number, day: number] {
  return isoDate.split('-').map(Number) as [number, number, number];
}

/** Days in a month of the Gregorian calendar. @example daysInMonth(2024, 2) // 29 */
export function daysInMonth(year: number, month: number): number {
  return utcMidnight(year, month, 0).getUTCDate();
}

/**
 * The `YYYY-MM-DD` date of `day` in a month, moved back to the month's last day when the month
 * is shorter (a bill due on the 31st is due on 30 April).
 *
 * @example clampedIsoDate(2026, 2, 31) // '2026-02-28'
 */
export function clampedIsoDate(year: number, month: number, day: number): string {
  const pad = (value: number, width = 2): string => String(value).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(day, daysInMonth(year, month)))}`;
}

/**
 * True when `value` is a string holding a real calendar date written `YYYY-MM-DD` (4-digit year,
 * zero-padded month and day), whatever its year: see {@link isInEngineYears} for the range.
 *
 * @example isIsoDate('2026-02-30') // false
 */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  return m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

/**
 * True when a `YYYY-MM-DD` date's year lies in `ENGINE_LIMITS.minYear`–`maxYear` (1900–2200),
 * the years a plan can mean.
 *
 * @example isInEngineYears('0099-12-31') // false
 */
export function isInEngineYears(isoDate: string): boolean {
  const [year] = partsOf(isoDate);
  return year >= ENGINE_LIMITS.minYear && year <= ENGINE_LIMITS.maxYear;
}

/**
 * Days since 1970-01-01 of a `YYYY-MM-DD` date (UTC, no time of day); compare dates by these.
 *
 * @example toDayNumber('1970-01-02') // 1
 */
export function toDayNumber(isoDate: string): number {
  const [y, m, d] = partsOf(isoDate);
  return utcMidnight(y, m - 1, d).getTime() / MS_PER_DAY;
}

/** The `YYYY-MM-DD` date of a day number (years 0–9999). @example fromDayNumber(0) // '1970-01-01' */
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
