import { throwIfInvalid } from '../shared/engine-error.js';
import { withDefaults } from '../shared/calculator-definition.js';
import { RUNWAY_DEFAULT_TARGET_MONTHS, RUNWAY_STRESS_SCENARIOS } from './constants.js';
import { projectRunway, withdrawalShares, type ResolvedRunwayProfile } from './project-runway.js';
import { RUNWAY_DEFINITION } from './runway-definition.js';
import { runwayRiskLabel } from './runway-risk-label.js';
import type { RunwayProfile, RunwayResult, RunwayStressId, RunwayStressResult } from './types.js';
import { validateRunway } from './validate-runway.js';

/** Months the assets last at a flat net burn; `Infinity` when income covers expenses. */
function runwayOf(assets: number, expenses: number, income: number): number {
  const net = expenses - income;
  return net > 0 ? assets / net : Number.POSITIVE_INFINITY;
}

/**
 * The career-break runway of product: runway#rules, #formulas-and-constants.
 *
 * - `runwayMonths = (currentSavings + stockInvestments + cryptoInvestments) / (expenses − income)`,
 *   `Infinity` when the net is 0 or less (a flat figure: no returns, no inflation).
 * - `projection`: yearly balances from year 0 (the starting balances) over the planned break in
 *   whole years (rounded up, at least 1), or 5 years without one; monthly compounding at the
 *   twelfth root of each annual rate, withdrawals split by allocation, expenses rising with
 *   inflation each month (see {@link projectRunway} and ADR 005). Rows in $, rounded to cents.
 * - `summary.isSustainable`: every withdrawal met until the break ends (5 years without one).
 * - `riskLabel`: {@link runwayRiskLabel}; `progress`: runway against the break, else 60 months,
 *   capped at 100 %.
 * - `stress`: the flat runway with expenses +20 %, +50 %, stocks and crypto × 0.7, and income
 *   raised to expenses (break-even, always `Infinity`).
 *
 * @example
 * const result = calculateRunway({
 *   currentSavings: 30000, stockInvestments: 0, cryptoInvestments: 0,
 *   monthlyExpensesDuringBreak: 3000, monthlyIncomeBreak: 1000,
 * });
 * result.runwayMonths // 15 (months: 30000 / (3000 − 1000))
 * result.riskLabel // 'Medium Risk'
 * result.progress // { targetMonths: 60, percent: 25 }
 * @throws EngineError when {@link validateRunway} reports an issue.
 */
export function calculateRunway(profile: RunwayProfile): RunwayResult {
  throwIfInvalid(validateRunway(profile));
  const resolved = resolveRunwayProfile(profile);
  const {
    breakDuration,
    currentSavings: cash,
    stockInvestments: stocks,
    cryptoInvestments: crypto,
    monthlyExpensesDuringBreak: expenses,
    monthlyIncomeBreak: income,
  } = resolved;

  const runwayMonths = runwayOf(cash + stocks + crypto, expenses, income);
  const { rows, isSustainable } = projectRunway(resolved);
  const monthlyWithdrawal = Math.max(expenses - income, 0);
  const shares = withdrawalShares(resolved);
  const targetMonths = breakDuration ?? RUNWAY_DEFAULT_TARGET_MONTHS;

  const stressRunway: Record<RunwayStressId, number> = {
    'expenses-up-20': runwayOf(cash + stocks + crypto, expenses * 1.2, income),
    'expenses-up-50': runwayOf(cash + stocks + crypto, expenses * 1.5, income),
    'market-down-30': runwayOf(cash + (stocks + crypto) * 0.7, expenses, income),
    'break-even-income': runwayOf(cash + stocks + crypto, expenses, Math.max(income, expenses)),
  };
  const stress: RunwayStressResult[] = (
    Object.keys(RUNWAY_STRESS_SCENARIOS) as RunwayStressId[]
  ).map((id) => ({ id, scenario: RUNWAY_STRESS_SCENARIOS[id], runwayMonths: stressRunway[id] }));

  return {
    projection: rows,
    summary: {
      finalTotal: rows[rows.length - 1]?.total ?? 0,
      monthlyWithdrawal,
      isSustainable,
      withdrawalAllocation: {
        stocks: monthlyWithdrawal * shares.stocks,
        crypto: monthlyWithdrawal * shares.crypto,
        cash: monthlyWithdrawal * shares.cash,
      },
    },
    runwayMonths,
    riskLabel: runwayRiskLabel(runwayMonths, breakDuration, isSustainable),
    progress: { targetMonths, percent: Math.min(100, (runwayMonths / targetMonths) * 100) },
    stress,
  };
}

/** Fills absent (undefined or null) optional fields from the definition's defaults. */
export function resolveRunwayProfile(profile: RunwayProfile): ResolvedRunwayProfile {
  const resolved = withDefaults(RUNWAY_DEFINITION.fields, profile);
  return { ...resolved, breakDuration: resolved.breakDuration ?? null };
}
