import type { ValidationIssue } from '../shared/validation-issue.js';
import { PAYMENT_FREQUENCIES, PREPAID_MESSAGES } from './constants.js';
import type { PrepaidExpense, PrepaidExpensesInput } from './types.js';

/**
 * Checks a prepaid expenses form (spec §5): a duration of at least 1 month (and, our design,
 * a whole number of months, since payments are counted per month), and per expense a name,
 * an amount of at least $0 and one of the four frequencies. An empty list is valid (total 0).
 *
 * @example
 * validatePrepaidExpenses({ breakDuration: 0, expenses: [] })
 * // [{ path: 'breakDuration', message: 'Duration must be at least 1 month' }]
 */
export function validatePrepaidExpenses(input: PrepaidExpensesInput): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const duration = input.breakDuration;
  if (duration !== undefined) {
    if (typeof duration !== 'number' || !(duration >= 1)) {
      issues.push({ path: 'breakDuration', message: PREPAID_MESSAGES.durationMin });
    } else if (!Number.isInteger(duration)) {
      issues.push({ path: 'breakDuration', message: PREPAID_MESSAGES.durationWhole });
    }
  }
  const expenses: readonly PrepaidExpense[] = Array.isArray(input.expenses) ? input.expenses : [];
  expenses.forEach((expense, index) => {
    const at = `expenses.${index}`;
    if (typeof expense.name !== 'string' || expense.name.trim() === '') {
      issues.push({ path: `${at}.name`, message: PREPAID_MESSAGES.nameRequired });
    }
    const { amount } = expense;
    if (typeof amount !== 'number' || !(amount >= 0) || amount === Number.POSITIVE_INFINITY) {
      issues.push({ path: `${at}.amount`, message: PREPAID_MESSAGES.amountPositive });
    }
    if (!PAYMENT_FREQUENCIES.includes(expense.paymentFrequency)) {
      issues.push({ path: `${at}.paymentFrequency`, message: PREPAID_MESSAGES.frequencyInvalid });
    }
  });
  return issues;
}
