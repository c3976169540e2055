/** How often an expense is billed (spec §3). */
export type PaymentFrequency = 'monthly' | 'quarterly' | 'annually' | 'one-time';

/** One bill to cover before the break starts. */
export interface PrepaidExpense {
  name: string;
  /** $ per payment (per month, quarter, year, or once), at least 0. */
  amount: number;
  paymentFrequency: PaymentFrequency;
}

/** The prepaid expenses form (spec §3). */
export interface PrepaidExpensesInput {
  /** Length of the break in whole months, at least 1; default 3. */
  breakDuration?: number;
  expenses: readonly PrepaidExpense[];
}

/** What one expense costs over the break. */
export interface PrepaidItem {
  name: string;
  paymentFrequency: PaymentFrequency;
  /** Number of payments falling in the break. */
  payments: number;
  /** `amount × payments`, $, rounded to cents. */
  total: number;
}

/** The result of `calculatePrepaidExpenses` (spec §3 result fields plus items). */
export interface PrepaidExpensesResult {
  /** Sum of the item totals, $. */
  totalPrepaid: number;
  /** Item totals summed per payment frequency, $; every frequency is present (0 if none). */
  breakdownByCategory: Record<PaymentFrequency, number>;
  /** `totalPrepaid / breakDuration`, $/month, unrounded. */
  monthlyEquivalent: number;
  /** One per expense, in input order. */
  items: PrepaidItem[];
}
