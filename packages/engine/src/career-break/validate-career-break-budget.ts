import { numberViolation } from '../shared/calculator-definition.js';
import type { NumberField } from '../shared/calculator-definition.js';
import { fieldOf, isFiniteNumber, isRecord } from '../shared/inputs.js';
import { LIMIT_MESSAGES } from '../shared/limits.js';
import type { ValidationIssue } from '../shared/validation-issue.js';
import { CAREER_BREAK_DEFINITION } from './career-break-definition.js';
import { CAREER_BREAK_MESSAGES } from './constants.js';
import type { CareerBreakExpenseDraft, CareerBreakInput } from './types.js';
import { validateExpenseItem } from './validate-expense-item.js';

const { fields } = CAREER_BREAK_DEFINITION;

/** An optional number: absent (undefined or null) is its default; else a number in its bounds. */
function checkOptional(
  issues: ValidationIssue[],
  path: string,
  field: NumberField,
  value: unknown,
  negativeMessage: string,
  tooLargeMessage: string,
): void {
  const violation = numberViolation(field, value);
  if (violation === 'invalid') issues.push({ path, message: CAREER_BREAK_MESSAGES.invalidNumbers });
  else if (violation === 'below') issues.push({ path, message: negativeMessage });
  else if (violation === 'above') issues.push({ path, message: tooLargeMessage });
}

function checkDuration(issues: ValidationIssue[], value: unknown): void {
  const m = CAREER_BREAK_MESSAGES;
  const path = 'durationYears';
  const violation = numberViolation(fields.durationYears, value);
  if (violation === 'missing' || violation === 'invalid') {
    issues.push({ path, message: m.invalidNumbers });
  } else if (violation === 'below') {
    // The product's rule is "greater than 0"; the least accepted value is a bound of its own.
    const notPositive = (value as number) <= 0;
    issues.push({ path, message: notPositive ? m.durationNotPositive : m.durationTooShort });
  } else if (violation === 'above') {
    issues.push({ path, message: m.durationTooLong });
  }
}

function checkExpenses(issues: ValidationIssue[], expenses: unknown): void {
  if (!Array.isArray(expenses)) {
    issues.push({ path: 'expenses', message: LIMIT_MESSAGES.notAList });
    return;
  }
  if (expenses.length > fields.expenses.max) {
    issues.push({ path: 'expenses', message: LIMIT_MESSAGES.tooMany(fields.expenses.max) });
    return;
  }
  let everyAmountIsANumber = true;
  // A plain loop, not forEach: a sparse list's holes are items too (undefined, not objects).
  for (let index = 0; index < expenses.length; index++) {
    const expense: unknown = expenses[index];
    issues.push(...validateExpenseItem(expense as CareerBreakExpenseDraft, `expenses.${index}`));
    if (!isFiniteNumber(fieldOf(expense, 'amount'))) everyAmountIsANumber = false;
  }
  // The product's 'total monthly expenses must parse as a number', on top of the items' issues.
  if (!everyAmountIsANumber) {
    issues.push({ path: 'expenses', message: CAREER_BREAK_MESSAGES.invalidNumbers });
  }
}

/**
 * Checks a career break budget form against {@link CAREER_BREAK_DEFINITION}. Duration, buffer
 * and the total of the monthly expenses must be real numbers ('Please enter valid numbers',
 * product: career-break#validation; a numeric string is not one); each expense needs a name and
 * an amount ({@link validateExpenseItem}). Beyond the product definition: the duration is from 0.01 to 100
 * years, the buffer from 0 % to 1000 %, savings, income and each amount from $0 to $1e12, and the
 * list holds at most 100 expenses (a longer one gives one issue at `expenses` and is not read).
 * Buffer, savings and income may be left out (undefined or null: their defaults). An input that
 * is not an object gives one issue at the root path ''.
 *
 * @example
 * validateCareerBreakBudget({ durationYears: NaN, expenses: [] })
 * // [{ path: 'durationYears', message: 'Please enter valid numbers' }]
 */
export function validateCareerBreakBudget(input: CareerBreakInput): ValidationIssue[] {
  if (!isRecord(input)) return [{ path: '', message: LIMIT_MESSAGES.notAnObject }];
  const issues: ValidationIssue[] = [];
  const m = CAREER_BREAK_MESSAGES;
  const tooLarge = LIMIT_MESSAGES.amountTooLarge;
  checkDuration(issues, fieldOf(input, 'durationYears'));
  checkOptional(
    issues,
    'emergencyBufferPercent',
    fields.emergencyBufferPercent,
    fieldOf(input, 'emergencyBufferPercent'),
    m.bufferNegative,
    m.bufferTooLarge,
  );
  checkOptional(
    issues,
    'currentSavings',
    fields.currentSavings,
    fieldOf(input, 'currentSavings'),
    m.savingsNegative,
    tooLarge,
  );
  checkOptional(
    issues,
    'currentAnnualIncome',
    fields.currentAnnualIncome,
    fieldOf(input, 'currentAnnualIncome'),
    m.incomeNegative,
    tooLarge,
  );
  checkExpenses(issues, fieldOf(input, 'expenses'));
  return issues;
}
