import type { InputOf } from '../shared/calculator-definition.js';
import type { YearMonth } from '../shared/dates.js';
import type { FIRE_DEFINITION } from './fire-definition.js';
import type { YEARS_TO_FI_DEFINITION } from './years-to-fi-definition.js';

/** Portfolio weights in % (each 0–100, summing to 100), rebalanced every month. */
export type Allocation = InputOf<(typeof FIRE_DEFINITION)['fields']['allocation']['fields']>;

/**
 * A dated income (a pension, part-time work, Social Security) or expense (a roof, a car, a
 * child's tuition). Years count from 1 (the first retirement year) and are inclusive, so a
 * one-off expense has `startYear === endYear`. `id` is the caller's key for the item (a form
 * row id), used for React keys; `amount` is $ a year (≥ 0), in today's dollars when
 * `inflationAdjusted` (the amount keeps its buying power), else a fixed nominal amount.
 */
export type CashFlow = InputOf<(typeof FIRE_DEFINITION)['fields']['incomes']['item']>;

/**
 * How each year's spending is decided (decided once a year, paid monthly). For constant-dollar
 * and Guyton-Klinger the spending is the whole need, which incomes help pay (the portfolio pays
 * the rest); percent-of-portfolio and VPW set what is taken from the portfolio, and incomes come
 * on top. Expenses are withdrawn in addition either way (net of the month's incomes).
 */
export type WithdrawalStrategy =
  /** The "4 % rule": the first year's spending, kept constant in real terms. */
  | { type: 'constant-dollar' }
  /**
   * `rate` % of the portfolio at the start of each year, kept between `floorPercent` and
   * `ceilingPercent` % of the initial annual spending when given.
   */
  | { type: 'percent-of-portfolio'; rate: number; floorPercent?: number; ceilingPercent?: number }
  /**
   * Guyton-Klinger decision rules with guardrails at ±`guardrailPercent` % of the initial rate
   * (0–50, default 20) and cuts and raises of `adjustmentPercent` % (0–50, default 10).
   */
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

/**
 * Input of `simulateRetirement`; optional fields fall back to their defaults (`FIRE_DEFAULTS`):
 * `startingPortfolio` $ at the start of retirement (> 0); `annualSpending` the first year's
 * spending, $ (today's dollars); `years` whole years 1–60, default 30; `annualFee` fund and
 * advice fees, % of the portfolio (0–5), default 0; `cashRealReturn` % a year, default 0 (the
 * data has no short-rate series).
 */
export type RetirementInput = InputOf<(typeof FIRE_DEFINITION)['fields']> & {
  strategy?: WithdrawalStrategy;
  method?: SimulationMethod;
};

/** Options of `simulateRetirement` that do not change its result. */
export interface SimulationOptions {
  /** Called with the cycles or runs done so far; never awaited. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * Percentiles across cycles of one year's real $ (dollars of the first year): a balance at the
 * end of the year (year 0 = the start) or the spending of the year.
 */
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
  /** Lowest real $ at the start (year 0) or at any year end, so never above the start. */
  lowestBalance: number;
  /** Real $ spent over the whole cycle: the sum of its years' spending (see `spending`). */
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
  /** Real portfolio percentiles for years 0…years (year-end balances; year 0 = the start). */
  percentiles: PercentileRow[];
  /**
   * Real spending percentiles for years 1…years, $ a year: what the retiree spends under the
   * strategy, as far as it is paid. Constant-dollar and Guyton-Klinger: the year's spending the
   * strategy sets (paid from the portfolio and the incomes together). Percent-of-portfolio and
   * VPW: the strategy's withdrawal from the portfolio plus the incomes, which come on top.
   * Expenses are not spending (they are withdrawn in addition). In a year with a shortfall only
   * what was paid counts; after a failure, only the incomes left after the expenses (capped at
   * the planned spending for constant-dollar and Guyton-Klinger).
   */
  spending: PercentileRow[];
  endingBalances: EndingBalanceDistribution;
  /** The earliest failure, else the lowest ending balance (a copy of its `cycleResults` entry). */
  worstStart: CycleResult;
  /**
   * Initial withdrawal rates (% of the starting portfolio, rounded down to 0.01) that succeed
   * in every cycle (`all`) and in at least 95 % of cycles (`p95`) when the same input is run with
   * `annualSpending = startingPortfolio × rate / 100`. Constant-dollar: the highest such rates.
   * Guyton-Klinger, which is not monotone: rates checked by running every cycle at them, the
   * highest found searching down from each cycle's bisected highest spending (ADR 030). 0 when
   * none is found (as when expenses fail cycles even without spending). `null` for
   * percent-of-portfolio and VPW: their spending follows the balance, not `annualSpending`
   * (which only scales percent-of-portfolio's floor and ceiling), so no initial rate describes
   * them.
   */
  safeWithdrawalRates: { all: number; p95: number } | null;
  /** Every cycle (historical) or every run (Monte Carlo), in start or run order. */
  cycleResults: CycleResult[];
  /**
   * The months of market history the history-based methods draw on (historical cycles and the
   * bootstrap); the same for a parametric Monte Carlo run, which draws on none.
   */
  dataRange: { first: YearMonth; last: YearMonth };
}

/**
 * Input of `yearsToFinancialIndependence`: `savingsRate` % of take-home income saved (0–100);
 * `annualIncome` take-home income, $ a year (> 0); `realReturn` on savings, % a year, default 5;
 * `withdrawalRate` the safe withdrawal rate, %, default 4; `currentSavings` $ already invested,
 * default 0.
 */
export type FinancialIndependenceInput = InputOf<(typeof YEARS_TO_FI_DEFINITION)['fields']>;

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
  /** Annual volatility of stocks, %; default 15 (product: fire#runway-probability). */
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
