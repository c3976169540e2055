import { isIsoDate } from '../shared/dates.js';
import type { ValidationIssue } from '../shared/validation-issue.js';
import { PAY_FREQUENCIES, PAYCHECK_MESSAGES } from './constants.js';
import type { PaycheckPlanInput } from './types.js';

/**
 * Checks a paycheck plan: an income above 0 and a real start date are required (spec §5), the
 * frequency is one of the three, and every bill has a name, an amount of 0 or more and a due
 * day from 1 to 31.
 *
 * @example validatePaycheckPlan({ monthlyIncome: 0, payFrequency: 'monthly', startDate: '' })
 * // [{ path: 'monthlyIncome', message: 'Please enter your income and start date.' },
 * //  { path: 'startDate', message: 'Please enter your income and start date.' }]
 */
export function validatePaycheckPlan(input: PaycheckPlanInput): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const { monthlyIncome } = input;
  if (!Number.isFinite(monthlyIncome) || monthlyIncome === 0) {
    issues.push({ path: 'monthlyIncome', message: PAYCHECK_MESSAGES.incomeAndDateRequired });
  } else if (monthlyIncome < 0) {
    issues.push({ path: 'monthlyIncome', message: PAYCHECK_MESSAGES.incomeNegative });
  }
  if (!isIsoDate(input.startDate)) {
    issues.push({ path: 'startDate', message: PAYCHECK_MESSAGES.incomeAndDateRequired });
  }
  if (!PAY_FREQUENCIES.includes(input.payFrequency)) {
    issues.push({ path: 'payFrequency', message: PAYCHECK_MESSAGES.payFrequency });
  }
  (input.bills ?? []).forEach((bill, index) => {
    const path = `bills.${index}`;
    if (
      typeof bill.name !== 'string' ||
      bill.name.trim() === '' ||
      !Number.isFinite(bill.amount) ||
      !Number.isFinite(bill.dueDate)
    ) {
      issues.push({ path, message: PAYCHECK_MESSAGES.billIncomplete });
      return;
    }
    if (bill.amount < 0)
      issues.push({ path: `${path}.amount`, message: PAYCHECK_MESSAGES.billAmountNegative });
    if (!Number.isInteger(bill.dueDate) || bill.dueDate < 1 || bill.dueDate > 31) {
      issues.push({ path: `${path}.dueDate`, message: PAYCHECK_MESSAGES.dueDay });
    }
  });
  return issues;
}
