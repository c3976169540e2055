import { numberViolation } from '../shared/calculator-definition.js';
import { isInEngineYears, isIsoDate } from '../shared/dates.js';
import { fieldOf, isFiniteNumber, isRecord } from '../shared/inputs.js';
import { LIMIT_MESSAGES } from '../shared/limits.js';
import { listIssues } from '../shared/list-issues.js';
import type { ValidationIssue } from '../shared/validation-issue.js';
import { PAYCHECK_MESSAGES } from './constants.js';
import { PAYCHECK_DEFINITION } from './paycheck-definition.js';
import type { PaycheckPlanInput } from './types.js';

const { fields } = PAYCHECK_DEFINITION;
const billFields = fields.bills.item;
const FREQUENCIES: ReadonlySet<unknown> = new Set(fields.payFrequency.options);

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
  const amountViolation = numberViolation(billFields.amount, amount);
  if (amountViolation === 'below') {
    issues.push({ path: `${path}.amount`, message: PAYCHECK_MESSAGES.billAmountNegative });
  } else if (amountViolation === 'above') {
    issues.push({ path: `${path}.amount`, message: LIMIT_MESSAGES.amountTooLarge });
  }
  if (numberViolation(billFields.dueDate, dueDate) !== undefined) {
    issues.push({ path: `${path}.dueDate`, message: PAYCHECK_MESSAGES.dueDay });
  }
  if (typeof split !== 'boolean') {
    issues.push({ path: `${path}.split`, message: LIMIT_MESSAGES.notTrueOrFalse });
  }
  return issues;
}

/** The income's issue: 0 counts as not entered (product: paycheck-planner#validation). */
function incomeIssue(income: unknown): string | undefined {
  const violation = numberViolation(fields.monthlyIncome, income);
  if (violation === 'missing' || violation === 'invalid' || income === 0) {
    return PAYCHECK_MESSAGES.incomeAndDateRequired;
  }
  if (violation === 'below') return PAYCHECK_MESSAGES.incomeNegative;
  return violation === 'above' ? LIMIT_MESSAGES.amountTooLarge : undefined;
}

/**
 * Checks a paycheck plan against {@link PAYCHECK_DEFINITION}: an income above 0 and a real start
 * date are required (product: paycheck-planner#validation), the frequency is one of the three,
 * and every bill has a name, an amount of 0 or more, a due day from 1 to 31 and `split` true or
 * false. Beyond the product definition: amounts are at most $1e12, the start date lies in 1900–2200 and there
 * are at most 100 bills. Never throws, whatever it is given.
 *
 * @example validatePaycheckPlan({ monthlyIncome: 0, payFrequency: 'monthly', startDate: '' })
 * // [{ path: 'monthlyIncome', message: 'Please enter your income and start date.' },
 * //  { path: 'startDate', message: 'Please enter your income and start date.' }]
 */
export function validatePaycheckPlan(input: PaycheckPlanInput): ValidationIssue[] {
  if (!isRecord(input)) return [{ path: '', message: LIMIT_MESSAGES.notAnObject }];
  const issues: ValidationIssue[] = [];
  const income = incomeIssue(fieldOf(input, 'monthlyIncome'));
  if (income) issues.push({ path: 'monthlyIncome', message: income });
  const startDate = fieldOf(input, 'startDate');
  if (!isIsoDate(startDate)) {
    issues.push({ path: 'startDate', message: PAYCHECK_MESSAGES.incomeAndDateRequired });
  } else if (!isInEngineYears(startDate)) {
    issues.push({ path: 'startDate', message: LIMIT_MESSAGES.dateOutOfRange });
  }
  if (!FREQUENCIES.has(fieldOf(input, 'payFrequency'))) {
    issues.push({ path: 'payFrequency', message: PAYCHECK_MESSAGES.payFrequency });
  }
  const bills = fieldOf(input, 'bills');
  if (bills === undefined) return issues;
  issues.push(...listIssues(bills, 'bills', fields.bills.max, billIssues));
  return issues;
}
