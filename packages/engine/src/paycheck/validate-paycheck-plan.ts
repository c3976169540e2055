import { isInEngineYears, isIsoDate } from '../shared/dates.js';
import { fieldOf, isFiniteNumber, isRecord } from '../shared/inputs.js';
import { ENGINE_LIMITS, LIMIT_MESSAGES } from '../shared/limits.js';
import type { ValidationIssue } from '../shared/validation-issue.js';
import { PAY_FREQUENCIES, PAYCHECK_LIMITS, PAYCHECK_MESSAGES } from './constants.js';
import type { PayFrequency, PaycheckPlanInput } from './types.js';
import { listIssues } from '../shared/list-issues.js';

/** Issues of one bill (an object with a name, an amount, a due day 1–31 and `split`). */
function billIssues(bill: unknown, path: string): ValidationIssue[] {
  if (!isRecord(bill)) return [{ path, message: LIMIT_MESSAGES.notAnObject }];
  const { name, amount, dueDate, split } = bill;
  if (
    typeof name !== 'string' ||
    name.trim() === '' ||
    !isFiniteNumber(amount) ||
    !isFiniteNumber(dueDate)
  ) {
    return [{ path, message: PAYCHECK_MESSAGES.billIncomplete }];
  }
  const issues: ValidationIssue[] = [];
  if (amount < 0) {
    issues.push({ path: `${path}.amount`, message: PAYCHECK_MESSAGES.billAmountNegative });
  } else if (amount > ENGINE_LIMITS.maxAmount) {
    issues.push({ path: `${path}.amount`, message: LIMIT_MESSAGES.amountTooLarge });
  }
  if (!Number.isInteger(dueDate) || dueDate < 1 || dueDate > 31) {
    issues.push({ path: `${path}.dueDate`, message: PAYCHECK_MESSAGES.dueDay });
  }
  if (typeof split !== 'boolean') {
    issues.push({ path: `${path}.split`, message: LIMIT_MESSAGES.notTrueOrFalse });
  }
  return issues;
}

/**
 * Checks a paycheck plan: an income above 0 and a real start date are required (spec §5), the
 * frequency is one of the three, and every bill has a name, an amount of 0 or more, a due day
 * from 1 to 31 and `split` true or false. Beyond the spec: amounts are at most $1e12, the start
 * date lies in 1900–2200 and there are at most 100 bills. Never throws, whatever it is given.
 *
 * @example validatePaycheckPlan({ monthlyIncome: 0, payFrequency: 'monthly', startDate: '' })
 * // [{ path: 'monthlyIncome', message: 'Please enter your income and start date.' },
 * //  { path: 'startDate', message: 'Please enter your income and start date.' }]
 */
export function validatePaycheckPlan(input: PaycheckPlanInput): ValidationIssue[] {
  if (!isRecord(input)) return [{ path: '', message: LIMIT_MESSAGES.notAnObject }];
  const issues: ValidationIssue[] = [];
  const monthlyIncome = fieldOf(input, 'monthlyIncome');
  if (!isFiniteNumber(monthlyIncome) || monthlyIncome === 0) {
    issues.push({ path: 'monthlyIncome', message: PAYCHECK_MESSAGES.incomeAndDateRequired });
  } else if (monthlyIncome < 0) {
    issues.push({ path: 'monthlyIncome', message: PAYCHECK_MESSAGES.incomeNegative });
  } else if (monthlyIncome > ENGINE_LIMITS.maxAmount) {
    issues.push({ path: 'monthlyIncome', message: LIMIT_MESSAGES.amountTooLarge });
  }
  const startDate = fieldOf(input, 'startDate');
  if (!isIsoDate(startDate)) {
    issues.push({ path: 'startDate', message: PAYCHECK_MESSAGES.incomeAndDateRequired });
  } else if (!isInEngineYears(startDate)) {
    issues.push({ path: 'startDate', message: LIMIT_MESSAGES.dateOutOfRange });
  }
  if (!PAY_FREQUENCIES.includes(fieldOf(input, 'payFrequency') as PayFrequency)) {
    issues.push({ path: 'payFrequency', message: PAYCHECK_MESSAGES.payFrequency });
  }
  const bills = fieldOf(input, 'bills');
  if (bills === undefined) return issues;
  issues.push(...listIssues(bills, 'bills', PAYCHECK_LIMITS.maxBills, billIssues));
  return issues;
}
