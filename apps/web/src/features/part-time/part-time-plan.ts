import { ENGINE_LIMITS } from '@freedompath/engine';
import { PART_TIME_DEFAULTS, PART_TIME_LIMITS } from '@freedompath/engine/part-time';
import { z } from 'zod/mini';
import { defineSearchPlan } from '../calculators/kit/plan/define-search-plan';
import type { PlanValues } from '../calculators/kit/plan/define-search-plan';

/** Longest expense name the form takes and the URL carries. */
export const EXPENSE_NAME_MAX_LENGTH = 100;

/**
 * An amount of money, as the engine bounds it. Built on its first parse, as the plan's fields
 * are (see `defineSearchPlan`).
 */
export const amountSchema = z.lazy(() =>
  z.number().check(z.minimum(0), z.maximum(ENGINE_LIMITS.maxAmount)),
);
const amount = amountSchema;
const { weeklyHours, marketReturns, temporaryMonths, maxExpenses } = PART_TIME_LIMITS;

/** The plan's fields, bounded as `validatePartTime` bounds them (spec §5). */
function fields() {
  return {
    fullTimeSalary: amount,
    partTimeSalary: amount,
    weeklyHours: z.number().check(z.minimum(weeklyHours.min), z.maximum(weeklyHours.max)),
    currentPortfolio: amount,
    currentCash: amount,
    fullTimeContribution: amount,
    partTimeContribution: amount,
    fullTimeCashContribution: amount,
    partTimeCashContribution: amount,
    marketReturns: z.number().check(z.minimum(marketReturns.min), z.maximum(marketReturns.max)),
    expenses: z
      .array(
        z.object({
          name: z.string().check(z.maxLength(EXPENSE_NAME_MAX_LENGTH)),
          amount,
          isFixed: z.boolean(),
        }),
      )
      .check(z.maxLength(maxExpenses)),
    isTemporary: z.boolean(),
    temporaryMonths: z
      .number()
      .check(z.int(), z.minimum(temporaryMonths.min), z.maximum(temporaryMonths.max)),
  };
}

export type PartTimePlanValues = PlanValues<ReturnType<typeof fields>>;

/**
 * The Part-Time vs Full-Time plan in the URL: every field of the form, defaults the engine's
 * (the spec's §9 figures plus its contributions and sample expenses), which stay out of the URL.
 */
export const partTimePlan = defineSearchPlan(fields, {
  ...PART_TIME_DEFAULTS,
  expenses: PART_TIME_DEFAULTS.expenses.map((expense) => ({ ...expense })),
});

/** The plan's field schemas, for checking one value as the URL would. */
export const partTimeFields = partTimePlan.fields;
