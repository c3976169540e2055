import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  clampedIsoDate,
  daysInMonth,
  fromDayNumber,
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
  });

  it('steps days and months across year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(fromDayNumber(toDayNumber('2026-03-01') - 1)).toBe('2026-02-28');
    expect(addMonths({ year: 2026, month: 11 }, 3)).toEqual({ year: 2027, month: 2 });
  });
});
