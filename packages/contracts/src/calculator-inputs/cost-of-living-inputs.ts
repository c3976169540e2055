import { COST_OF_LIVING_DEFINITION } from '@freedompath/engine/cost-of-living';
import type { z } from 'zod/mini';
import { inputsSchemaOf } from './inputs-schema-of.js';

/** `cost-of-living`: the form of the engine's `calculateCostOfLiving`. */
export const costOfLivingInputsSchema = /* @__PURE__ */ inputsSchemaOf(
  COST_OF_LIVING_DEFINITION,
  'CostOfLivingInputs',
);
export type CostOfLivingInputs = z.infer<typeof costOfLivingInputsSchema>;
