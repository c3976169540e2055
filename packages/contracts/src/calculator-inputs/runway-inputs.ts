import { RUNWAY_DEFINITION } from '@freedompath/engine/runway';
import type { z } from 'zod/mini';
import { inputsSchemaOf } from './inputs-schema-of.js';

/** `runway`: the runway profile of the engine's `calculateRunway`. */
export const runwayInputsSchema = /* @__PURE__ */ inputsSchemaOf(RUNWAY_DEFINITION, 'RunwayInputs');
export type RunwayInputs = z.infer<typeof runwayInputsSchema>;
