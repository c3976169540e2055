import { TRAVEL_DEFAULTS, TRAVEL_DEFINITION, validateTrip } from '@freedompath/engine/travel';
import { z } from 'zod/mini';
import { calculatorPlan } from '../calculators/kit/plan/calculator-plan';
import type { PlanItemOf } from '../calculators/kit/plan/calculator-plan';
import { defineSearchPlan } from '../calculators/kit/plan/define-search-plan';
import type { PlanValues } from '../calculators/kit/plan/define-search-plan';

const { itinerary } = TRAVEL_DEFINITION.fields;

/** Longest note a stop takes, so a plan of 100 stops stays a usable link. */
export const NOTES_MAX_LENGTH = itinerary.item.notes.maxLength;

/** Most stops an itinerary holds: the engine's limit. */
export const MAX_STOPS = itinerary.max;

/** A stop as the URL holds it: the engine's itinerary item without its id. */
export type PlannedStop = PlanItemOf<typeof itinerary.item>;

const derived = calculatorPlan(TRAVEL_DEFINITION);

/**
 * The derived fields, and two rules of the engine a field alone does not say: the stops as a
 * whole pass `validateTrip` (no end before its start), and the base daily cost is never blank
 * (a blank one is the engine's default, so the plan holds that).
 */
function fields() {
  const derivedFields = derived.fields();
  return {
    itinerary: derivedFields.itinerary.check(
      z.refine(
        (items) =>
          validateTrip({ itinerary: items.map((item, index) => ({ ...item, id: String(index) })) })
            .length === 0,
      ),
    ),
    baseDailyCost: z.pipe(derivedFields.baseDailyCost, z.number()),
  };
}

export type TravelPlannerPlanValues = PlanValues<ReturnType<typeof fields>>;

/**
 * The itinerary and the base daily cost as URL search params, as the engine defines them, so a
 * link never restores a trip the engine would refuse. The default trip has no stops: a default
 * built from today's date would change the URL from one day to the next.
 */
export const travelPlannerPlan = defineSearchPlan(fields, {
  itinerary: [],
  baseDailyCost: TRAVEL_DEFAULTS.baseDailyCost,
});
