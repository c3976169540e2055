import { numberViolation } from '../shared/calculator-definition.js';
import type { NumberField } from '../shared/calculator-definition.js';
import { isRecord } from '../shared/inputs.js';
import { LIMIT_MESSAGES } from '../shared/limits.js';
import type { ValidationIssue } from '../shared/validation-issue.js';
import { LAYOFF_MESSAGES } from './constants.js';
import { LAYOFF_DEFINITION } from './layoff-definition.js';
import type { LayoffInput } from './types.js';

/**
 * Checks a layoff form, from any caller. Blank inputs are 0 (the caller passes 0 or leaves the
 * field out), so only non-numbers (a string is not read as one, nor is `null`) and negative
 * numbers are rejected ('<Field> must be a number of 0 or more'), plus values above a bound:
 * money at most $1,000,000,000,000, years of service 100, severance weeks per year 52, unused PTO
 * 1000 days, PTO payout rate 100 %, health benefits 120 months. `severance` and `expenses` must
 * be objects.
 *
 * @example
 * validateLayoff({ severance: { baseSalary: -1 }, expenses: {} })
 * // [{ path: 'severance.baseSalary', message: 'Base salary must be a number of 0 or more' }]
 */
export function validateLayoff(input: LayoffInput): ValidationIssue[] {
  if (!isRecord(input)) return [{ path: '', message: LIMIT_MESSAGES.notAnObject }];
  const issues: ValidationIssue[] = [];
  for (const [group, { fields }] of Object.entries(LAYOFF_DEFINITION.fields)) {
    const values: unknown = input[group as keyof LayoffInput];
    if (!isRecord(values)) {
      issues.push({ path: group, message: LIMIT_MESSAGES.notAnObject });
      continue;
    }
    const known: Readonly<Record<string, NumberField>> = fields;
    for (const [key, value] of Object.entries(values)) {
      // Unknown fields, and a field of the other group, are not read by the calculator.
      if (value === undefined || !Object.hasOwn(known, key)) continue;
      const message = fieldIssue(key, known[key] as NumberField, value);
      if (message !== undefined) issues.push({ path: `${group}.${key}`, message });
    }
  }
  return issues;
}

/** The message for one field's value, or undefined when it is valid. */
function fieldIssue(key: string, field: NumberField, value: unknown): string | undefined {
  const violation = value === null ? 'invalid' : numberViolation(field, value);
  if (violation === undefined) return undefined;
  if (violation !== 'above') return `${field.label ?? key} ${LAYOFF_MESSAGES.notNonNegative}`;
  if (field.kind === 'money') return LIMIT_MESSAGES.amountTooLarge;
  return LAYOFF_MESSAGES[key as keyof typeof LAYOFF_MESSAGES];
}
