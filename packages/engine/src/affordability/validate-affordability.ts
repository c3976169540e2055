import { fieldOf, isFiniteNumber, isRecord } from '../shared/inputs.js';
import { ENGINE_LIMITS, LIMIT_MESSAGES } from '../shared/limits.js';
import type { ValidationIssue } from '../shared/validation-issue.js';
import { AFFORDABILITY_MESSAGES } from './constants.js';
import type { AffordabilityInput } from './types.js';

/** Fields in form order: [name, label, required]. */
const FIELDS: readonly [keyof AffordabilityInput, string, boolean][] = [
  ['purchaseAmount', 'Purchase amount', true],
  ['monthlyIncome', 'Monthly income', true],
  ['monthlySavings', 'Monthly savings', true],
  ['monthlyExpenses', 'Monthly expenses', true],
  ['stockInvestments', 'Stock investments', false],
  ['cryptoInvestments', 'Crypto investments', false],
  ['emergencyFund', 'Emergency fund', false],
];

/**
 * Checks an affordability form. Purchase amount, monthly income, monthly savings and monthly
 * expenses must be numbers (the spec's message); the investments and emergency fund are optional
 * (absent or null is 0). Every amount given must be a finite number (a numeric string is not),
 * ≥ 0 and at most `ENGINE_LIMITS.maxAmount`. Input that is not an object gets one issue at the
 * root. Never throws, whatever it is given.
 *
 * @example
 * validateAffordability({ purchaseAmount: NaN, monthlyIncome: 5000, monthlySavings: 500, monthlyExpenses: 3000 })
 * // [{ path: 'purchaseAmount', message: 'Please enter valid numbers for all required fields.' }]
 */
export function validateAffordability(input: AffordabilityInput): ValidationIssue[] {
  const form: unknown = input;
  if (!isRecord(form)) return [{ path: '', message: LIMIT_MESSAGES.notAnObject }];
  const issues: ValidationIssue[] = [];
  for (const [path, label, required] of FIELDS) {
    const value = fieldOf(form, path);
    if (!required && (value === undefined || value === null)) continue;
    if (!isFiniteNumber(value)) {
      issues.push({ path, message: AFFORDABILITY_MESSAGES.invalidNumber });
    } else if (value < 0) {
      issues.push({ path, message: AFFORDABILITY_MESSAGES.negative(label) });
    } else if (value > ENGINE_LIMITS.maxAmount) {
      issues.push({ path, message: LIMIT_MESSAGES.amountTooLarge });
    }
  }
  return issues;
}
