import type { CashFlow } from './types.js';

/**
 * The monthly net flows of a plan apart from its spending, expenses positive and incomes
 * negative (so they add to the withdrawal), month 0 = the first month of retirement.
 */
export interface FlowSchedule {
  /** $ a month of the flows that keep their buying power: already real. */
  real: Float64Array;
  /** Nominal $ a month of the other flows; `null` when there are none. */
  nominal: Float64Array | null;
}

/**
 * Lays the incomes and expenses out month by month. A flow over several years pays
 * `amount / 12` at the start of each of their months, like spending; a one-off
 * (`startYear === endYear`) pays its whole `amount` in the first month of its year, as a roof or
 * a car is paid at once. Years are 1-based and inclusive, and must lie within `months / 12`.
 *
 * @example
 * flowSchedule([], [{ id: 'roof', amount: 12000, startYear: 2, endYear: 2, inflationAdjusted: true }], 24)
 * // { real: [0 × 12, 12000, 0 × 11], nominal: null }
 */
export function flowSchedule(
  incomes: readonly CashFlow[],
  expenses: readonly CashFlow[],
  months: number,
): FlowSchedule {
  const real = new Float64Array(months);
  let nominal: Float64Array | null = null;
  const add = (flow: CashFlow, sign: number): void => {
    let into: Float64Array = real;
    if (!flow.inflationAdjusted) into = nominal ??= new Float64Array(months);
    const first = (flow.startYear - 1) * 12;
    if (flow.startYear === flow.endYear) {
      into[first] = into[first]! + sign * flow.amount;
      return;
    }
    const monthly = (sign * flow.amount) / 12;
    for (let month = first; month < flow.endYear * 12; month++)
      into[month] = into[month]! + monthly;
  };
  for (const flow of expenses) add(flow, 1);
  for (const flow of incomes) add(flow, -1);
  return { real, nominal };
}

/**
 * Fills `into` with a cycle's real net flow of each month: the real part plus the nominal part
 * divided by the inflation accumulated since retirement began (month 0's is not deflated), with
 * `inflation` read from month `from`.
 */
export function fillRealFlows(
  into: Float64Array,
  schedule: FlowSchedule,
  inflation: Float64Array,
  from: number,
): void {
  const { real, nominal } = schedule;
  if (nominal === null) {
    into.set(real);
    return;
  }
  let priceLevel = 1;
  for (let month = 0; month < into.length; month++) {
    into[month] = real[month]! + nominal[month]! / priceLevel;
    priceLevel *= 1 + inflation[from + month]!;
  }
}
