import { assert, INVARIANT } from '../shared/assert.js';
import { roundToCents } from '../shared/round.js';
import { SIMULATION_RULES } from './constants.js';
import type { EndingBalanceDistribution, PercentileRow } from './types.js';

/** The quantiles of a percentile row, as fractions. */
const ROW_QUANTILES = [0.1, 0.25, 0.5, 0.75, 0.9] as const;

/**
 * Moves the `k`-th smallest of `values[left..right]` to index `k`, with nothing larger before it
 * and nothing smaller after it (Hoare's quickselect with a median-of-three pivot; equal values
 * split evenly, so a table of identical balances stays linear).
 */
function select(values: Float64Array, k: number, left: number, right: number): void {
  while (left < right) {
    const middle = (left + right) >>> 1;
    const a = values[left]!;
    const b = values[middle]!;
    const c = values[right]!;
    const pivot = a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b;
    let i = left;
    let j = right;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const swap = values[i]!;
        values[i] = values[j]!;
        values[j] = swap;
        i++;
        j--;
      }
    }
    // Now [left..j] ≤ pivot ≤ [i..right], and anything between equals the pivot.
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else return;
  }
}

/** Selects every index of the ascending `ks[from..to]` within `values[left..right]`. */
function selectAll(
  values: Float64Array,
  ks: readonly number[],
  from: number,
  to: number,
  left: number,
  right: number,
): void {
  if (from > to) return;
  const middle = (from + to) >>> 1;
  const k = ks[middle]!;
  select(values, k, left, right);
  selectAll(values, ks, from, middle - 1, left, k - 1);
  selectAll(values, ks, middle + 1, to, k + 1, right);
}

/**
 * Type 7 quantiles (R's default, Excel's PERCENTILE.INC) of `values` for ascending fractions
 * `qs`: linear interpolation between the order statistics around (n − 1) × q. Partially
 * reorders `values` in place: only the order statistics needed are selected, in linear time,
 * which costs a fraction of a sort. Each result is kept between its two order statistics, so
 * rounding cannot break the order of the quantiles.
 *
 * @example quantiles(Float64Array.of(4, 1, 3, 2), [0.5]) // [2.5]
 */
export function quantiles(values: Float64Array, qs: readonly number[]): number[] {
  const last = values.length - 1;
  const needed = new Set<number>();
  for (const q of qs) {
    const below = Math.floor(last * q);
    needed.add(below);
    needed.add(Math.min(below + 1, last));
  }
  const unique = [...needed].sort((a, b) => a - b);
  selectAll(values, unique, 0, unique.length - 1, 0, last);
  return qs.map((q) => {
    const position = last * q;
    const below = Math.floor(position);
    const low = values[below]!;
    const high = values[Math.min(below + 1, last)]!;
    const value = low + (position - below) * (high - low);
    return value < low ? low : value > high ? high : value;
  });
}

function row(values: Float64Array, year: number): PercentileRow {
  const [p10, p25, p50, p75, p90] = quantiles(values, ROW_QUANTILES).map(roundToCents) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return { year, p10, p25, p50, p75, p90 };
}

/**
 * Percentile rows (10, 25, 50, 75, 90) of a year-major table (`count` values per year, `rows`
 * years from `firstYear`), in $ rounded to cents. Reorders each year's values in place.
 */
export function percentileRows(
  table: Float64Array,
  count: number,
  firstYear: number,
  rows: number,
): PercentileRow[] {
  const result: PercentileRow[] = [];
  for (let index = 0; index < rows; index++) {
    result.push(row(table.subarray(index * count, (index + 1) * count), firstYear + index));
  }
  return result;
}

/**
 * Summary and ten-bin histogram of the ending balances, in $ rounded to cents. The bins share
 * the width (max − min)/10, the last one closed at max; equal balances make one bin. Reorders
 * `balances` in place.
 */
export function endingBalanceDistribution(balances: Float64Array): EndingBalanceDistribution {
  const count = balances.length;
  let min = balances[0]!;
  let max = min;
  let sum = 0;
  for (let index = 0; index < count; index++) {
    const balance = balances[index]!;
    if (balance < min) min = balance;
    if (balance > max) max = balance;
    sum += balance;
  }
  assert(min >= 0, INVARIANT.negativeBalance);
  assert(Number.isFinite(sum), INVARIANT.nonFinite);
  const bins = SIMULATION_RULES.histogramBins;
  const width = (max - min) / bins;
  const histogram: EndingBalanceDistribution['histogram'] = [];
  // A width too small to be a number (not only 0) would put balances in no bin.
  if (!(width > 0)) histogram.push({ from: roundToCents(min), to: roundToCents(max), count });
  else {
    const counts = new Array<number>(bins).fill(0);
    for (let index = 0; index < count; index++) {
      const bin = Math.min(bins - 1, Math.floor((balances[index]! - min) / width));
      counts[bin]! += 1;
    }
    counts.forEach((binCount, bin) =>
      histogram.push({
        from: roundToCents(min + bin * width),
        to: roundToCents(bin === bins - 1 ? max : min + (bin + 1) * width),
        count: binCount,
      }),
    );
  }
  const { p10, p25, p50, p75, p90 } = row(balances, 0);
  return {
    min: roundToCents(min),
    max: roundToCents(max),
    mean: roundToCents(sum / count),
    p10,
    p25,
    p50,
    p75,
    p90,
    histogram,
  };
}
