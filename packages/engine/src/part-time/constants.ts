import { deepFreeze } from '../shared/deep-freeze.js';
import type { PartTimeForm } from './types.js';

/**
 * Defaults of the form. Salaries, hours, portfolio, cash, market and temporary months are the
 * spec's (§9); the contributions and expenses are ours (ADR 003): about 24 % of gross pay saved
 * full-time, 12 % part-time, and a $2,200 household budget.
 */
export const PART_TIME_DEFAULTS = deepFreeze({
  fullTimeSalary: 75_000,
  partTimeSalary: 40_000,
  weeklyHours: 20,
  currentPortfolio: 100_000,
  currentCash: 25_000,
  fullTimeContribution: 1000,
  partTimeContribution: 300,
  fullTimeCashContribution: 500,
  partTimeCashContribution: 100,
  marketReturns: 7,
  expenses: [
    { name: 'Rent', amount: 1500, isFixed: true },
    { name: 'Utilities', amount: 200, isFixed: true },
    { name: 'Groceries', amount: 500, isFixed: false },
  ],
  isTemporary: false,
  temporaryMonths: 12,
} as const satisfies PartTimeForm);

/**
 * Full-time hours a week and weeks a year (for the effective hourly rates), and the months of
 * the growth chart and of the impact horizon (spec §9).
 */
export const PART_TIME_CONSTANTS = deepFreeze({
  fullTimeWeeklyHours: 40,
  weeksPerYear: 52,
  chartMonths: 60,
  impactMonths: 120,
} as const);

/**
 * Bounds of the form (spec §5), and ours: at most 100 expenses (amounts are capped by
 * `ENGINE_LIMITS.maxAmount`).
 */
export const PART_TIME_LIMITS = deepFreeze({
  weeklyHours: { min: 1, max: 40 },
  marketReturns: { min: -20, max: 30 },
  temporaryMonths: { min: 1, max: 120 },
  maxExpenses: 100,
} as const);

/** Validation messages for the bounds of spec §5. */
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
