import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toMonthsAndDays } from './to-months-and-days.js';

describe('toMonthsAndDays', () => {
  it.each([
    [7.5, { months: 7, days: 15 }],
    [1.7, { months: 1, days: 21 }],
    [12, { months: 12, days: 0 }],
    [0.1, { months: 0, days: 3 }],
    [2.99, { months: 2, days: 29 }],
    [2.999_999_999_99, { months: 3, days: 0 }],
    [Number.POSITIVE_INFINITY, { months: Number.POSITIVE_INFINITY, days: 0 }],
    [0, { months: 0, days: 0 }],
    [-3, { months: 0, days: 0 }],
    [Number.NaN, { months: 0, days: 0 }],
  ])('splits %d months into %o', (months, expected) => {
    expect(toMonthsAndDays(months)).toEqual(expected);
  });

  it('never overstates and loses less than a day (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1000, noNaN: true }), (value) => {
        const { months, days } = toMonthsAndDays(value);
        expect(days).toBeGreaterThanOrEqual(0);
        expect(days).toBeLessThan(30);
        const back = months + days / 30;
        expect(back).toBeLessThanOrEqual(value + 1e-6);
        expect(value - back).toBeLessThan(1 / 30 + 1e-9);
      }),
    );
  });
});
