import { ENGINE_LIMITS } from '@freedompath/engine';
import { MARKET_SCENARIOS, RUNWAY_DEFAULTS } from '@freedompath/engine/runway';
import { z } from 'zod/mini';
import { defineSearchPlan } from '../calculators/kit/plan/define-search-plan';
import type { PlanValues } from '../calculators/kit/plan/define-search-plan';
import { fieldNumber } from '../calculators/kit/plan/field-number';

const stockReturnOptions = MARKET_SCENARIOS.map((s) => s.stockReturnPercent);
const cryptoReturnOptions = MARKET_SCENARIOS.map((s) => s.cryptoReturnPercent);

function oneOf(options: readonly number[]) {
  return z.number().check(z.refine((value) => options.includes(value)));
}

// Bounded as validateRunway bounds them: breaks of 1–1200 months, money 0–$1e12, rates
// −100 % to 1000 %, allocations 0–100 %. `null` stands for a blank field.
function fields() {
  const money = z.nullable(fieldNumber().check(z.minimum(0), z.maximum(ENGINE_LIMITS.maxAmount)));
  const rate = z.nullable(fieldNumber().check(z.minimum(-100), z.maximum(1000)));
  const allocation = z.nullable(fieldNumber().check(z.minimum(0), z.maximum(100)));
  return {
    breakDuration: z.nullable(fieldNumber().check(z.int(), z.minimum(1), z.maximum(1200))),
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
}

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

export type RunwayPlan = PlanValues<ReturnType<typeof fields>>;

/** The plan's field schemas, for checking one value as the URL would. */
export const runwayPlanFields = runwayPlan.fields;
