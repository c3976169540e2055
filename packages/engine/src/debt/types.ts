import type { InputOf } from '../shared/calculator-definition.js';
import type { YearMonth } from '../shared/dates.js';
import type { DEBT_PAYDOWN_DEFINITION } from './debt-definition.js';

type DebtFields = (typeof DEBT_PAYDOWN_DEFINITION)['fields'];

/** Kinds of debt the form offers (product: debt-paydown#inputs). */
export type DebtType = DebtFields['debts']['item']['type']['options'][number];

/** The three payoff strategies, compared in this order: snowball, avalanche, hybrid. */
export type DebtStrategyType = 'snowball' | 'avalanche' | 'hybrid';

/**
 * One debt as entered in the form. `id` is unique within the form and copied into schedule rows
 * as `debtId`; `balance` is what is owed today, $ (at least 0.01), `minimumPayment` $/month (at
 * least 0.01), both rounded to cents before the simulation; `interestRate` is the annual rate in
 * percent (`18.99` means 18.99 % APR), 0–100.
 */
export type Debt = InputOf<DebtFields['debts']['item']>;

/**
 * A one-off payment on top of the monthly budget, in the calendar month given (`month` 1–12);
 * `amount` is $, at least 0, rounded to cents.
 */
export type BonusPayment = InputOf<DebtFields['bonusPayments']['item']>;

/**
 * The debt paydown form, as {@link DEBT_PAYDOWN_DEFINITION} declares it: at least one debt (at
 * most 100); `extraMonthlyPayment` paid every month on top of the minimums, $/month (default 0);
 * one-off `bonusPayments` (those outside the simulated 50 years are ignored; default none); the
 * first simulated month `startDate` (usually the current month); `rolloverFreedPayments` (default
 * true, the classic snowball): the minimum of each paid-off debt keeps being paid, from the next
 * month on, to the debts still owing.
 */
export type DebtPaydownInput = InputOf<DebtFields>;

/** A strategy's identity as shown on the comparison cards. */
export interface DebtStrategy {
  id: DebtStrategyType;
  name: string;
  description: string;
  type: DebtStrategyType;
}

/** What happened to one debt in one month. Money in $, exact to the cent. */
export interface PaymentScheduleRow {
  /** Calendar month, 1–12. */
  month: number;
  year: number;
  debtId: string;
  debtName: string;
  /** Paid on this debt this month (minimum plus any share of the extra budget), $. */
  payment: number;
  /** `payment − interest`, $; negative when the payment did not cover the month's interest. */
  principal: number;
  /** Interest charged this month, $. */
  interest: number;
  /** Owed after this month's payment, $ (never negative). */
  remainingBalance: number;
  /** True in the month the balance reaches 0. */
  isPaidOff: boolean;
}

/** A debt paid off: one per debt, in payoff order. */
export interface DebtMilestone {
  /** Calendar month, 1–12, of the last payment. */
  month: number;
  year: number;
  description: string;
  celebrationType: 'debt_payoff';
  /** Everything paid on this debt from the start month to its payoff, $. */
  amountPaid: number;
  /** Debts still owing after this one. */
  remainingDebts: number;
}

/** The outcome of one strategy (product: debt-paydown#formulas-and-constants). */
export interface StrategyResult {
  strategy: DebtStrategy;
  /** Interest charged over the simulated months, $ (all of it paid when the debts are paid off). */
  totalInterestPaid: number;
  /** Sum of every payment, $. */
  totalPayments: number;
  /** The month of the last payment; null when not debt-free within 50 years. */
  debtFreeDate: YearMonth | null;
  /** Months from the start month to debt-free, counting both; null when over 50 years (600 months). */
  monthsToPayoff: number | null;
  /**
   * One row per debt owing at the start of each month, month by month, in strategy order.
   * Built from the ledger the first time it is read, then kept (an enumerable getter, so it
   * serialises like a plain property).
   */
  monthlySchedule: PaymentScheduleRow[];
  milestones: DebtMilestone[];
}

/** The result of `calculateDebtPaydown`. */
export interface DebtPaydownResult {
  /** Snowball, avalanche, hybrid: in that order. */
  strategies: StrategyResult[];
}
