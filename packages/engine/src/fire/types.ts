import type { YearMonth } from '../shared/dates.js';

/** Portfolio weights in % (each 0–100, summing to 100), rebalanced every month. */
export interface Allocation {
  stocks: number;
  bonds: number;
  cash: number;
}

/**
 * A dated income (a pension, part-time work, Social Security) or expense (a roof, a car, a
 * child's tuition). Years count from 1 (the first retirement year) and are inclusive, so a
 * one-off expense has `startYear === endYear`.
 */
export interface CashFlow {
  /** Caller's key for the item (a form row id); echoed nowhere, used for React keys. */
  id: string;
  label?: string;
  /** $ a year (≥ 0), in today's dollars when `inflationAdjusted`, else in nominal dollars. */
  amount: number;
  startYear: number;
  endYear: number;
  /** True: the amount keeps its buying power; false: a fixed nominal amount inflation erodes. */
  inflationAdjusted: boolean;
}

/** How each year's spending is decided (decided once a year, paid monthly). */
export type WithdrawalStrategy =
  /** The "4 % rule": the first year's spending, kept constant in real terms. */
  | { type: 'constant-dollar' }
  /**
   * `rate` % of the portfolio at the start of each year, kept between `floorPercent` and
   * `ceilingPercent` % of the initial annual spending when given.
   */
  | { type: 'percent-of-portfolio'; rate: number; floorPercent?: number; ceilingPercent?: number }
  /** Guyton-Klinger decision rules with guardrails at ±`guardrailPercent` % of the initial rate. */
  | { type: 'guyton-klinger'; guardrailPercent?: number; adjustmentPercent?: number }
  /** Bogleheads variable percentage withdrawal: an annuity payment over the years left. */
  | { type: 'vpw' };

/** Sampling model of a Monte Carlo simulation. */
export type MonteCarloModel =
  /** Blocks of consecutive historical months (stocks, bonds and inflation drawn together). */
  | { type: 'bootstrap'; blockMonths?: number }
  /** Lognormal real portfolio returns: mean and volatility in % a year. */
  | { type: 'parametric'; meanReturn: number; volatility: number };

/** Historical backtest of every complete window, or seeded Monte Carlo. */
export type SimulationMethod =
  | { type: 'historical'; starts?: 'monthly' | 'yearly' }
  | { type: 'monte-carlo'; runs: number; seed: number; model?: MonteCarloModel };

/** Input of `simulateRetirement`; optional fields fall back to `FIRE_DEFAULTS`. */
export interface RetirementInput {
  /** $ at the start of retirement (> 0). */
  startingPortfolio: number;
  /** First year's spending, $ (today's dollars). */
  annualSpending: number;
  /** Length of retirement in whole years (1–60); default 30. */
  years?: number;
  allocation?: Allocation;
  /** Annual fund and advice fees, % of the portfolio (0–5); default 0. */
  annualFee?: number;
  /** Real return of cash, % a year; default 0 (the data has no short-rate series). */
  cashRealReturn?: number;
  strategy?: WithdrawalStrategy;
  incomes?: CashFlow[];
  expenses?: CashFlow[];
  method?: SimulationMethod;
}

/** Options of `simulateRetirement` that do not change its result. */
export interface SimulationOptions {
  /** Called with the cycles or runs done so far; never awaited. */
  onProgress?: (done: number, total: number) => void;
}

/** Real balances ($ of the first year) at the end of a year across cycles; year 0 = start. */
export interface PercentileRow {
  year: number;
  p10: number;
  p25: number;
  p50: number;
  p75: number;
  p90: number;
}

/** One historical cycle or Monte Carlo run. */
export interface CycleResult {
  /** First month of a historical cycle; `null` for a Monte Carlo run. */
  start: YearMonth | null;
  /** Index of a Monte Carlo run (0-based); `null` for a historical cycle. */
  run: number | null;
  /** Real $ at the end (0 after a failure). */
  endingBalance: number;
  /** Lowest real $ at any year end. */
  lowestBalance: number;
  /** Real $ withdrawn for spending over the whole cycle. */
  totalSpending: number;
  /** Retirement year (1-based) in which a withdrawal could not be paid; `null` when it lasted. */
  failedInYear: number | null;
}

/** A cycle that ran out. */
export interface RetirementFailure {
  start: YearMonth | null;
  run: number | null;
  failedInYear: number;
}

/** Distribution of the ending real balances. */
export interface EndingBalanceDistribution {
  min: number;
  max: number;
  mean: number;
  p10: number;
  p25: number;
  p50: number;
  p75: number;
  p90: number;
  /** Ten equal-width bins from `min` to `max` (one bin when all are equal). */
  histogram: { from: number; to: number; count: number }[];
}

/** Result of `simulateRetirement`. */
export interface RetirementResult {
  /** % of cycles that paid every withdrawal in full. */
  successRate: number;
  /** Number of historical cycles or Monte Carlo runs. */
  cycles: number;
  failures: RetirementFailure[];
  /** Real portfolio percentiles for years 0…years. */
  percentiles: PercentileRow[];
  /** Real spending percentiles for years 1…years ($ a year, after incomes and expenses). */
  spending: PercentileRow[];
  endingBalances: EndingBalanceDistribution;
  /** The earliest failure, else the lowest ending balance. */
  worstStart: CycleResult;
  /**
   * Highest initial withdrawal rate (% of the starting portfolio, to 0.01) that succeeds in
   * every cycle and in 95 % of cycles, with the rest of the input unchanged.
   */
  safeWithdrawalRates: { all: number; p95: number };
  /** Every cycle (historical) or every run (Monte Carlo), in start or run order. */
  cycleResults: CycleResult[];
  /** The months of market history the simulation draws on. */
  dataRange: { first: YearMonth; last: YearMonth };
}

/** Input of `yearsToFinancialIndependence`. */
export interface FinancialIndependenceInput {
  /** % of take-home income saved (0–100). */
  savingsRate: number;
  /** Real return on savings, % a year; default 5. */
  realReturn?: number;
  /** Safe withdrawal rate, %; default 4. */
  withdrawalRate?: number;
  /** $ already invested; default 0. */
  currentSavings?: number;
  /** Take-home income, $ a year (> 0). */
  annualIncome: number;
}

/** Result of `yearsToFinancialIndependence`. */
export interface FinancialIndependenceResult {
  /** Years until savings reach the target (fractional); `Infinity` when they never do. */
  years: number;
  /** Spending ÷ withdrawal rate, $. */
  targetPortfolio: number;
  /** (1 − savings rate) × income, $ a year. */
  annualSpending: number;
  /** Savings rate × income, $ a year. */
  annualSavings: number;
}

/** Options of `runwayProbability`. */
export interface RunwayProbabilityOptions {
  /** Simulated markets (1–10,000); default 10,000. */
  runs?: number;
  /** Seed (an integer 0–4,294,967,295); default 1. */
  seed?: number;
  /** Annual volatility of stocks, %; default 15 (calculators.md §9). */
  volatility?: number;
  /** Annual volatility of crypto, %; default 60. */
  cryptoVolatility?: number;
}

/** Result of `runwayProbability`. */
export interface RunwayProbabilityResult {
  /** % of simulated markets in which every withdrawal is met for `targetMonths`. */
  probability: number;
  runs: number;
  seed: number;
  /** The planned break, else 60 months. */
  targetMonths: number;
  /** Median and 10th percentile of the total at the end of `targetMonths`, nominal $. */
  medianEndingTotal: number;
  p10EndingTotal: number;
}
