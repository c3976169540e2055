import { CAREER_BREAK_DEFINITION } from '@freedompath/engine/career-break';
import type { z } from 'zod/mini';
import { inputsSchemaOf } from './inputs-schema-of.js';

/** `career-break`: the form of the engine's `calculateCareerBreakBudget`. */
export const careerBreakInputsSchema = /* @__PURE__ */ inputsSchemaOf(
  CAREER_BREAK_DEFINITION,
  'CareerBreakInputs',
);
export type CareerBreakInputs = z.infer<typeof careerBreakInputsSchema>;
