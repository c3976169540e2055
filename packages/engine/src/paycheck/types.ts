/** How often pay arrives (spec §3). */
export type PayFrequency = 'biweekly' | 'semimonthly' | 'monthly';

/** A recurring monthly bill (spec §3). */
export interface Bill {
  name: string;
  /** $ per month. */
  amount: number;
  /** Day of the month it is due, 1–31; past the month's end it falls on the last day. */
  dueDate: number;
  /** Paid half from each of the month's two paychecks. */
  split: boolean;
}

/** The paycheck planner form (spec §3). */
export interface PaycheckPlanInput {
  /** Take-home pay, $ per month. */
  monthlyIncome: number;
  payFrequency: PayFrequency;
  /** First day of the projection, `YYYY-MM-DD`; a biweekly or monthly paycheck lands on it. */
  startDate: string;
  bills?: readonly Bill[];
}

/** One paycheck (spec §3). */
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
