import { numberViolation } from '../shared/calculator-definition.js';
import { fieldOf, isFiniteNumber, isRecord } from '../shared/inputs.js';
import { LIMIT_MESSAGES } from '../shared/limits.js';
import type { ValidationIssue } from '../shared/validation-issue.js';
import { CAREER_BREAK_DEFINITION } from './career-break-definition.js';
import { CAREER_BREAK_CATEGORIES, CAREER_BREAK_MESSAGES } from './constants.js';
import type { CareerBreakExpenseDraft } from './types.js';

const CATEGORY_SET: ReadonlySet<unknown> = new Set(CAREER_BREAK_CATEGORIES);

const { amount: amountField } = CAREER_BREAK_DEFINITION.fields.expenses.item;

/**
 * Checks one expense as the UI adds or edits it: a name (a string, not blank) and an amount that
 * parsed as a number (a real number: a numeric string is not one) are both required; the amount
 * is from $0 to $1e12; a category, when given, must be one of {@link CAREER_BREAK_CATEGORIES}.
 * `path` prefixes the issue paths; an item that is not an object gives one issue at `path`.
 *
 * @example
 * validateExpenseItem({ name: 'Rent', amount: NaN }) // [{ path: 'expense', message: 'Please fill in both name and amount' }]
 */
export function validateExpenseItem(
  item: CareerBreakExpenseDraft,
  path = 'expense',
): ValidationIssue[] {
  if (!isRecord(item)) return [{ path, message: LIMIT_MESSAGES.notAnObject }];
  const issues: ValidationIssue[] = [];
  const name = fieldOf(item, 'name');
  const amount = fieldOf(item, 'amount');
  const violation = numberViolation(amountField, amount);
  if (typeof name !== 'string' || name.trim() === '' || !isFiniteNumber(amount)) {
    issues.push({ path, message: CAREER_BREAK_MESSAGES.expenseIncomplete });
  } else if (violation === 'below') {
    issues.push({ path: `${path}.amount`, message: CAREER_BREAK_MESSAGES.expenseNegative });
  } else if (violation === 'above') {
    issues.push({ path: `${path}.amount`, message: LIMIT_MESSAGES.amountTooLarge });
  }
  const category = fieldOf(item, 'category');
  if (category !== undefined && !CATEGORY_SET.has(category)) {
    issues.push({ path: `${path}.category`, message: CAREER_BREAK_MESSAGES.category });
  }
  return issues;
}
