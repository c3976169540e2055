import { FREELANCE_RATE_DEFINITION } from '@freedompath/engine/freelance';
import type { z } from 'zod/mini';
import { inputsSchemaOf } from './inputs-schema-of.js';

/** `freelance-rate`: the form of the engine's `calculateFreelanceRate`. */
export const freelanceRateInputsSchema = /* @__PURE__ */ inputsSchemaOf(
  FREELANCE_RATE_DEFINITION,
  'FreelanceRateInputs',
);
export type FreelanceRateInputs = z.infer<typeof freelanceRateInputsSchema>;
