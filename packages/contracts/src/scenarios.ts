import { z } from 'zod/mini';
import { calculatorSlugSchema } from './calculators.js';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from './storable-text.js';

/** A user may keep this many saved plans. */
export const SAVED_PLAN_LIMIT = 100;

const nameSchema = /* @__PURE__ */ z
  .string({ error: 'Name is required' })
  .check(
    z.trim(),
    z.minLength(1, 'Name is required'),
    z.maxLength(100, 'Name must be at most 100 characters'),
    z.refine(isStorableText, UNSTORABLE_TEXT_MESSAGE),
  );

/** A saved plan: a calculator's inputs under a name (`/api/v1/scenarios`). */
export const scenarioSchema = /* @__PURE__ */ z
  .object({
    id: z.uuid(),
    name: z.string(),
    calculator: calculatorSlugSchema,
    /** The calculator screen's plan, as its shareable link holds it (ADR 023). */
    inputs: z.record(z.string(), z.unknown()),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .register(z.globalRegistry, { id: 'Scenario' });
export type Scenario = z.infer<typeof scenarioSchema>;

export const createScenarioBodySchema = /* @__PURE__ */ z
  .strictObject({
    name: nameSchema,
    calculator: calculatorSlugSchema,
    inputs: z.record(z.string(), z.unknown()),
  })
  .register(z.globalRegistry, { id: 'CreateScenarioBody' });
export type CreateScenarioBody = z.input<typeof createScenarioBodySchema>;

/** Rename, or replace the inputs (same calculator). */
export const updateScenarioBodySchema = /* @__PURE__ */ z
  .strictObject({
    name: z.optional(nameSchema),
    inputs: z.optional(z.record(z.string(), z.unknown())),
  })
  .register(z.globalRegistry, { id: 'UpdateScenarioBody' });
export type UpdateScenarioBody = z.input<typeof updateScenarioBodySchema>;

export const scenarioListSchema = /* @__PURE__ */ z
  .object({ scenarios: z.array(scenarioSchema) })
  .register(z.globalRegistry, { id: 'ScenarioList' });
export type ScenarioList = z.infer<typeof scenarioListSchema>;

export const scenarioParamsSchema = /* @__PURE__ */ z.strictObject({ id: z.uuid() });
