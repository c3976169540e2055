import { PAYCHECK_DEFINITION } from '@freedompath/engine/paycheck';
import type { z } from 'zod/mini';
import { inputsSchemaOf } from './inputs-schema-of.js';

/** `paycheck-planner`: the form of the engine's `planPaychecks`. */
export const paycheckPlannerInputsSchema = /* @__PURE__ */ inputsSchemaOf(
  PAYCHECK_DEFINITION,
  'PaycheckPlannerInputs',
);
export type PaycheckPlannerInputs = z.infer<typeof paycheckPlannerInputsSchema>;
