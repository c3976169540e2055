import { ENGINE_LIMITS } from '@freedompath/engine';
import {
  FREELANCE_ADJUSTMENT_BOUNDS,
  FREELANCE_DEFAULTS,
  FREELANCE_LIMITS,
} from '@freedompath/engine/freelance';
import { z } from 'zod/mini';
import { defineSearchPlan } from '../calculators/kit/plan/define-search-plan';
import type { PlanValues } from '../calculators/kit/plan/define-search-plan';
import { fieldNumber } from '../calculators/kit/plan/field-number';

/** Longest benefit name the form takes, so a plan of 100 benefits stays a usable link. */
export const BENEFIT_NAME_MAX_LENGTH = 80;

/** A slider's value: a whole percent within the engine's bounds for it (spec §9, step 1). */
function slider(key: keyof typeof FREELANCE_ADJUSTMENT_BOUNDS) {
  const { min, max } = FREELANCE_ADJUSTMENT_BOUNDS[key];
  return z.number().check(z.int(), z.minimum(min), z.maximum(max));
}

/**
 * An amount of money as the engine bounds it: $0 to $1e12. Built on its first parse, as the
 * plan's fields are (see `defineSearchPlan`).
 */
export const amountSchema = z.lazy(() =>
  fieldNumber().check(z.minimum(0), z.maximum(ENGINE_LIMITS.maxAmount)),
);

/** The plan's fields, bounded as `validateFreelanceRate` bounds them. */
function fields() {
  /** A benefit on the list: it was added with both a name and an amount (spec §5). */
  const benefitSchema = z.object({
    name: z.string().check(
      z.maxLength(BENEFIT_NAME_MAX_LENGTH),
      z.refine((name) => name.trim() !== ''),
    ),
    amount: amountSchema,
  });
  return {
    /** Null while the salary field is blank: the spec gives it no default. */
    annualSalary: z.nullable(amountSchema),
    workHours: fieldNumber().check(z.minimum(1), z.maximum(FREELANCE_LIMITS.maxWorkHours)),
    benefits: z.array(benefitSchema).check(z.maxLength(FREELANCE_LIMITS.maxBenefits)),
    overhead: slider('overhead'),
    timeOff: slider('timeOff'),
    marketing: slider('marketing'),
    profitMargin: slider('profitMargin'),
  };
}

export type FreelanceRatePlanValues = PlanValues<ReturnType<typeof fields>>;

/**
 * The Freelance Rate plan in the URL: salary, hours, benefits and the four sliders. Defaults
 * are the spec's (2080 hours; 15, 10, 10 and 20 %), which stay out of the URL; the salary
 * starts blank.
 */
export const freelanceRatePlan = defineSearchPlan(fields, {
  annualSalary: null,
  workHours: FREELANCE_DEFAULTS.workHours,
  benefits: [],
  ...FREELANCE_DEFAULTS.adjustments,
});

/** The plan's field schemas, for checking one value as the URL would. */
export const freelanceRateFields = freelanceRatePlan.fields;
