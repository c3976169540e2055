import { CAREER_BREAK_DEFINITION } from '@freedompath/engine/career-break';
import { z } from 'zod/mini';
import { calculatorPlan } from '../calculators/kit/plan/calculator-plan';
import type { PlanOf } from '../calculators/kit/plan/calculator-plan';
import { fieldNumber } from '../calculators/kit/plan/field-number';

const { fields } = CAREER_BREAK_DEFINITION;

/** Longest expense name the form takes, so a plan of 100 expenses stays a usable link. */
export const EXPENSE_NAME_MAX_LENGTH = fields.expenses.item.name.maxLength;

/** Most expenses a budget holds: the engine's limit. */
export const MAX_EXPENSES = fields.expenses.max;

/**
 * The career break budget as URL search params, bounded as the engine's definition bounds it
 * (duration 0.01–100 years, buffer 0–1000 %, amounts up to $1e12, at most 100 expenses), so a
 * link never restores a budget the engine would refuse. The buffer is never blank in a link: a
 * blank buffer is an unfinished field on the form (product: career-break#validation), so the link
 * keeps the last one typed.
 */
export const careerBreakPlan = calculatorPlan(CAREER_BREAK_DEFINITION, {
  schemas: {
    emergencyBufferPercent: fieldNumber().check(
      z.minimum(fields.emergencyBufferPercent.min),
      z.maximum(fields.emergencyBufferPercent.max),
    ),
  },
});

export type CareerBreakPlanValues = PlanOf<typeof CAREER_BREAK_DEFINITION.fields>;
