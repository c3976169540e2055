import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { numberText, parseNumber } from '../fields/parse-number';
import { fieldNumber } from './field-number';

describe('fieldNumber', () => {
  it('takes numbers a field shows and reads back, and refuses the rest', () => {
    const schema = fieldNumber();
    for (const value of [0, 1250.5, -3, 1e12, 0.01])
      expect(schema.safeParse(value).success).toBe(true);
    for (const value of [1e-7, 1e21, Number.NaN, Number.POSITIVE_INFINITY, '12', null]) {
      expect(schema.safeParse(value).success).toBe(false);
    }
  });

  it('holds only values whose text reads back as the same number', () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        expect(fieldNumber().safeParse(value).success).toBe(
          parseNumber(numberText(value)) === value,
        );
      }),
    );
  });

  it('is bounded and made nullable with zod, null standing for a blank field', () => {
    const months = z.nullable(fieldNumber().check(z.minimum(1), z.maximum(1200), z.int()));
    expect(months.safeParse(null).success).toBe(true);
    expect(months.safeParse(12).success).toBe(true);
    for (const value of [0, 1201, 1.5, 1e-7]) expect(months.safeParse(value).success).toBe(false);
  });
});
