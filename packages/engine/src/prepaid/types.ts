import type { InputOf } from '../shared/calculator-definition.js';
import type { PREPAID_EXPENSES_DEFINITION } from './prepaid-expenses-definition.js';

type Fields = (typeof PREPAID_EXPENSES_DEFINITION)['fields'];

/** How often an expense is billed (product: prepaid-expenses#inputs). */
export type PaymentFrequency = Fields['expenses']['item']['paymentFrequency']['options'][number];

/** One bill to cover before the break starts: `amount` $ per payment (per month, quarter, year, or once), at least 0. */
export type PrepaidExpense = InputOf<Fields['expenses']['item']>;

/**
 * The prepaid expenses form (product: prepaid-expenses#inputs), as
 * {@link PREPAID_EXPENSES_DEFINITION} declares it: the break's length in whole months, at least
 * 1 (default 3), and the bills.
 */
export type PrepaidExpensesInput = InputOf<Fields>;

/** What one expense costs over the break. */
export interface PrepaidItem {
  name: string;
  paymentFrequency: PaymentFrequency;
  /** Number of payments falling in the break. */
  payments: number;
  /** `amount × payments`, $, rounded to cents. */
  total: number;
}

/**
 * The result of `calculatePrepaidExpenses` (product: prepaid-expenses#formulas-and-constants, plus
 * the items).
 */
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
