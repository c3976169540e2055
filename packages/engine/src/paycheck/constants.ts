import { deepFreeze } from '../shared/deep-freeze.js';
import { PAYCHECK_DEFINITION } from './paycheck-definition.js';
import type { PayFrequency } from './types.js';

/** Paycheck planner constants (product: paycheck-planner#formulas-and-constants). */
export const PAYCHECK_DEFAULTS = deepFreeze({
  payFrequency: 'biweekly' satisfies PayFrequency,
  projectionMonths: 3,
  biweeklyStepDays: 14,
  semimonthlyPayDays: [1, 15],
} as const);

/** Bounds beyond the product's rules: a plan holds at most 100 bills. */
export const PAYCHECK_LIMITS = deepFreeze({ maxBills: PAYCHECK_DEFINITION.fields.bills.max });

/** The three pay frequencies (product: paycheck-planner#inputs). */
export const PAY_FREQUENCIES = PAYCHECK_DEFINITION.fields.payFrequency.options;

/**
 * Paychecks counted per month, which divide the monthly income
 * (product: paycheck-planner#formulas-and-constants: 1 monthly, 2 otherwise).
 */
export const PAYCHECKS_PER_MONTH = deepFreeze<Record<PayFrequency, number>>({
  biweekly: 2,
  semimonthly: 2,
  monthly: 1,
});

/**
 * Day ranges of the pay periods (product: paycheck-planner#formulas-and-constants), first and last
 * day of the month, both included; monthly pay has a single period, the whole month.
 */
export const PAY_PERIOD_DAYS = deepFreeze<
  Record<PayFrequency, { startDay: number; endDay: number }[]>
>({
  biweekly: [
    { startDay: 1, endDay: 14 },
    { startDay: 15, endDay: 31 },
  ],
  semimonthly: [
    { startDay: 1, endDay: 15 },
    { startDay: 16, endDay: 31 },
  ],
  monthly: [{ startDay: 1, endDay: 31 }],
});

/**
 * Validation messages; `incomeAndDateRequired` is the product's
 * (product: paycheck-planner#validation).
 */
export const PAYCHECK_MESSAGES = deepFreeze({
  incomeAndDateRequired: 'Please enter your income and start date.',
  incomeNegative: 'Income cannot be negative',
  payFrequency: 'Please choose a pay frequency',
  billIncomplete: 'Please fill in the bill name, amount and due day',
  billAmountNegative: 'Bill amount cannot be negative',
  dueDay: 'Due day must be between 1 and 31',
} as const);
