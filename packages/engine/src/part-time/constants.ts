import { defaultsOf } from '../shared/calculator-definition.js';
import { deepFreeze } from '../shared/deep-freeze.js';
import { PART_TIME_DEFINITION } from './part-time-definition.js';

/** The defaults of the form, every field (see {@link PART_TIME_DEFINITION}). */
export const PART_TIME_DEFAULTS = defaultsOf(PART_TIME_DEFINITION.fields);

/**
 * Full-time hours a week and weeks a year (for the effective hourly rates), and the months of
 * the growth chart and of the impact horizon (product: part-time#formulas-and-constants).
 */
export const PART_TIME_CONSTANTS = deepFreeze({
  fullTimeWeeklyHours: 40,
  weeksPerYear: 52,
  chartMonths: 60,
  impactMonths: 120,
} as const);

const { weeklyHours, marketReturns, temporaryMonths, expenses } = PART_TIME_DEFINITION.fields;

/**
 * Bounds of the form (product: part-time#validation), and ours: at most 100 expenses (amounts are
 * capped by `ENGINE_LIMITS.maxAmount`).
 */
export const PART_TIME_LIMITS = deepFreeze({
  weeklyHours: { min: weeklyHours.min, max: weeklyHours.max },
  marketReturns: { min: marketReturns.min, max: marketReturns.max },
  temporaryMonths: { min: temporaryMonths.min, max: temporaryMonths.max },
  maxExpenses: expenses.max,
});

/** Validation messages for the bounds of product: part-time#validation. */
export const PART_TIME_MESSAGES = deepFreeze({
  fullTimeSalary: 'Full-time salary must be 0 or more',
  partTimeSalary: 'Part-time salary must be 0 or more',
  currentPortfolio: 'Current portfolio must be 0 or more',
  currentCash: 'Current cash must be 0 or more',
  fullTimeContribution: 'Full-time portfolio contribution must be 0 or more',
  partTimeContribution: 'Part-time portfolio contribution must be 0 or more',
  fullTimeCashContribution: 'Full-time cash contribution must be 0 or more',
  partTimeCashContribution: 'Part-time cash contribution must be 0 or more',
  weeklyHours: 'Weekly hours must be between 1 and 40',
  marketReturns: 'Market returns must be between -20% and 30%',
  temporaryMonths: 'Temporary period must be a whole number of months from 1 to 120',
  expenseAmount: 'Expense amount must be 0 or more',
} as const);
