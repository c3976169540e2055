/**
 * A form amount as the calculator counts it: missing, blank (`NaN`) or infinite becomes 0
 * (spec §5: "Blank or invalid amounts count as 0").
 *
 * @example amountOrZero(Number.NaN) // 0
 */
export function amountOrZero(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) ? value : 0;
}
