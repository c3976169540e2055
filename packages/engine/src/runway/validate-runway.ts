import { fieldOf, isFiniteNumber, isRecord } from '../shared/inputs.js';
import { ENGINE_LIMITS, LIMIT_MESSAGES } from '../shared/limits.js';
import type { ValidationIssue } from '../shared/validation-issue.js';
import { RUNWAY_MAX_BREAK_MONTHS, RUNWAY_MESSAGES, RUNWAY_RATE_BOUNDS } from './constants.js';
import type { RunwayProfile } from './types.js';

type Field = Exclude<keyof RunwayProfile, 'breakDuration'>;

/** Fields in form order: [name, label, kind, required]. */
const FIELDS: readonly [Field, string, 'money' | 'rate' | 'allocation', boolean][] = [
  ['currentSavings', 'Current savings', 'money', true],
  ['stockInvestments', 'Stock investments', 'money', true],
  ['cryptoInvestments', 'Crypto investments', 'money', true],
  ['monthlyExpensesDuringBreak', 'Monthly expenses', 'money', true],
  ['monthlyIncomeBreak', 'Monthly income', 'money', false],
  ['expectedMarketReturns', 'Expected market returns', 'rate', false],
  ['cryptoMarketReturns', 'Crypto market returns', 'rate', false],
  ['cashSavingsReturn', 'Cash savings return', 'rate', false],
  ['inflationRate', 'Inflation rate', 'rate', false],
  ['withdrawalStockAllocation', 'Stock allocation', 'allocation', false],
  ['withdrawalCryptoAllocation', 'Crypto allocation', 'allocation', false],
  ['withdrawalCashAllocation', 'Cash allocation', 'allocation', false],
];

/**
 * Checks a runway profile. Optional fields may be absent (undefined or null). Every numeric
 * field given must be a real finite number (a numeric string is not one; the four balances and
 * expenses are required); `breakDuration`, when not null, is a whole number of months from 1 to
 * 1200; money is ≥ 0 and at most $1e12; rates are −100 % to 1000 %; each allocation is 0–100 %
 * (they are not checked to sum to 100, as in the spec). A profile that is not an object gives
 * one issue at the root path ''.
 *
 * @example
 * validateRunway({ currentSavings: NaN, stockInvestments: 0, cryptoInvestments: 0, monthlyExpensesDuringBreak: 3000 })
 * // [{ path: 'currentSavings', message: 'Please enter valid numbers for all required fields.' }]
 */
export function validateRunway(profile: RunwayProfile): ValidationIssue[] {
  if (!isRecord(profile)) return [{ path: '', message: LIMIT_MESSAGES.notAnObject }];
  const issues: ValidationIssue[] = [];
  const breakDuration = fieldOf(profile, 'breakDuration');
  if (breakDuration !== undefined && breakDuration !== null) {
    if (!isFiniteNumber(breakDuration)) {
      issues.push({ path: 'breakDuration', message: RUNWAY_MESSAGES.invalidNumber });
    } else if (
      !Number.isInteger(breakDuration) ||
      breakDuration < 1 ||
      breakDuration > RUNWAY_MAX_BREAK_MONTHS
    ) {
      issues.push({ path: 'breakDuration', message: RUNWAY_MESSAGES.breakDuration });
    }
  }
  for (const [path, label, kind, required] of FIELDS) {
    const value = fieldOf(profile, path);
    if ((value === undefined || value === null) && !required) continue;
    if (!isFiniteNumber(value)) {
      issues.push({ path, message: RUNWAY_MESSAGES.invalidNumber });
    } else if (kind === 'money' && value < 0) {
      issues.push({ path, message: RUNWAY_MESSAGES.negativeMoney(label) });
    } else if (kind === 'money' && value > ENGINE_LIMITS.maxAmount) {
      issues.push({ path, message: LIMIT_MESSAGES.amountTooLarge });
    } else if (
      kind === 'rate' &&
      (value < RUNWAY_RATE_BOUNDS.min || value > RUNWAY_RATE_BOUNDS.max)
    ) {
      issues.push({ path, message: RUNWAY_MESSAGES.rate(label) });
    } else if (kind === 'allocation' && (value < 0 || value > 100)) {
      issues.push({ path, message: RUNWAY_MESSAGES.allocation(label) });
    }
  }
  return issues;
}
