import { z } from 'zod';
import { numberText, parseNumber } from '../fields/parse-number';

/**
 * A plan's number that its field can show and read back: `1e-7` is a number, but not text a
 * visitor types nor one `parseNumber` reads, so a shared link holding it would turn into a
 * field error; it falls back to the field's default instead. Bound it with zod's own `.min`,
 * `.max` and `.int`; `.nullable()` lets it stand for a blank field (`null`).
 *
 * @example const money = fieldNumber().min(0).max(ENGINE_LIMITS.maxAmount).nullable();
 */
export function fieldNumber() {
  return z.number().refine((value) => parseNumber(numberText(value)) === value);
}
