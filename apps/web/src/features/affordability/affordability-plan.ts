import { ENGINE_LIMITS } from '@freedompath/engine';
import { z } from 'zod/mini';
import { defineSearchPlan } from '../calculators/kit/plan/define-search-plan';
import type { PlanValues } from '../calculators/kit/plan/define-search-plan';

function affordabilityFields() {
  /** An amount as the engine accepts it (0 to $1e12), or `null` for a field left blank. */
  const amount = z.nullable(z.number().check(z.minimum(0), z.maximum(ENGINE_LIMITS.maxAmount)));
  return {
    purchaseAmount: amount,
    monthlyIncome: amount,
    monthlySavings: amount,
    monthlyExpenses: amount,
    stockInvestments: amount,
    cryptoInvestments: amount,
    emergencyFund: amount,
  };
}

export type AffordabilityPlan = PlanValues<ReturnType<typeof affordabilityFields>>;

/** The seven amounts of the form, in form order. */
export type AffordabilityField = keyof AffordabilityPlan;

/**
 * The Can I Afford It? screen's shareable plan: the seven amounts as search params. The spec
 * and the engine give no defaults, so the form starts blank (`null`) and asks for the four
 * required amounts.
 */
export const affordabilityPlan = defineSearchPlan(affordabilityFields, {
  purchaseAmount: null,
  monthlyIncome: null,
  monthlySavings: null,
  monthlyExpenses: null,
  stockInvestments: null,
  cryptoInvestments: null,
  emergencyFund: null,
});
