import { describe, expect, it } from 'vitest';
import { addCalendarMonths } from './add-calendar-months.js';

describe('addCalendarMonths', () => {
  it.each([
    ['2026-01-15T10:30:00.000Z', 1, '2026-02-15T10:30:00.000Z'],
    ['2026-01-31T10:30:00.000Z', 1, '2026-02-28T10:30:00.000Z'],
    ['2028-01-31T00:00:00.000Z', 1, '2028-02-29T00:00:00.000Z'],
    ['2026-03-10T08:00:00.000Z', 12, '2027-03-10T08:00:00.000Z'],
    ['2028-02-29T12:00:00.000Z', 12, '2029-02-28T12:00:00.000Z'],
    ['2027-03-10T08:00:00.000Z', -12, '2026-03-10T08:00:00.000Z'],
    ['2026-12-31T23:59:59.999Z', 2, '2027-02-28T23:59:59.999Z'],
  ])('%s plus %i months is %s', (from, months, expected) => {
    expect(addCalendarMonths(new Date(from), months).toISOString()).toBe(expected);
  });
});
