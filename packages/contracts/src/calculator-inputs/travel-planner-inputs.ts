import { TRAVEL_DEFINITION } from '@freedompath/engine/travel';
import type { z } from 'zod/mini';
import { inputsSchemaOf } from './inputs-schema-of.js';

/** `travel-planner`: the itinerary of the engine's `planTrip`. */
export const travelPlannerInputsSchema = /* @__PURE__ */ inputsSchemaOf(
  TRAVEL_DEFINITION,
  'TravelPlannerInputs',
);
export type TravelPlannerInputs = z.infer<typeof travelPlannerInputsSchema>;
