import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysInclusive,
  formatDate,
  formatDateRange,
  formatDayLong,
  isIsoDate,
  parseIsoDate,
  todayIso,
  toIsoDate,
} from './local-date';

describe('local dates', () => {
  it('says a date or a range in words, the year once when they share it', () => {
    expect(formatDateRange('2027-03-01', '2027-03-08')).toBe('Mar 1 – Mar 8, 2027');
    expect(formatDateRange('2026-12-28', '2027-01-03')).toBe('Dec 28, 2026 – Jan 3, 2027');
    expect(formatDateRange('2027-03-01', '2027-03-01')).toBe('Mar 1, 2027');
    expect(formatDateRange('2027-02-30', '2027-03-01')).toBe('—');
    expect(formatDate('2027-03-01')).toBe('Mar 1, 2027');
    expect(formatDate('2026-01-02', { weekday: true })).toBe('Fri, Jan 2, 2026');
    expect(formatDate(null)).toBe('—');
    expect(formatDate('2026-13-01', { weekday: true })).toBe('—');
    expect(formatDayLong('2026-01-02')).toBe('Friday, January 2');
    expect(formatDayLong('')).toBe('—');
  });

  it('counts days as the engines do, both dates included', () => {
    expect(daysInclusive('2027-03-01', '2027-03-07')).toBe(7);
    expect(daysInclusive('2027-03-01', '2027-03-01')).toBe(1);
    // Across a daylight-saving change and a leap day.
    expect(daysInclusive('2028-02-28', '2028-03-31')).toBe(33);
    expect(daysInclusive('', '2027-03-01')).toBeUndefined();
  });

  it('adds days and months on the calendar, whatever the year', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
    expect(addDays('not a date', 1)).toBeUndefined();
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2027-12-15', 1)).toBe('2028-01-15');
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
  });

  it('reads and writes a day as midnight UTC', () => {
    expect(parseIsoDate('2026-01-02')?.toISOString()).toBe('2026-01-02T00:00:00.000Z');
    expect(parseIsoDate('0099-12-31')?.getUTCFullYear()).toBe(99);
    expect(parseIsoDate('2026-1-2')).toBeUndefined();
    expect(toIsoDate(new Date(Date.UTC(2026, 0, 2, 23, 59)))).toBe('2026-01-02');
  });

  it('takes today in the visitor’s time zone', () => {
    // 23:30 on 1 March wherever the test runs: still 1 March, whatever UTC says.
    expect(todayIso(new Date(2027, 2, 1, 23, 30))).toBe('2027-03-01');
    expect(todayIso(new Date(2027, 0, 1, 0, 5))).toBe('2027-01-01');
  });
});
