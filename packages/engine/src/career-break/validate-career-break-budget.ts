import type { ValidationIssue } from '../shared/validation-issue.js';
import { CAREER_BREAK_MESSAGES } from './constants.js';
import type { CareerBreakInput } from './types.js';
import { validateExpenseItem } from './validate-expense-item.js';

function checkNumber(
  issues: ValidationIssue[],
  path: string,
  value: number | undefined,
  negativeMessage: string,
  positive = false,
): void {
  if (value === undefined) return;
  if (!Number.isFinite(value)) {
    issues.push({ path, message: CAREER_BREAK_MESSAGES.invalidNumbers });
  } else if (positive ? value <= 0 : value < 0) {
    issues.push({ path, message: negativeMessage });
  }
}

/**
 * Checks a career break budget form. Duration, buffer and the total of the monthly expenses
 * must be numbers ('Please enter valid numbers', spec §5); each expense needs a name and an
 * amount. Beyond the spec: the duration must be above 0 and no amount may be negative.
 * Savings and income may be left out (they default to 0).
 *
 * @example
 * validateCareerBreakBudget({ durationYears: NaN, expenses: [] })
 * // [{ path: 'durationYears', message: 'Please enter valid numbers' }]
 */
export function validateCareerBreakBudget(input: CareerBreakInput): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const m = CAREER_BREAK_MESSAGES;
  if (!Number.isFinite(input.durationYears)) {
    issues.push({ path: 'durationYears', message: m.invalidNumbers });
  } else {
    checkNumber(issues, 'durationYears', input.durationYears, m.durationNotPositive, true);
  }
  checkNumber(issues, 'emergencyBufferPercent', input.emergencyBufferPercent, m.bufferNegative);
  checkNumber(issues, 'currentSavings', input.currentSavings, m.savingsNegative);
  checkNumber(issues, 'currentAnnualIncome', input.currentAnnualIncome, m.incomeNegative);
  let total = 0;
  input.expenses.forEach((expense, index) => {
    issues.push(...validateExpenseItem(expense, `expenses.${index}`));
    total += expense.amount;
  });
  if (!Number.isFinite(total)) issues.push({ path: 'expenses', message: m.invalidNumbers });
  return issues;
}
