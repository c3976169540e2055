import { ENGINE_LIMITS } from '@freedompath/engine';
import { COST_OF_LIVING_DEFAULTS, DESTINATIONS } from '@freedompath/engine/cost-of-living';
import type { CostOfLivingDestinationId } from '@freedompath/engine/cost-of-living';
import { z } from 'zod/mini';
import { defineSearchPlan } from '../calculators/kit/plan/define-search-plan';
import type { PlanValues } from '../calculators/kit/plan/define-search-plan';

/** Longest custom location kept in the link ('City, Country' is far shorter). */
export const CUSTOM_LOCATION_MAX_LENGTH = 100;

const destinationIds = DESTINATIONS.map((destination) => destination.value) as [
  CostOfLivingDestinationId,
  ...CostOfLivingDestinationId[],
];

function costOfLivingFields() {
  /** An amount as the engine accepts it: 0 to $1e12 (negatives are rejected there). */
  const amount = z.number().check(z.minimum(0), z.maximum(ENGINE_LIMITS.maxAmount));
  return {
    savings: amount,
    rent: amount,
    utilities: amount,
    food: amount,
    transportation: amount,
    healthcare: amount,
    entertainment: amount,
    other: amount,
    /** '' while no destination is chosen (the engine's blank form). */
    destination: z.union([z.literal(''), z.enum(destinationIds)]),
    customLocation: z.string().check(z.maxLength(CUSTOM_LOCATION_MAX_LENGTH)),
  };
}

export type CostOfLivingPlan = PlanValues<ReturnType<typeof costOfLivingFields>>;

/**
 * The Cost of Living screen's shareable plan: savings, the seven monthly expenses, the
 * destination and the custom location as flat search params. Defaults are the engine's blank
 * form (every amount 0, no destination).
 */
export const costOfLivingPlan = defineSearchPlan(costOfLivingFields, {
  savings: COST_OF_LIVING_DEFAULTS.savings,
  ...COST_OF_LIVING_DEFAULTS.currentExpenses,
  destination: COST_OF_LIVING_DEFAULTS.destination,
  customLocation: '',
});
