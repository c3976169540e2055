import { RUNWAY_DEFINITION } from '@freedompath/engine/runway';
import { calculatorForm } from '../calculators/kit/form/calculator-form';
import type { FormOf } from '../calculators/kit/form/calculator-form';
import { runwayPlan } from './runway-plan';

/** The runway form: plan ↔ typed text ↔ the engine's profile. */
export const runwayForm = calculatorForm(RUNWAY_DEFINITION, runwayPlan);

export type RunwayFormState = FormOf<typeof RUNWAY_DEFINITION.fields>;
