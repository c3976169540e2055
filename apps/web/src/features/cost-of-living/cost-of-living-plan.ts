import { COST_OF_LIVING_DEFINITION, DESTINATIONS } from '@freedompath/engine/cost-of-living';
import { z } from 'zod/mini';
import { calculatorPlan } from '../calculators/kit/plan/calculator-plan';
import type { PlanOf } from '../calculators/kit/plan/calculator-plan';

const destinationIds: readonly string[] = DESTINATIONS.map((destination) => destination.value);

/**
 * The Cost of Living screen's shareable plan, as the engine defines it: savings, the seven
 * monthly expenses (flat params), the destination and the custom location. The destination is
 * one the dropdown offers, or '' while none is chosen.
 */
export const costOfLivingPlan = calculatorPlan(COST_OF_LIVING_DEFINITION, {
  schemas: {
    destination: z
      .string()
      .check(z.refine((value) => value === '' || destinationIds.includes(value))),
  },
});

export type CostOfLivingPlan = PlanOf<typeof COST_OF_LIVING_DEFINITION.fields>;
