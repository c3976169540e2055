import { deepFreeze } from '../shared/deep-freeze.js';
import { PREPAID_EXPENSES_DEFINITION } from './prepaid-expenses-definition.js';
import type { PaymentFrequency, PrepaidExpense } from './types.js';

const { breakDuration, expenses } = PREPAID_EXPENSES_DEFINITION.fields;

/**
 * The form's defaults (product: prepaid-expenses#inputs, #formulas-and-constants): a 3-month break
 * and two sample expenses.
 */
export const PREPAID_DEFAULTS = deepFreeze({
  breakDuration: breakDuration.default,
  expenses: [
    { name: 'Rent', amount: 1500, paymentFrequency: 'monthly' },
    { name: 'Health insurance premium', amount: 2400, paymentFrequency: 'annually' },
  ] as const satisfies readonly PrepaidExpense[],
} as const);

/**
 * Bounds beyond the product's rules: a break of at most 1200 months (100 years) and at most 100
 * expenses, so the largest total (100 × $1e12 × 1200) stays a finite number.
 */
export const PREPAID_LIMITS = deepFreeze({
  maxBreakDuration: breakDuration.max,
  maxExpenses: expenses.max,
});

/** The four frequencies, in the order the breakdown lists them. */
export const PAYMENT_FREQUENCIES: readonly PaymentFrequency[] =
  expenses.item.paymentFrequency.options;

/** Months between two payments of each frequency; a one-time payment never repeats. */
export const MONTHS_PER_PAYMENT = deepFreeze<Record<PaymentFrequency, number>>({
  monthly: 1,
  quarterly: 3,
  annually: 12,
  'one-time': Number.POSITIVE_INFINITY,
});

/**
 * Validation messages; `durationMin`, `nameRequired` and `amountPositive` are the product's
 * (product: prepaid-expenses#validation).
 */
export const PREPAID_MESSAGES = deepFreeze({
  durationMin: 'Duration must be at least 1 month',
  durationWhole: 'Duration must be a whole number of months',
  durationMax: `Duration must be at most ${breakDuration.max} months`,
  nameRequired: 'Expense name is required',
  amountPositive: 'Amount must be a positive number',
  frequencyInvalid: 'Payment frequency must be monthly, quarterly, annually or one-time',
} as const);
