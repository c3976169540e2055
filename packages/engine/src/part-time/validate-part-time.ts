import { fieldOf, isFiniteNumber, isRecord } from '../shared/inputs.js';
import { ENGINE_LIMITS, LIMIT_MESSAGES } from '../shared/limits.js';
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

const inRange = (value: unknown, { min, max }: { min: number; max: number }): boolean =>
  isFiniteNumber(value) && value >= min && value <= max;

/** The issue of an amount of money: `message` when not a number ≥ 0, or too large; else `undefined`. */
function amountIssue(value: unknown, path: string, message: string): ValidationIssue | undefined {
  if (!(isFiniteNumber(value) && value >= 0)) return { path, message };
  if (value > ENGINE_LIMITS.maxAmount) return { path, message: LIMIT_MESSAGES.amountTooLarge };
  return undefined;
}

function expenseIssues(expenses: unknown): ValidationIssue[] {
  if (!Array.isArray(expenses)) return [{ path: 'expenses', message: LIMIT_MESSAGES.notAList }];
  if (expenses.length > PART_TIME_LIMITS.maxExpenses) {
    return [{ path: 'expenses', message: LIMIT_MESSAGES.tooMany(PART_TIME_LIMITS.maxExpenses) }];
  }
  const issues: ValidationIssue[] = [];
  // A plain loop, not forEach: forEach skips the holes of a sparse list.
  for (let index = 0; index < expenses.length; index += 1) {
    const expense: unknown = expenses[index];
    const path = `expenses.${index}`;
    if (!isRecord(expense)) {
      issues.push({ path, message: LIMIT_MESSAGES.notAnObject });
      continue;
    }
    if (typeof fieldOf(expense, 'name') !== 'string') {
      issues.push({ path: `${path}.name`, message: LIMIT_MESSAGES.notText });
    }
    const amount = amountIssue(
      fieldOf(expense, 'amount'),
      `${path}.amount`,
      PART_TIME_MESSAGES.expenseAmount,
    );
    if (amount) issues.push(amount);
    if (typeof fieldOf(expense, 'isFixed') !== 'boolean') {
      issues.push({ path: `${path}.isFixed`, message: LIMIT_MESSAGES.notTrueOrFalse });
    }
  }
  return issues;
}

/**
 * Checks a part-time form (spec §5): salaries, portfolio, cash and contributions at least 0;
 * weekly hours 1–40; market returns −20 to 30 %; temporary months a whole number 1–120 (only
 * when `isTemporary`); expense amounts at least 0. Beyond the spec: every amount at most
 * `ENGINE_LIMITS.maxAmount`, at most 100 expenses (each with a text `name` and a boolean
 * `isFixed`), `isTemporary` a boolean. A missing (or `undefined`) field takes its default and
 * passes; so does a missing form. Never throws, whatever it is given.
 *
 * @example
 * validatePartTime({ weeklyHours: 45 }) // [{ path: 'weeklyHours', message: 'Weekly hours must be between 1 and 40' }]
 */
export function validatePartTime(form: Partial<PartTimeForm> = {}): ValidationIssue[] {
  const input: unknown = form;
  if (!isRecord(input)) return [{ path: '', message: LIMIT_MESSAGES.notAnObject }];
  const issues: ValidationIssue[] = [];
  for (const key of NON_NEGATIVE) {
    const value = fieldOf(input, key);
    const issue =
      value === undefined ? undefined : amountIssue(value, key, PART_TIME_MESSAGES[key]);
    if (issue) issues.push(issue);
  }
  const weeklyHours = fieldOf(input, 'weeklyHours');
  if (weeklyHours !== undefined && !inRange(weeklyHours, PART_TIME_LIMITS.weeklyHours)) {
    issues.push({ path: 'weeklyHours', message: PART_TIME_MESSAGES.weeklyHours });
  }
  const marketReturns = fieldOf(input, 'marketReturns');
  if (marketReturns !== undefined && !inRange(marketReturns, PART_TIME_LIMITS.marketReturns)) {
    issues.push({ path: 'marketReturns', message: PART_TIME_MESSAGES.marketReturns });
  }
  const isTemporary = fieldOf(input, 'isTemporary');
  if (isTemporary !== undefined && typeof isTemporary !== 'boolean') {
    issues.push({ path: 'isTemporary', message: LIMIT_MESSAGES.notTrueOrFalse });
  }
  const months = fieldOf(input, 'temporaryMonths');
  // The range only matters on a temporary spell; a value that is not a number never fits.
  const monthsValid =
    isTemporary === true
      ? Number.isInteger(months) && inRange(months, PART_TIME_LIMITS.temporaryMonths)
      : isFiniteNumber(months);
  if (months !== undefined && !monthsValid) {
    issues.push({ path: 'temporaryMonths', message: PART_TIME_MESSAGES.temporaryMonths });
  }
  const expenses = fieldOf(input, 'expenses');
  if (expenses !== undefined) issues.push(...expenseIssues(expenses));
  return issues;
}
