import { z } from 'zod/mini';
import { numberText, parseNumber } from '../fields/parse-number';

/**
 * A plan's number that its field can show and read back: `1e-7` is a number, but not text a
 * visitor types nor one `parseNumber` reads, so a shared link holding it would turn into a
 * field error; it falls back to the field's default instead. Bound it with zod's own
 * `z.minimum`, `z.maximum` and `z.int` checks; `z.nullable` lets it stand for a blank field
 * (`null`).
 *
 * @example const money = z.nullable(fieldNumber().check(z.minimum(0), z.maximum(ENGINE_LIMITS.maxAmount)));
 */
export function fieldNumber() {
  return z.number().check(z.refine((value) => parseNumber(numberText(value)) === value));
}
