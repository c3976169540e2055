import { deepFreeze } from '../shared/deep-freeze.js';
import { throwIfInvalid } from '../shared/engine-error.js';
import { fieldOf, isFiniteNumber, isRecord } from '../shared/inputs.js';
import { ENGINE_LIMITS, LIMIT_MESSAGES } from '../shared/limits.js';
import type { ValidationIssue } from '../shared/validation-issue.js';
import { FIRE_LIMITS, FIRE_MESSAGES } from './constants.js';
import type { FinancialIndependenceInput, FinancialIndependenceResult } from './types.js';

/** Defaults of the optional fields: Mr. Money Mustache's table (5 % real, the 4 % rule). */
export const FINANCIAL_INDEPENDENCE_DEFAULTS = deepFreeze({
  realReturn: 5,
  withdrawalRate: 4,
  currentSavings: 0,
});

/**
 * The lowest withdrawal rate accepted, %: "more than 0 %" in the message, but a rate close
 * enough to 0 would make the target overflow to Infinity.
 */
const MIN_WITHDRAWAL_RATE = 0.01;

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
  const check = (
    path: keyof FinancialIndependenceInput,
    required: boolean,
    problem: (value: number) => string | undefined,
  ): void => {
    const value = fieldOf(input, path);
    if ((value === undefined || value === null) && !required) return;
    const message = isFiniteNumber(value) ? problem(value) : FIRE_MESSAGES.invalidNumber;
    if (message !== undefined) issues.push({ path, message });
  };
  const money = (value: number, label: string): string | undefined =>
    value < 0
      ? FIRE_MESSAGES.negativeMoney(label)
      : value > ENGINE_LIMITS.maxAmount
        ? LIMIT_MESSAGES.amountTooLarge
        : undefined;
  check('savingsRate', true, (v) => (v >= 0 && v <= 100 ? undefined : FIRE_MESSAGES.savingsRate));
  check('annualIncome', true, (v) =>
    v > 0 ? money(v, 'Annual income') : FIRE_MESSAGES.annualIncome,
  );
  check('realReturn', false, (v) =>
    v >= FIRE_LIMITS.minRatePercent && v <= FIRE_LIMITS.maxRatePercent
      ? undefined
      : FIRE_MESSAGES.rate('Real return'),
  );
  check('withdrawalRate', false, (v) =>
    v >= MIN_WITHDRAWAL_RATE && v <= 100 ? undefined : FIRE_MESSAGES.withdrawalRate,
  );
  check('currentSavings', false, (v) => money(v, 'Current savings'));
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
  const d = FINANCIAL_INDEPENDENCE_DEFAULTS;
  const s = input.savingsRate / 100;
  const r = (input.realReturn ?? d.realReturn) / 100;
  const w = (input.withdrawalRate ?? d.withdrawalRate) / 100;
  const start = input.currentSavings ?? d.currentSavings;
  const annualSavings = s * input.annualIncome;
  const annualSpending = input.annualIncome - annualSavings;
  const targetPortfolio = annualSpending / w;
  return {
    years: yearsToTarget(start, targetPortfolio, annualSavings, r),
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
