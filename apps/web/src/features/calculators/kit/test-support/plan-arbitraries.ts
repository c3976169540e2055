import fc from 'fast-check';

/** Numbers as a visitor types them: whole, or with up to two decimals. */
export const typedDecimal = (min: number, max: number): fc.Arbitrary<number> =>
  fc
    .integer({ min: Math.round(min * 100), max: Math.round(max * 100) })
    .map((cents) => (cents === 0 ? 0 : cents / 100));

/** Any double a plan accepts: its text must read back as the same number, so no exponent. */
export const readableDouble = (min: number, max: number): fc.Arbitrary<number> =>
  fc
    .double({ min, max, noNaN: true, noDefaultInfinity: true })
    .map((n) => (n === 0 ? 0 : n))
    .filter((n) => !String(n).includes('e'));

/** A plan's number field: typed decimals and awkward doubles alike. */
export const planNumber = (min: number, max: number): fc.Arbitrary<number> =>
  fc.oneof(typedDecimal(min, max), readableDouble(min, max));
