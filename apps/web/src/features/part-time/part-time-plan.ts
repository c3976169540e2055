import { PART_TIME_DEFINITION } from '@freedompath/engine/part-time';
import { calculatorPlan } from '../calculators/kit/plan/calculator-plan';
import type { PlanOf } from '../calculators/kit/plan/calculator-plan';

const { fields } = PART_TIME_DEFINITION;

/**
 * The Part-Time vs Full-Time plan in the URL, as the engine defines it; its defaults (the figures
 * of product: part-time#inputs plus its contributions and sample expenses) stay out of the URL.
 * An expense may be unnamed (a row just added): its name is plan text that may be blank.
 */
export const partTimePlan = calculatorPlan({
  ...PART_TIME_DEFINITION,
  fields: {
    ...fields,
    expenses: {
      ...fields.expenses,
      item: { ...fields.expenses.item, name: { ...fields.expenses.item.name, optional: true } },
    },
  },
});

export type PartTimePlanValues = PlanOf<typeof PART_TIME_DEFINITION.fields>;
