import { AFFORDABILITY_DEFINITION } from '@freedompath/engine/affordability';
import { calculatorPlan } from '../calculators/kit/plan/calculator-plan';
import type { PlanOf } from '../calculators/kit/plan/calculator-plan';

/**
 * The Can I Afford It? screen's shareable plan: the seven amounts as search params, as the
 * engine defines them. The form starts blank (`null`) and asks for the four required amounts.
 */
export const affordabilityPlan = calculatorPlan(AFFORDABILITY_DEFINITION);

export type AffordabilityPlan = PlanOf<typeof AFFORDABILITY_DEFINITION.fields>;

/** The seven amounts of the form, in form order. */
export type AffordabilityField = keyof AffordabilityPlan;
