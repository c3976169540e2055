/**
 * Rounds a dollar amount to whole cents, half away from zero, correcting binary
 * representation error first (so 1.005 becomes 1.01, as a person would expect).
 *
 * @example roundToCents(10.125) // 10.13
 */
export function roundToCents(amount: number): number {
  const cents = Math.round(Math.abs(amount) * 100 + Number.EPSILON * 100 * Math.abs(amount));
  return (Math.sign(amount) * cents) / 100 || 0;
}
