import type { YearMonth } from '@freedompath/engine';
import { calculateDebtPaydown } from '@freedompath/engine/debt';
import type { DebtPaydownInput, StrategyResult } from '@freedompath/engine/debt';

/** What the comparison and progress steps show: the engine's three plans and a baseline. */
export interface DebtAnalysis {
  input: DebtPaydownInput;
  /**
   * Snowball, avalanche, hybrid: the engine's order (the first is preselected,
   * product: debt-paydown#rules).
   */
  strategies: StrategyResult[];
  /**
   * Minimum payments only: each debt paid at its own minimum, no extra payment, no bonuses and
   * no freed minimums passed on, so the strategy order plays no part and there is one baseline.
   */
  minimumsOnly: StrategyResult;
}

/**
 * Runs the engine twice: the visitor's plan, and the minimums-only baseline the "interest
 * saved" figures are measured against (never a formula of ours).
 */
export function analyseDebts(input: DebtPaydownInput): DebtAnalysis {
  const { strategies } = calculateDebtPaydown(input);
  const baseline = calculateDebtPaydown({
    ...input,
    extraMonthlyPayment: 0,
    bonusPayments: [],
    rolloverFreedPayments: false,
  }).strategies[0] as StrategyResult;
  return { input, strategies, minimumsOnly: baseline };
}

/** The visitor's current calendar month: the plan starts there (the engine never reads the clock). */
export function currentMonth(now: Date = new Date()): YearMonth {
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

/** How many months `date` lies after `start`, counting `start` as month 1. */
export function monthNumber(start: YearMonth, date: YearMonth): number {
  return (date.year - start.year) * 12 + date.month - start.month + 1;
}
