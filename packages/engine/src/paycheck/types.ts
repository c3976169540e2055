import type { InputOf } from '../shared/calculator-definition.js';
import type { PAYCHECK_DEFINITION } from './paycheck-definition.js';

type Fields = (typeof PAYCHECK_DEFINITION)['fields'];

/** How often pay arrives (product: paycheck-planner#inputs). */
export type PayFrequency = Fields['payFrequency']['options'][number];

/**
 * A recurring monthly bill (product: paycheck-planner#inputs): a name, an amount in $ per month,
 * the day of the month it is due, 1–31 (past the month's end it falls on the last day), and
 * `split`: paid half from each of the month's two paychecks.
 */
export type Bill = InputOf<Fields['bills']['item']>;

/**
 * The paycheck planner form (product: paycheck-planner#inputs), as {@link PAYCHECK_DEFINITION}
 * declares it: take-home pay in $ per month, the pay frequency, the first day of the projection
 * (`YYYY-MM-DD`; a biweekly or monthly paycheck lands on it) and the bills.
 */
export type PaycheckPlanInput = InputOf<Fields>;

/** One paycheck (product: paycheck-planner#inputs). */
export interface Paycheck {
  /** `YYYY-MM-DD`. */
  date: string;
  /** $, in cents. */
  amount: number;
}

/** A bill's share in one pay period. */
export interface PeriodBill {
  name: string;
  /** The bill's whole amount, or half of it for a split bill (in cents), $. */
  amount: number;
  dueDate: number;
  split: boolean;
}

/** The days of the month one paycheck pays for, and what is left of it. */
export interface PayPeriod {
  /** First day of the month in the period, 1–31. */
  startDay: number;
  /** Last day of the month in the period (31 stands for the month's end). */
  endDay: number;
  /** The period's paycheck, $. */
  income: number;
  bills: PeriodBill[];
  /** $, in cents. */
  totalBills: number;
  /** income − totalBills, $ in cents; negative when the bills exceed the paycheck. */
  leftover: number;
}

/** The result of `planPaychecks`. */
export interface PaycheckPlan {
  /** Paychecks from the start date (inclusive) to three months later (exclusive), by date. */
  paychecks: Paycheck[];
  /** Two periods for biweekly and semimonthly pay, one for monthly pay. */
  periods: PayPeriod[];
  /** Monthly income ÷ paychecks per month (1 or 2), $ in cents. */
  paycheckAmount: number;
  /** The first day after the projection (start + 3 months, day clamped), `YYYY-MM-DD`. */
  endDate: string;
}

/** A bill due on a given date of a calendar month. */
export interface BillDueDate {
  /** `YYYY-MM-DD`. */
  date: string;
  /** Day of the month, after clamping to its last day. */
  day: number;
  name: string;
  /** $. */
  amount: number;
  /** Index of the bill in the input list. */
  billIndex: number;
}
