import { isFiniteNumber } from '../shared/inputs.js';

/**
 * A form amount as the calculator counts it: anything but a finite number (missing, blank
 * `NaN`, infinite, `null`, or a string, which is never read as a number) becomes 0
 * (product: cost-of-living#validation: "Blank or invalid amounts count as 0").
 *
 * @example amountOrZero(Number.NaN) // 0
 * @example amountOrZero('20000') // 0
 */
export function amountOrZero(value: unknown): number {
  return isFiniteNumber(value) ? value : 0;
}
