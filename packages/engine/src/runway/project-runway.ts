import { assert, INVARIANT } from '../shared/assert.js';
import type { ResolvedInputOf } from '../shared/calculator-definition.js';
import { roundToCents } from '../shared/round.js';
import { RUNWAY_DEFAULT_PROJECTION_YEARS } from './constants.js';
import type { RUNWAY_DEFINITION } from './runway-definition.js';
import type { RunwayProjectionRow, RunwayWithdrawalAllocation } from './types.js';

/** A runway profile with every default resolved and no planned break as `null`. */
export type ResolvedRunwayProfile = Omit<
  ResolvedInputOf<(typeof RUNWAY_DEFINITION)['fields']>,
  'breakDuration'
> & { breakDuration: number | null };

/** Yearly rows and whether every withdrawal was met. */
export interface RunwayProjection {
  rows: RunwayProjectionRow[];
  isSustainable: boolean;
}

/** An unmet withdrawal above half a cent counts as money running out (float noise does not). */
export const SHORTFALL_TOLERANCE = 0.005;

/** The runway's three balances, $, changed in place month by month. */
export interface RunwayBuckets {
  stocks: number;
  crypto: number;
  cash: number;
}

/**
 * Withdraws one month's need from the buckets, split by the allocation shares; what a dry
 * bucket cannot pay is drawn from cash, then stocks, then crypto (the least volatile bucket
 * covers a dry one before risk assets are sold). Returns what could not be paid, $.
 */
export function withdrawNeed(
  buckets: RunwayBuckets,
  need: number,
  shares: RunwayWithdrawalAllocation,
): number {
  if (need <= 0) return 0;
  let unmet = 0;
  const fromStocks = need * shares.stocks;
  if (fromStocks > buckets.stocks) {
    unmet += fromStocks - buckets.stocks;
    buckets.stocks = 0;
  } else buckets.stocks -= fromStocks;
  const fromCrypto = need * shares.crypto;
  if (fromCrypto > buckets.crypto) {
    unmet += fromCrypto - buckets.crypto;
    buckets.crypto = 0;
  } else buckets.crypto -= fromCrypto;
  const fromCash = need * shares.cash;
  if (fromCash > buckets.cash) {
    unmet += fromCash - buckets.cash;
    buckets.cash = 0;
  } else buckets.cash -= fromCash;
  if (unmet > 0) {
    let take = Math.min(unmet, buckets.cash);
    buckets.cash -= take;
    unmet -= take;
    take = Math.min(unmet, buckets.stocks);
    buckets.stocks -= take;
    unmet -= take;
    take = Math.min(unmet, buckets.crypto);
    buckets.crypto -= take;
    unmet -= take;
  }
  return unmet;
}

/** Monthly growth factor of an annual percent rate: the twelfth root of (1 + r/100). */
export function monthlyFactor(annualPercent: number): number {
  return (1 + annualPercent / 100) ** (1 / 12);
}

/**
 * Shares (0–1) of each withdrawal per bucket: the allocation percentages normalised by their sum,
 * so the withdrawal always covers the need even when they do not add up to 100; all cash when
 * every allocation is 0.
 *
 * @example withdrawalShares({ ...profile, withdrawalStockAllocation: 30, withdrawalCryptoAllocation: 10, withdrawalCashAllocation: 10 })
 * // { stocks: 0.6, crypto: 0.2, cash: 0.2 }
 */
export function withdrawalShares(profile: ResolvedRunwayProfile): RunwayWithdrawalAllocation {
  const stocks = profile.withdrawalStockAllocation;
  const crypto = profile.withdrawalCryptoAllocation;
  const cash = profile.withdrawalCashAllocation;
  const sum = stocks + crypto + cash;
  if (sum <= 0) return { stocks: 0, crypto: 0, cash: 1 };
  return { stocks: stocks / sum, crypto: crypto / sum, cash: cash / sum };
}

/**
 * Month-by-month projection (ADR 005). Each month of the break the net need
 * max(expenses − income, 0) is withdrawn at the start of the month, split by the allocation
 * shares; what a dry bucket cannot pay is drawn from cash, then stocks, then crypto. Then every
 * bucket grows by the twelfth root of its annual rate. Expenses grow by the twelfth root of
 * inflation after each month; income stays flat. Withdrawals stop when the planned break ends
 * (the rest of its last year only compounds); without a break they run all 5 years. Rows are
 * rounded to cents at each year end; internal balances are not rounded.
 *
 * @example
 * // $12,000 cash, $1,000/month for a 12-month break, every rate 0, allocations 60/20/20:
 * // the empty stock and crypto buckets' shares come from cash.
 * projectRunway({ ...profile, breakDuration: 12, currentSavings: 12000, monthlyExpensesDuringBreak: 1000 })
 * // { rows: [{ year: 0, …, cash: 12000, total: 12000 }, { year: 1, …, cash: 0, total: 0 }], isSustainable: true }
 */
export function projectRunway(profile: ResolvedRunwayProfile): RunwayProjection {
  const { breakDuration } = profile;
  const years =
    breakDuration === null
      ? RUNWAY_DEFAULT_PROJECTION_YEARS
      : Math.max(1, Math.ceil(breakDuration / 12));
  const months = years * 12;
  const withdrawalMonths = breakDuration ?? months;
  const stockGrowth = monthlyFactor(profile.expectedMarketReturns);
  const cryptoGrowth = monthlyFactor(profile.cryptoMarketReturns);
  const cashGrowth = monthlyFactor(profile.cashSavingsReturn);
  const inflation = monthlyFactor(profile.inflationRate);
  const shares = withdrawalShares(profile);
  const income = profile.monthlyIncomeBreak;

  const buckets: RunwayBuckets = {
    stocks: profile.stockInvestments,
    crypto: profile.cryptoInvestments,
    cash: profile.currentSavings,
  };
  let expenses = profile.monthlyExpensesDuringBreak;
  let isSustainable = true;
  const rows: RunwayProjectionRow[] = [row(0, buckets)];

  for (let month = 1; month <= months; month++) {
    if (month <= withdrawalMonths) {
      const unmet = withdrawNeed(buckets, Math.max(expenses - income, 0), shares);
      if (unmet > SHORTFALL_TOLERANCE) isSustainable = false;
      expenses *= inflation;
    }
    buckets.stocks *= stockGrowth;
    buckets.crypto *= cryptoGrowth;
    buckets.cash *= cashGrowth;
    if (month % 12 === 0) rows.push(row(month / 12, buckets));
  }
  return { rows, isSustainable };
}

function row(year: number, { stocks, crypto, cash }: RunwayBuckets): RunwayProjectionRow {
  const r = {
    year,
    stocks: roundToCents(stocks),
    crypto: roundToCents(crypto),
    cash: roundToCents(cash),
    total: 0,
  };
  r.total = roundToCents(r.stocks + r.crypto + r.cash);
  assert(r.stocks >= 0 && r.crypto >= 0 && r.cash >= 0, INVARIANT.negativeBalance);
  return r;
}
