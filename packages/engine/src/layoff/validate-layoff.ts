import type { ValidationIssue } from '../shared/validation-issue.js';
import { LAYOFF_FIELD_LABELS, LAYOFF_MESSAGES } from './constants.js';
import type { LayoffInput } from './types.js';

/**
 * Checks a layoff form. Blank inputs are 0 (the caller passes 0 or leaves the field out), so
 * only non-finite or negative numbers are rejected ('<Field> must be a number of 0 or more'),
 * plus a PTO payout rate above 100 %.
 *
 * @example
 * validateLayoff({ severance: { baseSalary: -1 }, expenses: {} })
 * // [{ path: 'severance.baseSalary', message: 'Base salary must be a number of 0 or more' }]
 */
export function validateLayoff(input: LayoffInput): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const group of ['severance', 'expenses'] as const) {
    for (const [key, value] of Object.entries(input[group]) as [
      keyof typeof LAYOFF_FIELD_LABELS,
      unknown,
    ][]) {
      if (value === undefined || !Object.hasOwn(LAYOFF_FIELD_LABELS, key)) continue;
      const path = `${group}.${key}`;
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
        issues.push({
          path,
          message: `${LAYOFF_FIELD_LABELS[key]} ${LAYOFF_MESSAGES.notNonNegative}`,
        });
      } else if (key === 'ptoPayoutRate' && value > 100) {
        issues.push({ path, message: LAYOFF_MESSAGES.ptoPayoutRate });
      }
    }
  }
  return issues;
}
