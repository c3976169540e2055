import type { ValidationIssue } from '../shared/validation-issue.js';
import { PART_TIME_LIMITS, PART_TIME_MESSAGES } from './constants.js';
import type { PartTimeForm } from './types.js';

const NON_NEGATIVE = [
  'fullTimeSalary',
  'partTimeSalary',
  'currentPortfolio',
  'currentCash',
  'fullTimeContribution',
  'partTimeContribution',
  'fullTimeCashContribution',
  'partTimeCashContribution',
] as const;

const inRange = (value: number, { min, max }: { min: number; max: number }): boolean =>
  Number.isFinite(value) && value >= min && value <= max;

/**
 * Checks a part-time form (spec §5): salaries, portfolio, cash and contributions at least 0;
 * weekly hours 1–40; market returns −20 to 30 %; temporary months a whole number 1–120 (only
 * when `isTemporary`); expense amounts at least 0. A missing field takes its default and passes.
 *
 * @example
 * validatePartTime({ weeklyHours: 45 }) // [{ path: 'weeklyHours', message: 'Weekly hours must be between 1 and 40' }]
 */
export function validatePartTime(form: Partial<PartTimeForm>): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const key of NON_NEGATIVE) {
    const value = form[key];
    if (value !== undefined && !(Number.isFinite(value) && value >= 0)) {
      issues.push({ path: key, message: PART_TIME_MESSAGES[key] });
    }
  }
  if (form.weeklyHours !== undefined && !inRange(form.weeklyHours, PART_TIME_LIMITS.weeklyHours)) {
    issues.push({ path: 'weeklyHours', message: PART_TIME_MESSAGES.weeklyHours });
  }
  if (
    form.marketReturns !== undefined &&
    !inRange(form.marketReturns, PART_TIME_LIMITS.marketReturns)
  ) {
    issues.push({ path: 'marketReturns', message: PART_TIME_MESSAGES.marketReturns });
  }
  const months = form.temporaryMonths;
  if (
    form.isTemporary === true &&
    months !== undefined &&
    !(Number.isInteger(months) && inRange(months, PART_TIME_LIMITS.temporaryMonths))
  ) {
    issues.push({ path: 'temporaryMonths', message: PART_TIME_MESSAGES.temporaryMonths });
  }
  (form.expenses ?? []).forEach((expense, index) => {
    if (!(Number.isFinite(expense.amount) && expense.amount >= 0)) {
      issues.push({ path: `expenses.${index}.amount`, message: PART_TIME_MESSAGES.expenseAmount });
    }
  });
  return issues;
}
