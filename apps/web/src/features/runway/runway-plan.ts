import { ENGINE_LIMITS } from '@freedompath/engine';
import { MARKET_SCENARIOS, RUNWAY_DEFAULTS } from '@freedompath/engine/runway';
import { z } from 'zod';
import { numberText, parseNumber } from '../calculators/kit/fields/parse-number';
import { defineSearchPlan } from '../calculators/kit/plan/define-search-plan';
import type { PlanValues } from '../calculators/kit/plan/define-search-plan';

const stockReturnOptions = MARKET_SCENARIOS.map((s) => s.stockReturnPercent);
const cryptoReturnOptions = MARKET_SCENARIOS.map((s) => s.cryptoReturnPercent);

/**
 * A number a field can show and read back (`1e-7` could not), so a shared link never turns into
 * a field error. `null` stands for a blank field.
 */
function fieldNumber(min: number, max: number, whole = false) {
  return z
    .number()
    .min(min)
    .max(max)
    .refine((value) => !whole || Number.isInteger(value))
    .refine((value) => parseNumber(numberText(value)) === value)
    .nullable();
}

function oneOf(options: readonly number[]) {
  return z.number().refine((value) => options.includes(value));
}

// Bounded as validateRunway bounds them: breaks of 1–1200 months, money 0–$1e12, rates
// −100 % to 1000 %, allocations 0–100 %.
const money = fieldNumber(0, ENGINE_LIMITS.maxAmount);
const rate = fieldNumber(-100, 1000);
const allocation = fieldNumber(0, 100);

const fields = {
  breakDuration: fieldNumber(1, 1200, true),
  currentSavings: money,
  stockInvestments: money,
  cryptoInvestments: money,
  monthlyExpensesDuringBreak: money,
  monthlyIncomeBreak: money,
  expectedMarketReturns: oneOf(stockReturnOptions),
  cryptoMarketReturns: oneOf(cryptoReturnOptions),
  cashSavingsReturn: rate,
  inflationRate: rate,
  withdrawalStockAllocation: allocation,
  withdrawalCryptoAllocation: allocation,
  withdrawalCashAllocation: allocation,
};

/**
 * The runway profile in the URL. The spec gives defaults for the returns, inflation and the
 * allocations (the engine's `RUNWAY_DEFAULTS`); the break and the amounts start blank.
 */
export const runwayPlan = defineSearchPlan(fields, {
  breakDuration: null,
  currentSavings: null,
  stockInvestments: null,
  cryptoInvestments: null,
  monthlyExpensesDuringBreak: null,
  monthlyIncomeBreak: null,
  expectedMarketReturns: RUNWAY_DEFAULTS.expectedMarketReturns,
  cryptoMarketReturns: RUNWAY_DEFAULTS.cryptoMarketReturns,
  cashSavingsReturn: RUNWAY_DEFAULTS.cashSavingsReturn,
  inflationRate: RUNWAY_DEFAULTS.inflationRate,
  withdrawalStockAllocation: RUNWAY_DEFAULTS.withdrawalStockAllocation,
  withdrawalCryptoAllocation: RUNWAY_DEFAULTS.withdrawalCryptoAllocation,
  withdrawalCashAllocation: RUNWAY_DEFAULTS.withdrawalCashAllocation,
});

export type RunwayPlan = PlanValues<typeof fields>;

/** The plan's field schemas, for checking one value as the URL would. */
export const runwayPlanFields = fields;
