import { ENGINE_LIMITS } from '@freedompath/engine';
import {
  TRAVEL_COUNTRIES,
  TRAVEL_DEFAULTS,
  TRAVEL_LIMITS,
  validateTrip,
} from '@freedompath/engine/travel';
import type { ItineraryItem } from '@freedompath/engine/travel';
import { z } from 'zod/mini';
import { uniqueKey } from '../../lib/unique-key';
import { numberText, parseNumber } from '../calculators/kit/fields/parse-number';
import { defineSearchPlan } from '../calculators/kit/plan/define-search-plan';
import type { PlanValues } from '../calculators/kit/plan/define-search-plan';
import { fieldNumber } from '../calculators/kit/plan/field-number';

/** Longest note a stop takes, so a plan of 100 stops stays a usable link. */
export const NOTES_MAX_LENGTH = 200;

/** Most stops an itinerary holds: the engine's limit. */
export const MAX_STOPS = TRAVEL_LIMITS.maxStops;

const countryIds = TRAVEL_COUNTRIES.map(({ id }) => id) as [string, ...string[]];

function fields() {
  /** An amount as the engine accepts it: 0 to $1e12. */
  const amount = fieldNumber().check(z.minimum(0), z.maximum(ENGINE_LIMITS.maxAmount));
  return {
    /** The stops in travel order; the engine checks dates (1900–2200, end not before start). */
    itinerary: z.array(stopSchema(amount)).check(
      z.maxLength(MAX_STOPS),
      z.refine((items) => validateTrip({ itinerary: items.map(withIndexId) }).length === 0),
    ),
    /** What a day costs at cost index 100 (the United States), $. */
    baseDailyCost: amount,
  };
}

function stopSchema(amount: ReturnType<typeof fieldNumber>) {
  return z.object({
    countryId: z.enum(countryIds),
    startDate: z.iso.date(),
    endDate: z.iso.date(),
    budget: amount,
    notes: z.string().check(z.maxLength(NOTES_MAX_LENGTH)),
  });
}

/** A stop as the URL holds it: the engine's itinerary item without its id. */
export type PlannedStop = z.output<ReturnType<typeof stopSchema>>;

function withIndexId(item: PlannedStop, index: number): ItineraryItem {
  return { ...item, id: String(index) };
}

export type TravelPlannerPlanValues = PlanValues<ReturnType<typeof fields>>;

/**
 * The itinerary and the base daily cost as URL search params, bounded by the engine's own
 * validator, so a link never restores a trip the engine would refuse. The default trip has no
 * stops: a default built from today's date would change the URL from one day to the next.
 */
export const travelPlannerPlan = defineSearchPlan(fields, {
  itinerary: [],
  baseDailyCost: TRAVEL_DEFAULTS.baseDailyCost,
});

/** A stop on the list: the planned stop with the id the screen gives it. */
export interface Stop extends PlannedStop {
  id: string;
}

/** The form as typed: the base daily cost as text; the itinerary holds added, checked stops. */
export interface TravelPlannerForm {
  itinerary: readonly Stop[];
  baseDailyCost: string;
}

/** The form a plan restores: its stops with new ids, the base daily cost as text. */
export function formFromPlan(plan: TravelPlannerPlanValues): TravelPlannerForm {
  return {
    itinerary: plan.itinerary.map((item) => ({ ...item, id: uniqueKey('stop') })),
    baseDailyCost: numberText(plan.baseDailyCost),
  };
}

/**
 * The plan the form stands for, for the URL. A blank base daily cost is the engine's default
 * (it reads a missing one so); text that does not parse, or that the engine would refuse, keeps
 * `last`'s value, so the link always holds the last good plan.
 */
export function planFromForm(
  form: TravelPlannerForm,
  last: TravelPlannerPlanValues,
): TravelPlannerPlanValues {
  const itinerary = travelPlannerPlan.fields().itinerary.safeParse(
    form.itinerary.map(({ countryId, startDate, endDate, budget, notes }) => ({
      countryId,
      startDate,
      endDate,
      budget,
      notes,
    })),
  );
  const baseDailyCost =
    form.baseDailyCost.trim() === ''
      ? { success: true as const, data: TRAVEL_DEFAULTS.baseDailyCost }
      : travelPlannerPlan.fields().baseDailyCost.safeParse(parseNumber(form.baseDailyCost));
  return {
    itinerary: itinerary.success ? itinerary.data : last.itinerary,
    baseDailyCost: baseDailyCost.success ? baseDailyCost.data : last.baseDailyCost,
  };
}
