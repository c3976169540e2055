import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { infiniteAsNull, infiniteAsNullShape } from './infinite-as-null.js';

describe('infiniteAsNull', () => {
  it('sends an endless runway as null with its flag, any other number as itself', () => {
    expect(infiniteAsNull('runwayMonths', Number.POSITIVE_INFINITY)).toEqual({
      runwayMonths: null,
      runwayMonthsInfinite: true,
    });
    expect(infiniteAsNull('runwayMonths', 30)).toEqual({
      runwayMonths: 30,
      runwayMonthsInfinite: false,
    });
  });

  it.each([0, 26.8, -1, Number.MAX_VALUE, Number.MIN_VALUE, 1e12, Number.POSITIVE_INFINITY])(
    'survives JSON and reads back as the number it came from: %d',
    (months) => {
      const sent = infiniteAsNull('months', months);
      const received = z
        .strictObject(infiniteAsNullShape('months', 'Months'))
        .parse(JSON.parse(JSON.stringify(sent)));
      expect(received).toEqual(sent);
      expect(received.monthsInfinite ? Number.POSITIVE_INFINITY : received.months).toBe(months);
    },
  );
});
