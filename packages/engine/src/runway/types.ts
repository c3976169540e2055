/**
 * The runway profile of the spec (calculators.md §3). Money fields are US dollars, rate fields
 * are percent numbers (`7` means 7 % a year), allocations are percent of each monthly withdrawal.
 * Optional fields fall back to {@link RUNWAY_DEFAULTS}.
 */
export interface RunwayProfile {
  /** Planned break in whole months (≥ 1); absent or `null` means no planned break. */
  breakDuration?: number | null;
  /** Cash savings, $. */
  currentSavings: number;
  /** Stock investments, $. */
  stockInvestments: number;
  /** Crypto investments, $. */
  cryptoInvestments: number;
  /** Living costs during the break, $/month (today's dollars). */
  monthlyExpensesDuringBreak: number;
  /** Income during the break, $/month; default 0. */
  monthlyIncomeBreak?: number;
  /** Stock return, % a year; default 7. */
  expectedMarketReturns?: number;
  /** Crypto return, % a year; default 20. */
  cryptoMarketReturns?: number;
  /** Cash return, % a year; default 3. */
  cashSavingsReturn?: number;
  /** Inflation of expenses, % a year; default 3. */
  inflationRate?: number;
  /** Share of each withdrawal taken from stocks, %; default 60. */
  withdrawalStockAllocation?: number;
  /** Share of each withdrawal taken from crypto, %; default 20. */
  withdrawalCryptoAllocation?: number;
  /** Share of each withdrawal taken from cash, %; default 20. */
  withdrawalCashAllocation?: number;
}

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

/** The summary of calculators.md §3. */
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

/** Risk label of calculators.md §4. */
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

/** The nine market scenario ids of calculators.md §3, best to worst. */
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

/** A market scenario of calculators.md §9. */
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

/** A what-if simulation item (calculators.md §3). Only enabled items apply. */
export interface SimulationItem {
  id: string;
  type: 'income' | 'expense' | 'savings';
  /** Headline amount shown in the list, $; the effect comes from `impact`. */
  amount: number;
  impact: SimulationImpact;
  enabled: boolean;
}
