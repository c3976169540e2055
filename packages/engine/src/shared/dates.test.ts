import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  clampedIsoDate,
  daysInMonth,
  fromDayNumber,
  isInEngineYears,
  isIsoDate,
  toDayNumber,
} from './dates.js';

describe('dates', () => {
  it('knows leap years', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
  });

  it('clamps a day to the end of a shorter month', () => {
    expect(clampedIsoDate(2026, 2, 31)).toBe('2026-02-28');
    expect(clampedIsoDate(2026, 4, 31)).toBe('2026-04-30');
    expect(clampedIsoDate(2026, 12, 5)).toBe('2026-12-05');
  });

  it('accepts only real calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-1-05')).toBe(false);
    expect(isIsoDate('12026-01-05')).toBe(false);
    expect([undefined, null, 20260105, new Date(0), ['2026-01-05']].map(isIsoDate)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('keeps years 0000–0099 in their own century', () => {
    expect(daysInMonth(100, 2)).toBe(28);
    expect(daysInMonth(96, 2)).toBe(29);
    expect(isIsoDate('0099-02-29')).toBe(false);
    expect(toDayNumber('0100-01-01') - toDayNumber('0099-12-31')).toBe(1);
    expect(fromDayNumber(toDayNumber('0099-12-31'))).toBe('0099-12-31');
    expect(clampedIsoDate(99, 2, 31)).toBe('0099-02-28');
  });

  it('accepts the years 1900 to 2200 only', () => {
    expect(['1900-01-01', '2200-12-31', '2026-06-15'].map(isInEngineYears)).toEqual([
      true,
      true,
      true,
    ]);
    expect(['1899-12-31', '2201-01-01', '0500-01-01', '9999-12-31'].map(isInEngineYears)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('orders dates by day number across widths of the year', () => {
    expect(toDayNumber('2200-12-31') - toDayNumber('1900-01-01')).toBe(109_937);
    expect(toDayNumber('1999-12-31')).toBeLessThan(toDayNumber('2000-01-01'));
  });

  it('steps days and months across year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(fromDayNumber(toDayNumber('2026-03-01') - 1)).toBe('2026-02-28');
    expect(addMonths({ year: 2026, month: 11 }, 3)).toEqual({ year: 2027, month: 2 });
  });
});
