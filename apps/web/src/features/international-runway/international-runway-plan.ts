import { INTERNATIONAL_RUNWAY_DEFINITION } from '@freedompath/engine/international';
import { calculatorPlan } from '../calculators/kit/plan/calculator-plan';
import type { PlanOf } from '../calculators/kit/plan/calculator-plan';

/** The international runway form in the URL, as the engine defines it; nothing chosen yet. */
export const internationalRunwayPlan = calculatorPlan(INTERNATIONAL_RUNWAY_DEFINITION);

export type InternationalRunwayPlan = PlanOf<typeof INTERNATIONAL_RUNWAY_DEFINITION.fields>;
