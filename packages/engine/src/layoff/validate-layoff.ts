import { isFiniteNumber, isRecord } from '../shared/inputs.js';
import { ENGINE_LIMITS, LIMIT_MESSAGES } from '../shared/limits.js';
import type { ValidationIssue } from '../shared/validation-issue.js';
import {
  LAYOFF_DEFAULTS,
  LAYOFF_FIELD_LABELS,
  LAYOFF_LIMITS,
  LAYOFF_MESSAGES,
} from './constants.js';
import type { LayoffInput } from './types.js';

type Field = keyof typeof LAYOFF_FIELD_LABELS;

/**
 * Checks a layoff form, from any caller. Blank inputs are 0 (the caller passes 0 or leaves the
 * field out), so only non-numbers (a string is not read as one) and negative numbers are
 * rejected ('<Field> must be a number of 0 or more'), plus values above a bound: money at most
 * $1,000,000,000,000, years of service 100, severance weeks per year 52, unused PTO 1000 days,
 * PTO payout rate 100 %, health benefits 120 months. `severance` and `expenses` must be objects.
 *
 * @example
 * validateLayoff({ severance: { baseSalary: -1 }, expenses: {} })
 * // [{ path: 'severance.baseSalary', message: 'Base salary must be a number of 0 or more' }]
 */
export function validateLayoff(input: LayoffInput): ValidationIssue[] {
  if (!isRecord(input)) return [{ path: '', message: LIMIT_MESSAGES.notAnObject }];
  const issues: ValidationIssue[] = [];
  for (const group of ['severance', 'expenses'] as const) {
    const fields: unknown = input[group];
    if (!isRecord(fields)) {
      issues.push({ path: group, message: LIMIT_MESSAGES.notAnObject });
      continue;
    }
    for (const [key, value] of Object.entries(fields)) {
      // Unknown fields, and a field of the other group, are not read by the calculator.
      if (value === undefined || !Object.hasOwn(LAYOFF_DEFAULTS[group], key)) continue;
      const message = fieldIssue(key as Field, value);
      if (message !== undefined) issues.push({ path: `${group}.${key}`, message });
    }
  }
  return issues;
}

/** The message for one field's value, or undefined when it is valid. */
function fieldIssue(key: Field, value: unknown): string | undefined {
  if (!isFiniteNumber(value) || value < 0) {
    return `${LAYOFF_FIELD_LABELS[key]} ${LAYOFF_MESSAGES.notNonNegative}`;
  }
  if (Object.hasOwn(LAYOFF_LIMITS, key)) {
    const bounded = key as keyof typeof LAYOFF_LIMITS;
    return value > LAYOFF_LIMITS[bounded] ? LAYOFF_MESSAGES[bounded] : undefined;
  }
  return value > ENGINE_LIMITS.maxAmount ? LIMIT_MESSAGES.amountTooLarge : undefined;
}
