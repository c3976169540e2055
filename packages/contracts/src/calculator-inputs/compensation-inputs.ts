import { COMPENSATION_DEFINITION } from '@freedompath/engine/compensation';
import type { z } from 'zod/mini';
import { inputsSchemaOf } from './inputs-schema-of.js';

/**
 * `compensation`: the offers the engine's `compareOffers` compares, 2 to 4 of them, under
 * `offers` so that the engine's issue paths (`offers.1.baseSalary`) read the same on the wire.
 */
export const compensationInputsSchema = /* @__PURE__ */ inputsSchemaOf(
  COMPENSATION_DEFINITION,
  'CompensationInputs',
);
export type CompensationInputs = z.infer<typeof compensationInputsSchema>;
