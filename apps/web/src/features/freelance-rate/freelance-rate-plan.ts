import { FREELANCE_RATE_DEFINITION } from '@freedompath/engine/freelance';
import { z } from 'zod/mini';
import { calculatorPlan } from '../calculators/kit/plan/calculator-plan';
import type { PlanOf } from '../calculators/kit/plan/calculator-plan';
import { fieldNumber } from '../calculators/kit/plan/field-number';

const { workHours, adjustments } = FREELANCE_RATE_DEFINITION.fields;

/** A slider's value: a whole percent within the engine's bounds for it (step 1). */
function slider({ min, max }: { min: number; max: number }) {
  return z.number().check(z.int(), z.minimum(min), z.maximum(max));
}

/**
 * The Freelance Rate plan in the URL: salary, hours, benefits and the four sliders, as the
 * engine defines them. Defaults are the product's (2080 hours; 15, 10, 10 and 20 %), which stay out
 * of the URL; the salary starts blank. Hours have no blank (a cleared field keeps the last good
 * hours in the link) and the sliders hold whole percents.
 */
export const freelanceRatePlan = calculatorPlan(FREELANCE_RATE_DEFINITION, {
  schemas: {
    workHours: fieldNumber().check(z.minimum(workHours.min), z.maximum(workHours.max)),
    overhead: slider(adjustments.fields.overhead),
    timeOff: slider(adjustments.fields.timeOff),
    marketing: slider(adjustments.fields.marketing),
    profitMargin: slider(adjustments.fields.profitMargin),
  },
});

export type FreelanceRatePlanValues = PlanOf<typeof FREELANCE_RATE_DEFINITION.fields>;
