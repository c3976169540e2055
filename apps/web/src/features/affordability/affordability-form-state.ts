import { AFFORDABILITY_DEFINITION } from '@freedompath/engine/affordability';
import { calculatorForm } from '../calculators/kit/form/calculator-form';
import type { FormOf } from '../calculators/kit/form/calculator-form';
import { affordabilityPlan } from './affordability-plan';

/** The affordability form: plan ↔ typed text ↔ the engine's input. */
export const affordabilityForm = calculatorForm(AFFORDABILITY_DEFINITION, affordabilityPlan);

/** What the form holds: each amount as typed. */
export type AffordabilityFormState = FormOf<typeof AFFORDABILITY_DEFINITION.fields>;
