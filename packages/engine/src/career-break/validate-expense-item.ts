import type { ValidationIssue } from '../shared/validation-issue.js';
import { CAREER_BREAK_CATEGORIES, CAREER_BREAK_MESSAGES } from './constants.js';
import type { CareerBreakExpenseDraft } from './types.js';

const CATEGORY_SET: ReadonlySet<string> = new Set(CAREER_BREAK_CATEGORIES);

/**
 * Checks one expense as the UI adds or edits it: a name (not blank) and an amount that parsed
 * as a number are both required; the amount cannot be negative; a category, when given, must be
 * one of {@link CAREER_BREAK_CATEGORIES}. `path` prefixes the issue paths.
 *
 * @example
 * validateExpenseItem({ name: 'Rent', amount: NaN }) // [{ path: 'expense', message: 'Please fill in both name and amount' }]
 */
export function validateExpenseItem(
  item: CareerBreakExpenseDraft,
  path = 'expense',
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (typeof item.name !== 'string' || item.name.trim() === '' || !Number.isFinite(item.amount)) {
    issues.push({ path, message: CAREER_BREAK_MESSAGES.expenseIncomplete });
  } else if (item.amount < 0) {
    issues.push({ path: `${path}.amount`, message: CAREER_BREAK_MESSAGES.expenseNegative });
  }
  if (item.category !== undefined && !CATEGORY_SET.has(item.category)) {
    issues.push({ path: `${path}.category`, message: CAREER_BREAK_MESSAGES.category });
  }
  return issues;
}
