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
 * (absent or null is 0). Every amount given must be finite and ≥ 0.
 *
 * @example
 * validateAffordability({ purchaseAmount: NaN, monthlyIncome: 5000, monthlySavings: 500, monthlyExpenses: 3000 })
 * // [{ path: 'purchaseAmount', message: 'Please enter valid numbers for all required fields.' }]
 */
export function validateAffordability(input: AffordabilityInput): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const [path, label, required] of FIELDS) {
    const value = input[path];
    if (!required && (value === undefined || value === null)) continue;
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      issues.push({ path, message: AFFORDABILITY_MESSAGES.invalidNumber });
    } else if (value < 0) {
      issues.push({ path, message: AFFORDABILITY_MESSAGES.negative(label) });
    }
  }
  return issues;
}
