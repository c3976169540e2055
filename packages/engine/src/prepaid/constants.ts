import type { PaymentFrequency, PrepaidExpense } from './types.js';

/** The form's defaults (spec §3, §9): a 3-month break and two sample expenses. */
export const PREPAID_DEFAULTS = {
  breakDuration: 3,
  expenses: [
    { name: 'Rent', amount: 1500, paymentFrequency: 'monthly' },
    { name: 'Health insurance premium', amount: 2400, paymentFrequency: 'annually' },
  ] as const satisfies readonly PrepaidExpense[],
} as const;

/** The four frequencies, in the order the breakdown lists them. */
export const PAYMENT_FREQUENCIES: readonly PaymentFrequency[] = [
  'monthly',
  'quarterly',
  'annually',
  'one-time',
];

/** Months between two payments of each frequency; a one-time payment never repeats. */
export const MONTHS_PER_PAYMENT: Record<PaymentFrequency, number> = {
  monthly: 1,
  quarterly: 3,
  annually: 12,
  'one-time': Number.POSITIVE_INFINITY,
};

/** Validation messages; `durationMin`, `nameRequired` and `amountPositive` are the spec's (§5). */
export const PREPAID_MESSAGES = {
  durationMin: 'Duration must be at least 1 month',
  durationWhole: 'Duration must be a whole number of months',
  nameRequired: 'Expense name is required',
  amountPositive: 'Amount must be a positive number',
  frequencyInvalid: 'Payment frequency must be monthly, quarterly, annually or one-time',
} as const;
