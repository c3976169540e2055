import fc from 'fast-check';

/**
 * A random market for the cycle tests: 1–30 years of monthly growth factors from 0.9 to 1.1 and
 * net flows (expenses positive, incomes negative) up to `maxFlow` dollars a month either way.
 */
export function randomMarket(
  maxFlow: number,
): fc.Arbitrary<{ years: number; growth: Float64Array; flows: Float64Array }> {
  return fc.integer({ min: 1, max: 30 }).chain((years) =>
    fc.record({
      years: fc.constant(years),
      growth: fc.float64Array({
        minLength: years * 12,
        maxLength: years * 12,
        min: 0.9,
        max: 1.1,
        noNaN: true,
      }),
      flows: fc.float64Array({
        minLength: years * 12,
        maxLength: years * 12,
        min: -maxFlow,
        max: maxFlow,
        noNaN: true,
      }),
    }),
  );
}
