import { deepFreeze } from '../shared/deep-freeze.js';
import type { PaymentFrequency, PrepaidExpense } from './types.js';

/** The form's defaults (spec §3, §9): a 3-month break and two sample expenses. */
export const PREPAID_DEFAULTS = deepFreeze({
  breakDuration: 3,
  expenses: [
    { name: 'Rent', amount: 1500, paymentFrequency: 'monthly' },
    { name: 'Health insurance premium', amount: 2400, paymentFrequency: 'annually' },
  ] as const satisfies readonly PrepaidExpense[],
} as const);

/**
 * Bounds beyond the spec's rules: a break of at most 1200 months (100 years) and at most 100
 * expenses, so the largest total (100 × $1e12 × 1200) stays a finite number.
 */
export const PREPAID_LIMITS = deepFreeze({ maxBreakDuration: 1200, maxExpenses: 100 } as const);

/** The four frequencies, in the order the breakdown lists them. */
export const PAYMENT_FREQUENCIES = deepFreeze<PaymentFrequency[]>([
  'monthly',
  'quarterly',
  'annually',
  'one-time',
]);

/** Months between two payments of each frequency; a one-time payment never repeats. */
export const MONTHS_PER_PAYMENT = deepFreeze<Record<PaymentFrequency, number>>({
  monthly: 1,
  quarterly: 3,
  annually: 12,
  'one-time': Number.POSITIVE_INFINITY,
});

/** Validation messages; `durationMin`, `nameRequired` and `amountPositive` are the spec's (§5). */
export const PREPAID_MESSAGES = deepFreeze({
  durationMin: 'Duration must be at least 1 month',
  durationWhole: 'Duration must be a whole number of months',
  durationMax: 'Duration must be at most 1200 months',
  nameRequired: 'Expense name is required',
  amountPositive: 'Amount must be a positive number',
  frequencyInvalid: 'Payment frequency must be monthly, quarterly, annually or one-time',
} as const);
