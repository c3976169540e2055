import { z } from 'zod/mini';
import type { CalculatorSlug } from '../calculators.js';
import { affordabilityInputsSchema } from './affordability-inputs.js';
import { careerBreakInputsSchema } from './career-break-inputs.js';
import { compensationInputsSchema } from './compensation-inputs.js';
import { costOfLivingInputsSchema } from './cost-of-living-inputs.js';
import { debtPaydownInputsSchema } from './debt-paydown-inputs.js';
import { freelanceRateInputsSchema } from './freelance-rate-inputs.js';
import { internationalRunwayInputsSchema } from './international-runway-inputs.js';
import { layoffInputsSchema } from './layoff-inputs.js';
import { partTimeInputsSchema } from './part-time-inputs.js';
import { paycheckPlannerInputsSchema } from './paycheck-planner-inputs.js';
import { prepaidExpensesInputsSchema } from './prepaid-expenses-inputs.js';
import { runwayInputsSchema } from './runway-inputs.js';
import { travelPlannerInputsSchema } from './travel-planner-inputs.js';

/**
 * Calculators of the registry the engine cannot compute yet: the FIRE calculator has no
 * formulas. `POST /api/v1/calculations/fire` answers `404 UNKNOWN_CALCULATOR` until it does.
 */
export const slugsWithoutCalculation = ['fire'] as const satisfies readonly CalculatorSlug[];

/** The slug of a calculator the engine computes: every registry slug but those above. */
export type CalculationSlug = Exclude<CalculatorSlug, (typeof slugsWithoutCalculation)[number]>;

/**
 * The inputs of each calculator the engine computes, keyed by registry slug. Each schema checks
 * the shape and types of the engine's input (strict objects, finite numbers, bounded lists);
 * the values' rules and their messages stay the engine's `validate…`.
 */
export const calculatorInputSchemas = {
  runway: runwayInputsSchema,
  'career-break': careerBreakInputsSchema,
  'cost-of-living': costOfLivingInputsSchema,
  'international-runway': internationalRunwayInputsSchema,
  'part-time': partTimeInputsSchema,
  compensation: compensationInputsSchema,
  'paycheck-planner': paycheckPlannerInputsSchema,
  'freelance-rate': freelanceRateInputsSchema,
  layoff: layoffInputsSchema,
  affordability: affordabilityInputsSchema,
  'prepaid-expenses': prepaidExpensesInputsSchema,
  'debt-paydown': debtPaydownInputsSchema,
  'travel-planner': travelPlannerInputsSchema,
} as const satisfies Record<CalculationSlug, z.ZodMiniType>;

/** The inputs of each calculator, as its schema parses them. */
export type CalculatorInputs = {
  [Slug in CalculationSlug]: z.infer<(typeof calculatorInputSchemas)[Slug]>;
};

/** A slug of `POST /api/v1/calculations/{slug}`. */
export const calculationSlugSchema = z.enum(
  Object.keys(calculatorInputSchemas) as [CalculationSlug, ...CalculationSlug[]],
);
