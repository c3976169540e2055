import { SIMULATION_RULES } from './constants.js';
import {
  annualSpending,
  spendingFloor,
  type SpendingRule,
  type YearContext,
} from './strategies.js';

/** What stays the same across the cycles of one simulation. */
export interface CyclePlan {
  years: number;
  startingPortfolio: number;
  rule: SpendingRule;
}

/**
 * Where {@link runCycle} writes a cycle: one column of year-major tables, so that each year's
 * values across cycles are contiguous and sort in place.
 */
export interface CycleRecord {
  /** Real balance at the end of year y (y = 0 is the start) at `y × stride + column`. */
  balances: Float64Array;
  /**
   * Real $ the retiree spent in year y + 1 at `y × stride + column`: the strategy's spending as
   * paid, plus the incomes on top for percent-of-portfolio and VPW (see {@link runCycle}).
   */
  spending: Float64Array;
  stride: number;
  column: number;
}

const TOLERANCE = SIMULATION_RULES.shortfallTolerance;

/**
 * One retirement, month by month (ADR 030). Each year the strategy sets the spending S and its
 * floor F; at the start of each month the withdrawal below is taken, then the balance grows by
 * `growth[from + month]`. With c the month's net flow (expenses − incomes, real):
 *
 * - constant-dollar and Guyton-Klinger: S is the whole need, which the incomes help pay, so
 *   S/12 + c is withdrawn (a surplus income is saved) and the retiree spends S/12;
 * - percent-of-portfolio and VPW: S is what the rule takes from the portfolio, so S/12 plus the
 *   expenses the incomes leave, max(c, 0), is withdrawn, and the retiree spends S/12 plus the
 *   income the expenses leave, max(−c, 0), on top (as the Bogleheads VPW treats a pension).
 *
 * A withdrawal the balance cannot pay takes the balance to 0. Short by at most half a cent, it
 * counts as paid (float noise). Otherwise, when even F/12 plus the flow withdrawn exceeds the
 * balance by more than half a cent, the cycle fails: its balance stays 0 to the end, and each
 * later month the retiree spends only what the incomes leave after the expenses (up to the
 * failing year's S/12 for constant-dollar and Guyton-Klinger). Else only the spending above the
 * floor goes short (percent-of-portfolio, VPW).
 *
 * Returns the 1-based year of the failure, or 0 when every withdrawal was paid. With a `record`
 * it writes each year-end balance and each year's spending actually paid; without one it stops
 * at the failure (a yes/no answer for the safe-withdrawal search).
 */
export function runCycle(
  plan: CyclePlan,
  initialSpending: number,
  growth: Float64Array,
  inflation: Float64Array,
  from: number,
  flows: Float64Array,
  record: CycleRecord | null,
): number {
  const { years, rule } = plan;
  const tracksLastYear = rule.type === 'guyton-klinger';
  const incomesOnTop = rule.type === 'percent-of-portfolio' || rule.type === 'vpw';
  const year: YearContext = {
    initialSpending,
    startingPortfolio: plan.startingPortfolio,
    yearsLeft: years,
    balance: plan.startingPortfolio,
    previousSpending: initialSpending,
    lastYearGrowth: 1,
    lastYearInflation: 1,
  };
  let balance = plan.startingPortfolio;
  let spending = initialSpending;
  let failedInYear = 0;
  if (record !== null) record.balances[record.column] = balance;

  for (let index = 0; index < years; index++) {
    const first = index * 12;
    if (failedInYear === 0) {
      year.yearsLeft = years - index;
      year.balance = balance;
      year.previousSpending = spending;
      if (tracksLastYear && index > 0) {
        let grown = 1;
        let prices = 1;
        for (let month = first - 12; month < first; month++) {
          grown *= growth[from + month]!;
          prices *= 1 + inflation[from + month]!;
        }
        year.lastYearGrowth = grown;
        year.lastYearInflation = prices;
      }
      spending = annualSpending(rule, year);
    }
    const monthly = spending / 12;
    const floor = spendingFloor(rule, spending, initialSpending) / 12;
    let spent = 0;
    for (let month = first; month < first + 12; month++) {
      const net = flows[month]!;
      // What the portfolio pays besides the spending, and the income spent on top of it.
      let flow = net;
      let onTop = 0;
      if (incomesOnTop && net < 0) {
        flow = 0;
        onTop = -net;
      }
      if (failedInYear !== 0) {
        spent += incomesOnTop ? onTop : Math.min(monthly, Math.max(0, -net));
        continue;
      }
      const need = monthly + flow;
      if (need <= balance) {
        balance -= need;
        spent += monthly + onTop;
      } else {
        const short = need - balance;
        if (short <= TOLERANCE) spent += monthly + onTop;
        else {
          spent += Math.max(0, monthly - short) + onTop;
          if (floor + flow - balance > TOLERANCE) {
            failedInYear = index + 1;
            if (record === null) return failedInYear;
          }
        }
        balance = 0;
      }
      balance *= growth[from + month]!;
    }
    if (record !== null) {
      record.balances[(index + 1) * record.stride + record.column] = balance;
      record.spending[index * record.stride + record.column] = spent;
    }
  }
  return failedInYear;
}
