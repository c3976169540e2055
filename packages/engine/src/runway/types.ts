import type { InputOf } from '../shared/calculator-definition.js';
import type { RUNWAY_DEFINITION } from './runway-definition.js';

/**
 * The runway profile, as {@link RUNWAY_DEFINITION} declares it: money in US dollars, rates in
 * percent a year (`7` means 7 %), allocations in percent of each monthly withdrawal. Optional
 * fields fall back to the definition's defaults.
 */
export type RunwayProfile = InputOf<(typeof RUNWAY_DEFINITION)['fields']>;

/** Balances at the end of a projection year (year 0 = starting balances), $ rounded to cents. */
export interface RunwayProjectionRow {
  year: number;
  stocks: number;
  crypto: number;
  cash: number;
  /** stocks + crypto + cash, $. */
  total: number;
}

/** The first month's withdrawal split by bucket, $/month (sums to `monthlyWithdrawal`). */
export interface RunwayWithdrawalAllocation {
  stocks: number;
  crypto: number;
  cash: number;
}

/** The summary of the results (product: runway#screen). */
export interface RunwaySummary {
  /** Total of the last projection row, $. */
  finalTotal: number;
  /** max(expenses − income, 0) in the first month, $/month. */
  monthlyWithdrawal: number;
  /**
   * True when every monthly withdrawal is met in full until the planned break ends; without a
   * planned break, over the 5-year projection.
   */
  isSustainable: boolean;
  withdrawalAllocation: RunwayWithdrawalAllocation;
}

/** Risk label of product: runway#rules. */
export type RunwayRiskLabel =
  | 'High Risk'
  | 'Medium Risk'
  | 'Low Risk'
  | 'Very Safe'
  | 'Fully Funded'
  | 'Adequate'
  | 'Shortfall';

/** Ids of the four stress scenarios, in display order. */
export type RunwayStressId =
  'expenses-up-20' | 'expenses-up-50' | 'market-down-30' | 'break-even-income';

/** One stress scenario's runway. */
export interface RunwayStressResult {
  id: RunwayStressId;
  /** Human description of the scenario. */
  scenario: string;
  /** Runway under the scenario, months (`Infinity` when there is no net burn). */
  runwayMonths: number;
}

/** The progress bar: runway against its target. */
export interface RunwayProgress {
  /** The planned break, else 60, months. */
  targetMonths: number;
  /** runwayMonths ÷ targetMonths × 100, capped at 100. */
  percent: number;
}

/** The result of `calculateRunway`. */
export interface RunwayResult {
  projection: RunwayProjectionRow[];
  summary: RunwaySummary;
  /** (savings + stocks + crypto) ÷ (expenses − income), months; `Infinity` when the net is ≤ 0. */
  runwayMonths: number;
  riskLabel: RunwayRiskLabel;
  progress: RunwayProgress;
  stress: RunwayStressResult[];
}

/** The nine market scenario ids of product: runway#market-scenarios, best to worst. */
export type MarketScenarioId =
  | 'extreme_bull'
  | 'strong_bull'
  | 'bull'
  | 'moderate_bull'
  | 'neutral'
  | 'moderate_bear'
  | 'bear'
  | 'strong_bear'
  | 'extreme_bear';

/** A market scenario (product: runway#market-scenarios). */
export interface MarketScenario {
  id: MarketScenarioId;
  label: string;
  /** Annual growth factor of stocks (1.07 = +7 % a year). */
  stockMultiplier: number;
  /** Annual growth factor of crypto. */
  cryptoMultiplier: number;
  /** The stock form option, % a year (= (multiplier − 1) × 100). */
  stockReturnPercent: number;
  /** The crypto form option, % a year. */
  cryptoReturnPercent: number;
}

/** Effects of a what-if item; every field defaults to 0. */
export interface SimulationImpact {
  /** Added to the monthly income, $/month (negative lowers it). */
  monthlyIncomeChange?: number;
  /** Added to the monthly expenses, $/month. */
  monthlyExpensesChange?: number;
  /** Paid once from cash, then stocks, then crypto, $ (≥ 0). */
  oneTimeExpense?: number;
  /** Added to stock investments, $. */
  stockInvestmentsChange?: number;
  /** Added to crypto investments, $. */
  cryptoInvestmentsChange?: number;
  /** Added to cash savings, $. */
  cashSavingsChange?: number;
}

/** A what-if simulation item (product: runway#inputs). Only enabled items apply. */
export interface SimulationItem {
  id: string;
  type: 'income' | 'expense' | 'savings';
  /** Headline amount shown in the list, $; the effect comes from `impact`. */
  amount: number;
  impact: SimulationImpact;
  enabled: boolean;
}
