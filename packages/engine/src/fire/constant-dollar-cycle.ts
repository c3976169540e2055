import { SIMULATION_RULES } from './constants.js';
import type { CycleRecord } from './run-cycle.js';

const TOLERANCE = SIMULATION_RULES.shortfallTolerance;

/** A constant-dollar cycle's outcome. */
export interface ConstantDollarOutcome {
  /** 1-based year of the failure, 0 when every withdrawal was paid. */
  failedInYear: number;
  /** The highest annual spending this cycle pays in full ($ a year, ≥ 0). */
  maxSpending: number;
}

/**
 * `runCycle` and `maxConstantSpending` for constant-dollar in one pass, the hot path of a
 * backtest. A constant withdrawal makes the balance affine in the spending w a month: before
 * month k it is (P − w·A + C)/δ with δ the product of the inverse growths so far, A = Σ δ and
 * C = Σ flow × δ over the months before (see `maxConstantSpending`). So the three running sums
 * give both the failure month of this spending and the highest spending any month allows, with
 * three short dependency chains a month instead of the simulation's subtract-then-multiply chain
 * plus the scan's. Balances are written at year ends only; spending paid is rebuilt after the
 * failure exactly as `runCycle` pays it. The results agree with `runCycle` to float noise.
 *
 * Returns `null` when a month's growth is 0 (only synthetic histories have one): the caller
 * then takes the general path.
 */
export function runConstantDollarCycle(
  startingPortfolio: number,
  annualSpending: number,
  years: number,
  inverseGrowth: Float64Array,
  from: number,
  flows: Float64Array,
  record: CycleRecord,
): ConstantDollarOutcome | null {
  const { balances, spending, stride, column } = record;
  const monthly = annualSpending / 12;
  let discount = 1;
  let weights = 0;
  let flowSum = 0;
  let best = Number.POSITIVE_INFINITY;
  let failedMonth = -1;
  let balanceBeforeFailure = 0;
  balances[column] = startingPortfolio;
  for (let year = 0; year < years; year++) {
    for (let month = year * 12; month < year * 12 + 12; month++) {
      const flow = flows[month]!;
      const nextWeights = weights + discount;
      const nextFlowSum = flowSum + flow * discount;
      const limit = startingPortfolio + TOLERANCE * discount - nextFlowSum;
      if (limit < best * nextWeights) best = limit / nextWeights;
      if (failedMonth < 0 && limit < monthly * nextWeights) {
        failedMonth = month;
        balanceBeforeFailure = (startingPortfolio - monthly * weights - flowSum) / discount;
      }
      const inverse = inverseGrowth[from + month]!;
      if (inverse === Number.POSITIVE_INFINITY) return null;
      weights = nextWeights;
      flowSum = nextFlowSum;
      discount *= inverse;
    }
    const balance = (startingPortfolio - monthly * weights - flowSum) / discount;
    balances[(year + 1) * stride + column] = failedMonth < 0 && balance > 0 ? balance : 0;
    spending[year * stride + column] = annualSpending;
  }
  if (failedMonth >= 0) {
    // The failing month pays what the balance and the flow allow; later months only what the
    // incomes leave after the expenses, up to the planned spending (as runCycle does).
    const short = monthly + flows[failedMonth]! - Math.max(0, balanceBeforeFailure);
    let spent = monthly * (failedMonth % 12) + Math.max(0, monthly - short);
    for (let month = failedMonth; month < years * 12; month++) {
      if (month > failedMonth) spent += Math.min(monthly, Math.max(0, -flows[month]!));
      if (month % 12 === 11) {
        spending[((month - 11) / 12) * stride + column] = spent;
        spent = 0;
      }
    }
  }
  return {
    failedInYear: failedMonth < 0 ? 0 : Math.floor(failedMonth / 12) + 1,
    maxSpending: best > 0 ? best * 12 : 0,
  };
}
