import { addMonths, type YearMonth } from '../shared/dates.js';
import { throwIfInvalid } from '../shared/engine-error.js';
import { roundToCents } from '../shared/round.js';
import { fillRealFlows, flowSchedule } from './cash-flows.js';
import { runConstantDollarCycle, type ConstantDollarOutcome } from './constant-dollar-cycle.js';
import { SIMULATION_RULES } from './constants.js';
import { sharedMarketHistory, type MarketHistory } from './data/market-history.js';
import { fillGrowth, fillInverse } from './monthly-growth.js';
import { endingBalanceDistribution, percentileRows } from './percentiles.js';
import { resolveRetirement } from './resolve-retirement.js';
import { runCycle, type CyclePlan, type CycleRecord } from './run-cycle.js';
import {
  maxConstantSpending,
  maxSpendingByBisection,
  safeWithdrawalRates,
  verifiedSafeWithdrawalRates,
} from './safe-withdrawal.js';
import { createMonthSampler, type SampledMonths } from './sampler.js';
import type {
  CycleResult,
  RetirementFailure,
  RetirementInput,
  RetirementResult,
  SimulationOptions,
} from './types.js';
import { validateRetirement } from './validate-retirement.js';

/**
 * Backtests a retirement against every complete window of US market history (1871-01 to
 * 2023-06), or against seeded Monte Carlo markets, and reports how often the money lasts
 * (ADR 030). All amounts are real: dollars of the first year.
 *
 * - Each month: withdraw at its start, then grow by 1 + Σ weight × real return (rebalanced
 *   monthly; cash at `cashRealReturn`) − fee/12. Constant-dollar and Guyton-Klinger withdraw
 *   (spending − incomes + expenses)/12; percent-of-portfolio and VPW withdraw spending/12 plus
 *   the month's expenses net of incomes, and a net income is spent on top. A one-off flow
 *   (`startYear === endYear`) is paid in full in the first month of its year; a flow that is
 *   not inflation-adjusted is divided by the inflation since retirement began.
 * - The strategy sets each year's spending at the year's start. A cycle fails when a
 *   withdrawal cannot be paid (short by more than half a cent; for percent-of-portfolio and VPW
 *   only the floor and the expenses must be paid), and keeps a balance of 0 after.
 * - `historical`: every start month (1,471 windows of 30 years) or every January (123).
 *   `monte-carlo`: `runs` markets from `seed` (bootstrapped 12-month blocks by default, or a
 *   lognormal `parametric` model whose return applies to the whole portfolio).
 * - Percentiles are type 7 over the year-end balances; `safeWithdrawalRates` come from each
 *   cycle's highest sustainable initial spending: in closed form for constant-dollar, by
 *   bisection (capped at 100 %) and then checked against every cycle for Guyton-Klinger, and
 *   are `null` for percent-of-portfolio and VPW.
 *
 * Pure: the same input gives the same result, with or without `onProgress`, which is called
 * with the cycles done every 64 cycles and at the end.
 *
 * @example
 * const result = simulateRetirement({ startingPortfolio: 1_000_000, annualSpending: 40_000 });
 * result.cycles // 1471
 * result.successRate // 97.82… (1,439 of 1,471 monthly 30-year windows of a 75/25 portfolio)
 * @throws EngineError when {@link validateRetirement} reports an issue.
 */
export function simulateRetirement(
  input: RetirementInput,
  options: SimulationOptions = {},
): RetirementResult {
  return simulateWithHistory(input, sharedMarketHistory(), options);
}

/** Where one cycle's months are read from (see `simulateWithHistory`). */
interface CycleMonths {
  growth: Float64Array;
  /** 1 / growth, filled for constant-dollar only. */
  inverse: Float64Array;
  inflation: Float64Array;
  /** Index of the cycle's first month in the three arrays. */
  from: number;
}

/** Builds the month sampler of a Monte Carlo simulation; replaceable in tests. */
export type SamplerFactory = typeof createMonthSampler;

/**
 * {@link simulateRetirement} over a given history (internal: tests feed it synthetic
 * markets). The history must hold at least one window of the retirement's length.
 */
