import type { PayFrequency } from './types.js';

/** Paycheck planner constants (spec §9). */
export const PAYCHECK_DEFAULTS = {
  payFrequency: 'biweekly' satisfies PayFrequency,
  projectionMonths: 3,
  biweeklyStepDays: 14,
  semimonthlyPayDays: [1, 15],
} as const;

/** The three pay frequencies (spec §3). */
export const PAY_FREQUENCIES: readonly PayFrequency[] = ['biweekly', 'semimonthly', 'monthly'];

/** Paychecks counted per month, which divide the monthly income (spec §9: 1 monthly, 2 otherwise). */
export const PAYCHECKS_PER_MONTH: Record<PayFrequency, number> = {
  biweekly: 2,
  semimonthly: 2,
  monthly: 1,
};

/** Day ranges of the pay periods (spec §9); monthly pay has a single period, the whole month. */
export const PAY_PERIOD_DAYS: Record<PayFrequency, readonly (readonly [number, number])[]> = {
  biweekly: [
    [1, 14],
    [15, 31],
  ],
  semimonthly: [
    [1, 15],
    [16, 31],
  ],
  monthly: [[1, 31]],
};

/** Validation messages; `incomeAndDateRequired` is the spec's (§5). */
export const PAYCHECK_MESSAGES = {
  incomeAndDateRequired: 'Please enter your income and start date.',
  incomeNegative: 'Income cannot be negative',
  payFrequency: 'Please choose a pay frequency',
  billIncomplete: 'Please fill in the bill name, amount and due day',
  billAmountNegative: 'Bill amount cannot be negative',
  dueDay: 'Due day must be between 1 and 31',
} as const;
