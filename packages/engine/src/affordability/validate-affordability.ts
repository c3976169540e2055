import { numberViolation } from '../shared/calculator-definition.js';
import type { NumberViolation } from '../shared/calculator-definition.js';
import { fieldOf, isRecord } from '../shared/inputs.js';
import { LIMIT_MESSAGES } from '../shared/limits.js';
import type { ValidationIssue } from '../shared/validation-issue.js';
import { AFFORDABILITY_DEFINITION } from './affordability-definition.js';
import { AFFORDABILITY_MESSAGES } from './constants.js';
import type { AffordabilityInput } from './types.js';

/**
 * Checks an affordability form. Purchase amount, monthly income, monthly savings and monthly
 * expenses must be numbers (the product's message); the investments and emergency fund are optional
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
  for (const [path, field] of Object.entries(AFFORDABILITY_DEFINITION.fields)) {
    const violation = numberViolation(field, fieldOf(form, path));
    if (violation === undefined) continue;
    issues.push({ path, message: messageOf(field.label ?? path, violation) });
  }
  return issues;
}

function messageOf(label: string, violation: NumberViolation): string {
  if (violation === 'below') return AFFORDABILITY_MESSAGES.negative(label);
  if (violation === 'above') return LIMIT_MESSAGES.amountTooLarge;
  return AFFORDABILITY_MESSAGES.invalidNumber;
}
