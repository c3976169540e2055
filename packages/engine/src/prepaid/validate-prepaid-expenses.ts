import { fieldOf, isFiniteNumber, isRecord } from '../shared/inputs.js';
import { ENGINE_LIMITS, LIMIT_MESSAGES } from '../shared/limits.js';
import type { ValidationIssue } from '../shared/validation-issue.js';
import { PAYMENT_FREQUENCIES, PREPAID_LIMITS, PREPAID_MESSAGES } from './constants.js';
import type { PaymentFrequency, PrepaidExpensesInput } from './types.js';
import { listIssues } from '../shared/list-issues.js';

/** Issues of the optional duration: a whole number of months from 1 to 1200. */
function durationIssues(duration: unknown): ValidationIssue[] {
  const path = 'breakDuration';
  if (duration === undefined) return [];
  if (typeof duration !== 'number' || !(duration >= 1)) {
    return [{ path, message: PREPAID_MESSAGES.durationMin }];
  }
  if (duration > PREPAID_LIMITS.maxBreakDuration) {
    return [{ path, message: PREPAID_MESSAGES.durationMax }];
  }
  if (!Number.isInteger(duration)) return [{ path, message: PREPAID_MESSAGES.durationWhole }];
  return [];
}

/** Issues of one expense: a name, an amount from $0 to $1e12 and one of the four frequencies. */
function expenseIssues(expense: unknown, at: string): ValidationIssue[] {
  if (!isRecord(expense)) return [{ path: at, message: LIMIT_MESSAGES.notAnObject }];
  const issues: ValidationIssue[] = [];
  const name = fieldOf(expense, 'name');
  if (typeof name !== 'string' || name.trim() === '') {
    issues.push({ path: `${at}.name`, message: PREPAID_MESSAGES.nameRequired });
  }
  const amount = fieldOf(expense, 'amount');
  if (!isFiniteNumber(amount) || amount < 0) {
    issues.push({ path: `${at}.amount`, message: PREPAID_MESSAGES.amountPositive });
  } else if (amount > ENGINE_LIMITS.maxAmount) {
    issues.push({ path: `${at}.amount`, message: LIMIT_MESSAGES.amountTooLarge });
  }
  if (!PAYMENT_FREQUENCIES.includes(fieldOf(expense, 'paymentFrequency') as PaymentFrequency)) {
    issues.push({ path: `${at}.paymentFrequency`, message: PREPAID_MESSAGES.frequencyInvalid });
  }
  return issues;
}

/**
 * Checks a prepaid expenses form (spec §5): a duration of at least 1 month (and, our design,
 * a whole number of months, since payments are counted per month, at most 1200), and per
 * expense a name, an amount of at least $0 (at most $1e12) and one of the four frequencies.
 * An empty or absent list is valid (total 0); at most 100 expenses. Never throws.
 *
 * @example
 * validatePrepaidExpenses({ breakDuration: 0, expenses: [] })
 * // [{ path: 'breakDuration', message: 'Duration must be at least 1 month' }]
 */
export function validatePrepaidExpenses(input: PrepaidExpensesInput): ValidationIssue[] {
  if (!isRecord(input)) return [{ path: '', message: LIMIT_MESSAGES.notAnObject }];
  const issues = durationIssues(fieldOf(input, 'breakDuration'));
  const expenses = fieldOf(input, 'expenses');
  if (expenses === undefined) return issues;
  issues.push(...listIssues(expenses, 'expenses', PREPAID_LIMITS.maxExpenses, expenseIssues));
  return issues;
}