export function simulateWithHistory(
  input: RetirementInput,
  history: MarketHistory,
  options: SimulationOptions = {},
  createSampler: SamplerFactory = createMonthSampler,
): RetirementResult {
  throwIfInvalid(validateRetirement(input));
  const plan = resolveRetirement(input);
  const { years, startingPortfolio, method } = plan;
  const months = years * 12;
  const cyclePlan: CyclePlan = { years, startingPortfolio, rule: plan.rule };
  const schedule = flowSchedule(plan.incomes, plan.expenses, months);
  const flows = schedule.nominal === null ? schedule.real : new Float64Array(months);
  const ruleType = plan.rule.type;
  const closedForm = ruleType === 'constant-dollar';
  // Safe rates describe an initial spending: none for the strategies that follow the balance.
  const searchesRates = closedForm || ruleType === 'guyton-klinger';

  // Where a cycle's months are read: historical cycles read the whole history from their start
  // month; Monte Carlo runs read buffers refilled for each run from month 0. `prepare(index)`
  // fills `flows` with cycle `index`'s real flows and says where its months are.
  let count: number;
  let prepare: (index: number) => CycleMonths;
  let starts: Int32Array | null = null;
  if (method.type === 'historical') {
    const cycleStarts = windowStarts(history, months, method.starts);
    starts = cycleStarts;
    count = cycleStarts.length;
    const { realStocks, realBonds, inflation } = history;
    const growth = new Float64Array(history.months);
    fillGrowth(
      growth,
      realStocks,
      realBonds,
      0,
      plan.weights,
      plan.monthlyCash,
      plan.monthlyFee,
      false,
    );
    const inverse = new Float64Array(history.months);
    if (closedForm) fillInverse(inverse, growth);
    const cycleMonths: CycleMonths = { growth, inverse, inflation, from: 0 };
    prepare = (index) => {
      cycleMonths.from = cycleStarts[index]!;
      if (schedule.nominal !== null) fillRealFlows(flows, schedule, inflation, cycleMonths.from);
      return cycleMonths;
    };
  } else {
    count = method.runs;
    const sample = createSampler(method.model, method.seed, history);
    const sampled: SampledMonths = {
      realStocks: new Float64Array(months),
      realBonds: new Float64Array(months),
      inflation: new Float64Array(months),
    };
    const growth = new Float64Array(months);
    const inverse = new Float64Array(months);
    const cycleMonths: CycleMonths = { growth, inverse, inflation: sampled.inflation, from: 0 };
    const { weights, monthlyCash, monthlyFee } = plan;
    const wholePortfolio = method.model.type === 'parametric';
    prepare = (index) => {
      sample(index, sampled);
      fillGrowth(
        growth,
        sampled.realStocks,
        sampled.realBonds,
        0,
        weights,
        monthlyCash,
        monthlyFee,
        wholePortfolio,
      );
      if (closedForm) fillInverse(inverse, growth);
      if (schedule.nominal !== null) fillRealFlows(flows, schedule, sampled.inflation, 0);
      return cycleMonths;
    };
  }
  if (count === 0) throw new Error('The market history is shorter than the retirement.');

  /** Cycle `index` at the input's spending, written to `record`, and its highest spending. */
  const cycle = (index: number, record: CycleRecord): ConstantDollarOutcome => {
    const { growth, inverse, inflation, from } = prepare(index);
    if (closedForm) {
      const fast = runConstantDollarCycle(
        startingPortfolio,
        plan.annualSpending,
        years,
        inverse,
        from,
        flows,
        record,
      );
      if (fast !== null) return fast;
    }
    const failedInYear = runCycle(
      cyclePlan,
      plan.annualSpending,
      growth,
      inflation,
      from,
      flows,
      record,
    );
    let maxSpending = 0;
    if (closedForm) maxSpending = maxConstantSpending(startingPortfolio, inverse, from, flows);
    else if (searchesRates) {
      maxSpending = maxSpendingByBisection(cyclePlan, growth, inflation, from, flows);
    }
    return { failedInYear, maxSpending };
  };

  const record: CycleRecord = {
    balances: new Float64Array((years + 1) * count),
    spending: new Float64Array(years * count),
    stride: count,
    column: 0,
  };
  const failedIn = new Int32Array(count);
  const sustainable = new Float64Array(count);
  const { onProgress } = options;
  for (let index = 0; index < count; index++) {
    record.column = index;
    const outcome = cycle(index, record);
    failedIn[index] = outcome.failedInYear;
    sustainable[index] = outcome.maxSpending;
    if (onProgress !== undefined && (index + 1) % SIMULATION_RULES.progressEvery === 0) {
      onProgress(index + 1, count);
    }
  }
  if (onProgress !== undefined && count % SIMULATION_RULES.progressEvery !== 0) {
    onProgress(count, count);
  }

  // Guyton-Klinger's rates are checked against every cycle; the cycle that failed last is
  // tried first, as it is the likeliest to fail the next candidate too.
  let lastFailed = 0;
  const failuresAt = (spending: number, allowed: number): number => {
    let failures = 0;
    for (let step = 0; step < count; step++) {
      const index = (lastFailed + step) % count;
      const { growth, inflation, from } = prepare(index);
      if (runCycle(cyclePlan, spending, growth, inflation, from, flows, null) !== 0) {
        failures += 1;
        if (failures > allowed) {
          lastFailed = index;
          break;
        }
      }
    }
    return failures;
  };
  let rates: RetirementResult['safeWithdrawalRates'] = null;
  if (closedForm) rates = safeWithdrawalRates(sustainable, startingPortfolio);
  else if (searchesRates) {
    rates = verifiedSafeWithdrawalRates(sustainable, startingPortfolio, failuresAt);
  }

  const startOf = (index: number): YearMonth | null =>
    starts === null ? null : addMonths(history.first, starts[index]!);
  const cycleResults = collectCycles(record, failedIn, years, startOf, starts === null);
  const failures: RetirementFailure[] = [];
  for (const result of cycleResults) {
    if (result.failedInYear !== null) {
      failures.push({ start: result.start, run: result.run, failedInYear: result.failedInYear });
    }
  }
  const percentiles = percentileRows(record.balances, count, 0, years + 1);
  return {
    successRate: ((count - failures.length) * 100) / count,
    cycles: count,
    failures,
    percentiles,
    spending: percentileRows(record.spending, count, 1, years),
    endingBalances: endingBalanceDistribution(record.balances.subarray(years * count)),
    worstStart: copyOf(worstOf(cycleResults)),
    safeWithdrawalRates: rates,
    cycleResults,
    dataRange: { first: { ...history.first }, last: { ...history.last } },
  };
}

