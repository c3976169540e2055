import { PAYCHECK_DEFAULTS, PAYCHECK_DEFINITION } from '@freedompath/engine/paycheck';
import { z } from 'zod/mini';
import { calculatorPlan } from '../calculators/kit/plan/calculator-plan';
import type { PlanOf } from '../calculators/kit/plan/calculator-plan';
import { fieldNumber } from '../calculators/kit/plan/field-number';

const { fields } = PAYCHECK_DEFINITION;

/** Longest bill name the form takes, so a plan of 100 bills stays a usable link. */
export const BILL_NAME_MAX_LENGTH = fields.bills.item.name.maxLength;

/** Most bills a plan holds: the engine's limit. */
export const MAX_BILLS = fields.bills.max;

/**
 * The paycheck plan as URL search params, bounded as the engine's definition bounds it (a real
 * start date in 1900–2200, at most 100 bills with a due day of 1–31), so a link never restores a
 * plan the engine would refuse: the income is above 0 (the engine takes 0 as no income entered)
 * and the frequency always one of the three, biweekly to start with. The start date has no
 * default: today's date would make the same link mean a different plan every day.
 */
export const paycheckPlan = calculatorPlan(PAYCHECK_DEFINITION, {
  schemas: {
    monthlyIncome: z.nullable(
      fieldNumber().check(z.positive(), z.maximum(fields.monthlyIncome.max)),
    ),
    payFrequency: z.enum(fields.payFrequency.options),
  },
  starts: { payFrequency: PAYCHECK_DEFAULTS.payFrequency },
});

export type PaycheckPlanValues = PlanOf<typeof PAYCHECK_DEFINITION.fields>;
