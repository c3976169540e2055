import { numberViolation } from '../shared/calculator-definition.js';
import { fieldOf, isRecord } from '../shared/inputs.js';
import { LIMIT_MESSAGES } from '../shared/limits.js';
import { listIssues } from '../shared/list-issues.js';
import type { ValidationIssue } from '../shared/validation-issue.js';
import { PREPAID_MESSAGES } from './constants.js';
import { PREPAID_EXPENSES_DEFINITION } from './prepaid-expenses-definition.js';
import type { PrepaidExpensesInput } from './types.js';

const { breakDuration, expenses } = PREPAID_EXPENSES_DEFINITION.fields;

/**
 * Issues of the optional duration: a whole number of months from 1 to 1200. Anything but a
 * number at least 1 (`null`, `NaN`, text) gets the product's minimum message; infinity the maximum.
 */
function durationIssues(duration: unknown): ValidationIssue[] {
  const path = 'breakDuration';
  if (duration === undefined) return [];
  if (typeof duration !== 'number' || !(duration >= breakDuration.min)) {
    return [{ path, message: PREPAID_MESSAGES.durationMin }];
  }
  if (duration > breakDuration.max) return [{ path, message: PREPAID_MESSAGES.durationMax }];
  if (numberViolation(breakDuration, duration) === 'fraction') {
    return [{ path, message: PREPAID_MESSAGES.durationWhole }];
  }
  return [];
}

/** Issues of one expense: a name, an amount from $0 to $1e12 and one of the four frequencies. */
function expenseIssues(expense: unknown, at: string): ValidationIssue[] {
  if (!isRecord(expense)) return [{ path: at, message: LIMIT_MESSAGES.notAnObject }];
  const { amount, paymentFrequency } = expenses.item;
  const issues: ValidationIssue[] = [];
  const name = fieldOf(expense, 'name');
  if (typeof name !== 'string' || name.trim() === '') {
    issues.push({ path: `${at}.name`, message: PREPAID_MESSAGES.nameRequired });
  }
  const violation = numberViolation(amount, fieldOf(expense, 'amount'));
  if (violation === 'above') {
    issues.push({ path: `${at}.amount`, message: LIMIT_MESSAGES.amountTooLarge });
  } else if (violation !== undefined) {
    issues.push({ path: `${at}.amount`, message: PREPAID_MESSAGES.amountPositive });
  }
  const frequency = fieldOf(expense, 'paymentFrequency');
  if (!paymentFrequency.options.some((option) => option === frequency)) {
    issues.push({ path: `${at}.paymentFrequency`, message: PREPAID_MESSAGES.frequencyInvalid });
  }
  return issues;
}

/**
 * Checks a prepaid expenses form (product: prepaid-expenses#validation): a duration of at least 1
 * month (and, our design, a whole number of months, since payments are counted per month, at most
 * 1200), and per expense a name, an amount of at least $0 (at most $1e12) and one of the four
 * frequencies. An empty or absent list is valid (total 0); at most 100 expenses. Never throws.
 *
 * @example
 * validatePrepaidExpenses({ breakDuration: 0, expenses: [] })
 * // [{ path: 'breakDuration', message: 'Duration must be at least 1 month' }]
 */
export function validatePrepaidExpenses(input: PrepaidExpensesInput): ValidationIssue[] {
  if (!isRecord(input)) return [{ path: '', message: LIMIT_MESSAGES.notAnObject }];
  const issues = durationIssues(fieldOf(input, 'breakDuration'));
  const list = fieldOf(input, 'expenses');
  if (list === undefined) return issues;
  issues.push(...listIssues(list, 'expenses', expenses.max, expenseIssues));
  return issues;
}
