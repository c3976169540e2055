import { defaultsOf, numberViolation, withDefaults } from '../shared/calculator-definition.js';
import type { NumberViolation } from '../shared/calculator-definition.js';
import { throwIfInvalid } from '../shared/engine-error.js';
import { fieldOf, isRecord } from '../shared/inputs.js';
import { LIMIT_MESSAGES } from '../shared/limits.js';
import type { ValidationIssue } from '../shared/validation-issue.js';
import { FIRE_MESSAGES } from './constants.js';
import type { FinancialIndependenceInput, FinancialIndependenceResult } from './types.js';
import { YEARS_TO_FI_DEFINITION } from './years-to-fi-definition.js';

/** Defaults of the optional fields: Mr. Money Mustache's table (5 % real, the 4 % rule). */
export const FINANCIAL_INDEPENDENCE_DEFAULTS = defaultsOf(YEARS_TO_FI_DEFINITION.fields);

const M = FIRE_MESSAGES;

/** Each field's message for a number out of its bounds. */
const outOfBounds: Record<
  keyof typeof YEARS_TO_FI_DEFINITION.fields,
  (violation: NumberViolation) => string
> = {
  savingsRate: () => M.savingsRate,
  annualIncome: (violation) =>
    violation === 'above' ? LIMIT_MESSAGES.amountTooLarge : M.annualIncome,
  realReturn: () => M.rate(YEARS_TO_FI_DEFINITION.fields.realReturn.label),
  withdrawalRate: () => M.withdrawalRate,
  currentSavings: (violation) =>
    violation === 'below'
      ? M.negativeMoney(YEARS_TO_FI_DEFINITION.fields.currentSavings.label)
      : LIMIT_MESSAGES.amountTooLarge,
};

/** The savings rates of {@link savingsRateTable}, %. */
const TABLE_RATES = Array.from({ length: 20 }, (_, i) => 5 * (i + 1));

/**
 * Checks a years-to-FI input. Optional fields may be absent (undefined or null); every number
 * given must be finite. `savingsRate` is 0–100 %, `annualIncome` more than $0 and at most $1e12,
 * `realReturn` −50 % to 50 %, `withdrawalRate` 0.01 % to 100 %,
 * `currentSavings` $0 to $1e12. Input that is not an object gives one issue at the root path ''.
 *
 * @example
 * validateFinancialIndependence({ savingsRate: 120, annualIncome: 60000 })
 * // [{ path: 'savingsRate', message: 'Savings rate must be between 0% and 100%' }]
 */
export function validateFinancialIndependence(
  input: FinancialIndependenceInput,
): ValidationIssue[] {
  if (!isRecord(input)) return [{ path: '', message: LIMIT_MESSAGES.notAnObject }];
  const issues: ValidationIssue[] = [];
  for (const [path, field] of Object.entries(YEARS_TO_FI_DEFINITION.fields)) {
    const value = fieldOf(input, path);
    const violation = numberViolation(field, value);
    if (violation === 'missing' || violation === 'invalid') {
      issues.push({ path, message: M.invalidNumber });
    } else if (violation !== undefined) {
      issues.push({ path, message: outOfBounds[path as keyof typeof outOfBounds](violation) });
    } else if (path === 'annualIncome' && value === 0) {
      // More than $0: no spending can be planned from no income.
      issues.push({ path, message: M.annualIncome });
    }
  }
  return issues;
}

/**
 * Years of saving until the portfolio can pay the spending at the safe withdrawal rate
 * (Mr. Money Mustache's "shockingly simple math"). With savings rate s, take-home income I,
 * withdrawal rate w and real return r (fractions): spending = (1 − s)·I, target T = spending / w,
 * and s·I is added at each year end to savings S₀ growing at r, so
 * S(n) = S₀(1 + r)ⁿ + s·I·((1 + r)ⁿ − 1)/r. Solving S(n) = T:
 *
 *     n = ln(1 + r(T − S₀) / (r·S₀ + s·I)) / ln(1 + r),   and n = (T − S₀) / (s·I) when r = 0.
 *
 * `years` is fractional (the year-end deposits are spread over the year), 0 when S₀ ≥ T (so
 * always at s = 100 %), and `Infinity` when savings never get there: nothing saved and nothing
 * growing, or a negative return whose limit s·I/|r| is at or below the target. Below one year
 * the formula spreads the first year-end deposit over the year, and there a higher return can
 * add a hair of time; from one year on, more return or more saving is never slower.
 * Amounts are $ a year, not rounded.
 *
 * @example
 * yearsToFinancialIndependence({ savingsRate: 50, annualIncome: 60000 })
 * // { years: 16.62…, targetPortfolio: 750000, annualSpending: 30000, annualSavings: 30000 }
 * @throws EngineError when {@link validateFinancialIndependence} reports an issue.
 */
export function yearsToFinancialIndependence(
  input: FinancialIndependenceInput,
): FinancialIndependenceResult {
  throwIfInvalid(validateFinancialIndependence(input));
  const { savingsRate, annualIncome, realReturn, withdrawalRate, currentSavings } = withDefaults(
    YEARS_TO_FI_DEFINITION.fields,
    input,
  );
  const s = savingsRate / 100;
  const r = realReturn / 100;
  const w = withdrawalRate / 100;
  const annualSavings = s * annualIncome;
  const annualSpending = annualIncome - annualSavings;
  const targetPortfolio = annualSpending / w;
  return {
    years: yearsToTarget(currentSavings, targetPortfolio, annualSavings, r),
    targetPortfolio,
    annualSpending,
    annualSavings,
  };
}

function yearsToTarget(start: number, target: number, savings: number, r: number): number {
  if (start >= target) return 0;
  if (r === 0) return savings > 0 ? (target - start) / savings : Number.POSITIVE_INFINITY;
  // Written as ln(1 + x) rather than a ratio with s·I/r in it, which loses every digit as r → 0.
  const denominator = r * start + savings;
  // ≤ 0: nothing goes in and nothing grows, or a negative return shrinks savings towards a
  // limit below where they start.
  if (denominator <= 0) return Number.POSITIVE_INFINITY;
  const x = (r * (target - start)) / denominator;
  // x ≤ −1: the limit s·I/|r| of a negative return is at or below the target.
  if (x <= -1) return Number.POSITIVE_INFINITY;
  // A savings rate near 0 can overflow x while the years stay finite: split the logarithm.
  const growth = Number.isFinite(x)
    ? Math.log1p(x)
    : Math.log(r * (target - start)) - Math.log(denominator);
  return growth / Math.log1p(r);
}

/**
 * Years to financial independence for savings rates of 5 %, 10 %, … 100 %, starting from
 * nothing (the income cancels out, so none is needed).
 *
 * @example savingsRateTable()[9] // { savingsRate: 50, years: 16.62… } (5 % real, 4 % withdrawal)
 * @throws EngineError when the rates are out of range (see {@link validateFinancialIndependence}).
 */
export function savingsRateTable(
  realReturn: number = FINANCIAL_INDEPENDENCE_DEFAULTS.realReturn,
  withdrawalRate: number = FINANCIAL_INDEPENDENCE_DEFAULTS.withdrawalRate,
): { savingsRate: number; years: number }[] {
  return TABLE_RATES.map((savingsRate) => ({
    savingsRate,
    years: yearsToFinancialIndependence({
      savingsRate,
      realReturn,
      withdrawalRate,
      annualIncome: 1,
    }).years,
  }));
}
