import { FIRE_DEFAULTS, SIMULATION_RULES } from './constants.js';
import type { PortfolioWeights } from './monthly-growth.js';
import type { WithdrawalStrategy } from './types.js';

/** A withdrawal strategy with its percentages as fractions and its defaults filled in. */
export type SpendingRule =
  | { type: 'constant-dollar' }
  /** `floor` and `ceiling` are fractions of the initial spending. */
  | { type: 'percent-of-portfolio'; rate: number; floor: number; ceiling: number | null }
  | { type: 'guyton-klinger'; guardrail: number; adjustment: number }
  /** `rates[n]` is the fraction of the balance to spend with n years left (index 0 unused). */
  | { type: 'vpw'; rates: Float64Array };

/** What a strategy knows when it sets a year's spending; real $ throughout. */
export interface YearContext {
  /** The first year's planned spending (the input's `annualSpending`). */
  initialSpending: number;
  startingPortfolio: number;
  /** Years left including this one (the retirement's length in the first year). */
  yearsLeft: number;
  /** Balance at the start of the year. */
  balance: number;
  /** Last year's spending (the initial spending in the first year). */
  previousSpending: number;
  /**
   * Last year's real growth factor of the portfolio (fees included) and growth factor of prices;
   * 1 in year one. Their product is the portfolio's nominal growth.
   */
  lastYearGrowth: number;
  lastYearInflation: number;
}

/**
 * The VPW table: with n years left spend PMT(r, n, −1, 0, 1) of the balance, the payment at
 * the start of each year that spends it to zero in n years at the real return r; 1/n at
 * r = 0. Powers are built by multiplication so every engine gets the same bits.
 *
 * @example vpwRates(0, 3) // [0, 1, 0.5, 0.333…]
 */
export function vpwRates(realReturn: number, years: number): Float64Array {
  const rates = new Float64Array(years + 1);
  let discount = 1;
  for (let left = 1; left <= years; left++) {
    discount /= 1 + realReturn;
    rates[left] = realReturn === 0 ? 1 / left : realReturn / ((1 + realReturn) * (1 - discount));
  }
  return rates;
}

/**
 * Resolves a strategy for the simulation. VPW's return is the allocation-weighted 5.0 %
 * stocks, 1.9 % bonds (the Bogleheads sheet) and the plan's cash return.
 */
export function spendingRule(
  strategy: WithdrawalStrategy,
  years: number,
  weights: PortfolioWeights,
  cashRealReturn: number,
): SpendingRule {
  switch (strategy.type) {
    case 'constant-dollar':
      return { type: 'constant-dollar' };
    case 'percent-of-portfolio':
      return {
        type: 'percent-of-portfolio',
        rate: strategy.rate / 100,
        floor: (strategy.floorPercent ?? 0) / 100,
        ceiling: strategy.ceilingPercent === undefined ? null : strategy.ceilingPercent / 100,
      };
    case 'guyton-klinger':
      return {
        type: 'guyton-klinger',
        guardrail: (strategy.guardrailPercent ?? FIRE_DEFAULTS.guardrailPercent) / 100,
        adjustment: (strategy.adjustmentPercent ?? FIRE_DEFAULTS.adjustmentPercent) / 100,
      };
    case 'vpw': {
      const realReturn =
        (weights.stocks * SIMULATION_RULES.vpwStockReturn +
          weights.bonds * SIMULATION_RULES.vpwBondReturn +
          weights.cash * cashRealReturn) /
        100;
      return { type: 'vpw', rates: vpwRates(realReturn, years) };
    }
  }
}

/**
 * A year's spending, decided at its start and paid monthly.
 *
 * - constant-dollar: the initial spending.
 * - percent-of-portfolio: `rate` of the balance, kept between the floor and the ceiling.
 * - guyton-klinger (initial rate IWR = initial spending ÷ starting portfolio; "rate" below is
 *   spending ÷ balance): last year's spending, less last year's inflation after a year whose
 *   nominal total return (fees included) was negative while the rate is above IWR (Guyton and
 *   Klinger's withdrawal rule: the raise is skipped, never made up); then cut by `adjustment`
 *   when the rate is above IWR × (1 + guardrail) with more than 15 years left, or raised by it
 *   when below IWR × (1 − guardrail).
 * - vpw: the table's rate for the years left, times the balance (the input's spending is unused).
 */
export function annualSpending(rule: SpendingRule, year: YearContext): number {
  switch (rule.type) {
    case 'constant-dollar':
      return year.initialSpending;
    case 'percent-of-portfolio': {
      const spending = rule.rate * year.balance;
      const floor = rule.floor * year.initialSpending;
      if (spending < floor) return floor;
      const ceiling = rule.ceiling === null ? spending : rule.ceiling * year.initialSpending;
      return spending > ceiling ? ceiling : spending;
    }
    case 'guyton-klinger':
      return guytonKlinger(rule, year);
    case 'vpw':
      return rule.rates[year.yearsLeft]! * year.balance;
  }
}

function guytonKlinger(rule: { guardrail: number; adjustment: number }, year: YearContext): number {
  const { balance } = year;
  // Rates are compared as spending against IWR × balance: no division by a zero balance.
  const initialRate = year.initialSpending / year.startingPortfolio;
  let spending = year.previousSpending;
  // The withdrawal rule looks at the nominal return: real growth × the change in prices.
  const nominalGrowth = year.lastYearGrowth * year.lastYearInflation;
  if (nominalGrowth < 1 && spending > initialRate * balance) {
    // Skipping the raise keeps the nominal withdrawal, so real spending falls by the year's
    // inflation. In a deflation the "raise" is a nominal cut and skipping it would be a real
    // raise after a losing year, so real spending is then left as it is (Math.max).
    spending /= Math.max(1, year.lastYearInflation);
  }
  if (
    year.yearsLeft > SIMULATION_RULES.guytonKlingerFinalYears &&
    spending > initialRate * (1 + rule.guardrail) * balance
  ) {
    spending *= 1 - rule.adjustment;
  } else if (spending < initialRate * (1 - rule.guardrail) * balance) {
    spending *= 1 + rule.adjustment;
  }
  return spending;
}

/**
 * The part of a year's spending whose shortfall is a failure: all of it for constant-dollar and
 * Guyton-Klinger, the floor for percent-of-portfolio (none without one), none for VPW, which
 * by design only spends what is there. Spending above it is cut when the money runs short.
 */
export function spendingFloor(
  rule: SpendingRule,
  spending: number,
  initialSpending: number,
): number {
  switch (rule.type) {
    case 'constant-dollar':
    case 'guyton-klinger':
      return spending;
    case 'percent-of-portfolio':
      return rule.floor * initialSpending;
    case 'vpw':
      return 0;
  }
}
