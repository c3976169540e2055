import { INTERNATIONAL_RUNWAY_DEFINITION } from '@freedompath/engine/international';
import type { z } from 'zod/mini';
import { inputsSchemaOf } from './inputs-schema-of.js';

/** `international-runway`: the form of the engine's `calculateInternationalRunway`. */
export const internationalRunwayInputsSchema = /* @__PURE__ */ inputsSchemaOf(
  INTERNATIONAL_RUNWAY_DEFINITION,
  'InternationalRunwayInputs',
);
export type InternationalRunwayInputs = z.infer<typeof internationalRunwayInputsSchema>;
