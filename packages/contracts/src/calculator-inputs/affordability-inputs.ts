import { AFFORDABILITY_DEFINITION } from '@freedompath/engine/affordability';
import type { z } from 'zod/mini';
import { inputsSchemaOf } from './inputs-schema-of.js';

/** `affordability`: the "Can I Afford It?" form of the engine's `assessAffordability`. */
export const affordabilityInputsSchema = /* @__PURE__ */ inputsSchemaOf(
  AFFORDABILITY_DEFINITION,
  'AffordabilityInputs',
);
export type AffordabilityInputs = z.infer<typeof affordabilityInputsSchema>;
