import { LAYOFF_DEFINITION } from '@freedompath/engine/layoff';
import type { z } from 'zod/mini';
import { inputsSchemaOf } from './inputs-schema-of.js';

/**
 * `layoff`: the form of the engine's `calculateLayoff`. Both groups are required objects; a
 * field left out of either counts as 0, like a blank input.
 */
export const layoffInputsSchema = /* @__PURE__ */ inputsSchemaOf(LAYOFF_DEFINITION, 'LayoffInputs');
export type LayoffInputs = z.infer<typeof layoffInputsSchema>;
