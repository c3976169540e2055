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

/** The most figures a saved plan's results summary keeps (ADR 043). */
export const RESULT_SUMMARY_MAX_ITEMS = 12;
/** The longest label or value of one figure, in characters (ADR 043). */
export const RESULT_SUMMARY_MAX_TEXT = 80;

const summaryTextSchema = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .check(
      z.trim(),
      z.minLength(1, `${what} is required`),
      z.maxLength(
        RESULT_SUMMARY_MAX_TEXT,
        `${what} must be at most ${RESULT_SUMMARY_MAX_TEXT} characters`,
      ),
      z.refine(isStorableText, UNSTORABLE_TEXT_MESSAGE),
    );

/**
 * One headline figure of a calculator's results, as its screen shows it: 'Success rate' and
 * '87%'. The value is the screen's own formatted text, so a plan reads back exactly as it was
 * shown, whatever the calculator (ADR 043).
 */
export const resultFigureSchema = /* @__PURE__ */ z.strictObject({
  label: summaryTextSchema('Label'),
  value: summaryTextSchema('Value'),
});
export type ResultFigure = z.infer<typeof resultFigureSchema>;

/** The headline figures a screen sends with a save: 1 to 12 of them, never a whole schedule. */
export const resultSummarySchema = /* @__PURE__ */ z
  .array(resultFigureSchema)
  .check(
    z.minLength(1, 'Give at least one figure'),
    z.maxLength(RESULT_SUMMARY_MAX_ITEMS, `At most ${RESULT_SUMMARY_MAX_ITEMS} figures`),
  );
export type ResultSummary = z.infer<typeof resultSummarySchema>;

/** The results a plan was saved with, and when the server received them. */
export const savedResultsSchema = /* @__PURE__ */ z
  .object({
    figures: z.array(resultFigureSchema),
    savedAt: z.iso.datetime({ offset: true }),
  })
  .register(z.globalRegistry, { id: 'SavedResults' });
export type SavedResults = z.infer<typeof savedResultsSchema>;

/** A saved plan: a calculator's inputs under a name (`/api/v1/scenarios`). */
export const scenarioSchema = /* @__PURE__ */ z
  .object({
    id: z.uuid(),
    name: z.string(),
    calculator: calculatorSlugSchema,
    /** The calculator screen's plan, as its shareable link holds it (ADR 023). */
    inputs: z.record(z.string(), z.unknown()),
    /** The headline results shown when it was saved; null when none were (or before ADR 043). */
    results: z.nullable(savedResultsSchema),
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
    /** The results the screen shows for these inputs; absent when it shows none. */
    results: z.optional(resultSummarySchema),
  })
  .register(z.globalRegistry, { id: 'CreateScenarioBody' });
export type CreateScenarioBody = z.input<typeof createScenarioBodySchema>;

/**
 * Rename, or replace the inputs (same calculator). New inputs replace the results too: those
 * given with them, or none.
 */
export const updateScenarioBodySchema = /* @__PURE__ */ z
  .strictObject({
    name: z.optional(nameSchema),
    inputs: z.optional(z.record(z.string(), z.unknown())),
    results: z.optional(resultSummarySchema),
  })
  .register(z.globalRegistry, { id: 'UpdateScenarioBody' });
export type UpdateScenarioBody = z.input<typeof updateScenarioBodySchema>;

export const scenarioListSchema = /* @__PURE__ */ z
  .object({ scenarios: z.array(scenarioSchema) })
  .register(z.globalRegistry, { id: 'ScenarioList' });
export type ScenarioList = z.infer<typeof scenarioListSchema>;

export const scenarioParamsSchema = /* @__PURE__ */ z.strictObject({ id: z.uuid() });
