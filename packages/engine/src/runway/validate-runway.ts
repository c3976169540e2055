import { numberViolation } from '../shared/calculator-definition.js';
import type { NumberField, NumberViolation } from '../shared/calculator-definition.js';
import { fieldOf, isRecord } from '../shared/inputs.js';
import { LIMIT_MESSAGES } from '../shared/limits.js';
import type { ValidationIssue } from '../shared/validation-issue.js';
import { RUNWAY_MESSAGES, RUNWAY_RATE_BOUNDS } from './constants.js';
import { RUNWAY_DEFINITION } from './runway-definition.js';
import type { RunwayProfile } from './types.js';

/**
 * Checks a runway profile. Optional fields may be absent (undefined or null). Every numeric
 * field given must be a real finite number (a numeric string is not one; the four balances and
 * expenses are required); `breakDuration`, when not null, is a whole number of months from 1 to
 * 1200; money is ≥ 0 and at most $1e12; rates are −100 % to 1000 %; each allocation is 0–100 %
 * (they are not checked to sum to 100, as in the product definition). A profile that is not an object gives
 * one issue at the root path ''.
 *
 * @example
 * validateRunway({ currentSavings: NaN, stockInvestments: 0, cryptoInvestments: 0, monthlyExpensesDuringBreak: 3000 })
 * // [{ path: 'currentSavings', message: 'Please enter valid numbers for all required fields.' }]
 */
export function validateRunway(profile: RunwayProfile): ValidationIssue[] {
  if (!isRecord(profile)) return [{ path: '', message: LIMIT_MESSAGES.notAnObject }];
  const issues: ValidationIssue[] = [];
  for (const [path, field] of Object.entries(RUNWAY_DEFINITION.fields)) {
    const violation = numberViolation(field, fieldOf(profile, path));
    if (violation === undefined) continue;
    issues.push({ path, message: messageOf(path, field, violation) });
  }
  return issues;
}

function messageOf(path: string, field: NumberField, violation: NumberViolation): string {
  const label = field.label ?? path;
  if (violation === 'missing' || violation === 'invalid') return RUNWAY_MESSAGES.invalidNumber;
  if (field.kind === 'integer') return RUNWAY_MESSAGES.breakDuration;
  if (field.kind === 'money') {
    return violation === 'below'
      ? RUNWAY_MESSAGES.negativeMoney(label)
      : LIMIT_MESSAGES.amountTooLarge;
  }
  return field.min === RUNWAY_RATE_BOUNDS.min
    ? RUNWAY_MESSAGES.rate(label)
    : RUNWAY_MESSAGES.allocation(label);
}
