import { fieldOf, isFiniteNumber, isRecord } from '../shared/inputs.js';
import { ENGINE_LIMITS, LIMIT_MESSAGES } from '../shared/limits.js';
import type { ValidationIssue } from '../shared/validation-issue.js';
import {
  CAREER_BREAK_DURATION_BOUNDS,
  CAREER_BREAK_MAX_BUFFER_PERCENT,
  CAREER_BREAK_MAX_EXPENSES,
  CAREER_BREAK_MESSAGES,
} from './constants.js';
import type { CareerBreakExpenseDraft, CareerBreakInput } from './types.js';
import { validateExpenseItem } from './validate-expense-item.js';

/** An optional amount: absent (undefined or null) is the default 0; else a number in [0, max]. */
function checkOptional(
  issues: ValidationIssue[],
  path: string,
  value: unknown,
  negativeMessage: string,
  max: number,
  tooLargeMessage: string,
): void {
  if (value === undefined || value === null) return;
  if (!isFiniteNumber(value)) {
    issues.push({ path, message: CAREER_BREAK_MESSAGES.invalidNumbers });
  } else if (value < 0) {
    issues.push({ path, message: negativeMessage });
  } else if (value > max) {
    issues.push({ path, message: tooLargeMessage });
  }
}

function checkDuration(issues: ValidationIssue[], value: unknown): void {
  const m = CAREER_BREAK_MESSAGES;
  const path = 'durationYears';
  if (!isFiniteNumber(value)) issues.push({ path, message: m.invalidNumbers });
  else if (value <= 0) issues.push({ path, message: m.durationNotPositive });
  else if (value < CAREER_BREAK_DURATION_BOUNDS.min)
    issues.push({ path, message: m.durationTooShort });
  else if (value > CAREER_BREAK_DURATION_BOUNDS.max)
    issues.push({ path, message: m.durationTooLong });
}

function checkExpenses(issues: ValidationIssue[], expenses: unknown): void {
  if (!Array.isArray(expenses)) {
    issues.push({ path: 'expenses', message: LIMIT_MESSAGES.notAList });
    return;
  }
  if (expenses.length > CAREER_BREAK_MAX_EXPENSES) {
    issues.push({ path: 'expenses', message: LIMIT_MESSAGES.tooMany(CAREER_BREAK_MAX_EXPENSES) });
    return;
  }
  let everyAmountIsANumber = true;
  // A plain loop, not forEach: a sparse list's holes are items too (undefined, not objects).
  for (let index = 0; index < expenses.length; index++) {
    const expense: unknown = expenses[index];
    issues.push(...validateExpenseItem(expense as CareerBreakExpenseDraft, `expenses.${index}`));
    if (!isFiniteNumber(fieldOf(expense, 'amount'))) everyAmountIsANumber = false;
  }
  // The spec's 'total monthly expenses must parse as a number', on top of the items' issues.
  if (!everyAmountIsANumber) {
    issues.push({ path: 'expenses', message: CAREER_BREAK_MESSAGES.invalidNumbers });
  }
}

/**
 * Checks a career break budget form. Duration, buffer and the total of the monthly expenses
 * must be real numbers ('Please enter valid numbers', spec §5; a numeric string is not one);
 * each expense needs a name and an amount ({@link validateExpenseItem}). Beyond the spec: the
 * duration is from 0.01 to 100 years, the buffer from 0 % to 1000 %, savings, income and each
 * amount from $0 to $1e12, and the list holds at most 100 expenses (a longer one gives one issue
 * at `expenses` and is not read). Savings and income may be left out (undefined or null: 0).
 * An input that is not an object gives one issue at the root path ''.
 *
 * @example
 * validateCareerBreakBudget({ durationYears: NaN, expenses: [] })
 * // [{ path: 'durationYears', message: 'Please enter valid numbers' }]
 */
export function validateCareerBreakBudget(input: CareerBreakInput): ValidationIssue[] {
  if (!isRecord(input)) return [{ path: '', message: LIMIT_MESSAGES.notAnObject }];
  const issues: ValidationIssue[] = [];
  const m = CAREER_BREAK_MESSAGES;
  const max = ENGINE_LIMITS.maxAmount;
  checkDuration(issues, fieldOf(input, 'durationYears'));
  checkOptional(
    issues,
    'emergencyBufferPercent',
    fieldOf(input, 'emergencyBufferPercent'),
    m.bufferNegative,
    CAREER_BREAK_MAX_BUFFER_PERCENT,
    m.bufferTooLarge,
  );
  const tooLarge = LIMIT_MESSAGES.amountTooLarge;
  checkOptional(
    issues,
    'currentSavings',
    fieldOf(input, 'currentSavings'),
    m.savingsNegative,
    max,
    tooLarge,
  );
  checkOptional(
    issues,
    'currentAnnualIncome',
    fieldOf(input, 'currentAnnualIncome'),
    m.incomeNegative,
    max,
    tooLarge,
  );
  checkExpenses(issues, fieldOf(input, 'expenses'));
  return issues;
}
