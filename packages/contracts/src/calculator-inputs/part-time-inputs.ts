import { PART_TIME_DEFINITION } from '@freedompath/engine/part-time';
import type { z } from 'zod/mini';
import { inputsSchemaOf } from './inputs-schema-of.js';

/**
 * `part-time`: the form of the engine's `comparePartTime`. Money is before tax; an absent field
 * takes the engine's `PART_TIME_DEFAULTS`, as it does on the screen.
 */
export const partTimeInputsSchema = /* @__PURE__ */ inputsSchemaOf(
  PART_TIME_DEFINITION,
  'PartTimeInputs',
);
export type PartTimeInputs = z.infer<typeof partTimeInputsSchema>;