/** First months (indices into the history) of every complete window of `months`. */
function windowStarts(
  history: MarketHistory,
  months: number,
  starts: 'monthly' | 'yearly',
): Int32Array {
  const last = history.months - months;
  if (last < 0) return new Int32Array(0);
  if (starts === 'monthly') return Int32Array.from({ length: last + 1 }, (_, index) => index);
  const firstJanuary = (12 - (history.first.month - 1)) % 12;
  const list: number[] = [];
  for (let index = firstJanuary; index <= last; index += 12) list.push(index);
  return Int32Array.from(list);
}

/** Each cycle's summary, read from its column of the (still unsorted) tables. */
function collectCycles(
  record: CycleRecord,
  failedIn: Int32Array,
  years: number,
  startOf: (index: number) => YearMonth | null,
  isRun: boolean,
): CycleResult[] {
  const { balances, spending, stride } = record;
  const results: CycleResult[] = [];
  for (let index = 0; index < stride; index++) {
    let lowest = balances[index]!;
    let total = 0;
    for (let year = 1; year <= years; year++) {
      const balance = balances[year * stride + index]!;
      if (balance < lowest) lowest = balance;
      total += spending[(year - 1) * stride + index]!;
    }
    const failedInYear = failedIn[index]!;
    results.push({
      start: startOf(index),
      run: isRun ? index : null,
      endingBalance: roundToCents(balances[years * stride + index]!),
      lowestBalance: roundToCents(lowest),
      totalSpending: roundToCents(total),
      failedInYear: failedInYear === 0 ? null : failedInYear,
    });
  }
  return results;
}

/** A cycle's result sharing no object with the original. */
function copyOf(cycle: CycleResult): CycleResult {
  return { ...cycle, start: cycle.start === null ? null : { ...cycle.start } };
}

/** The earliest failure (the first such cycle on a tie), else the lowest ending balance. */
function worstOf(cycles: readonly CycleResult[]): CycleResult {
  let worst = cycles[0]!;
  for (const cycle of cycles) {
    const failed = cycle.failedInYear;
    const worstFailed = worst.failedInYear;
    if (failed !== null) {
      if (worstFailed === null || failed < worstFailed) worst = cycle;
    } else if (worstFailed === null && cycle.endingBalance < worst.endingBalance) worst = cycle;
  }
  return worst;
}
