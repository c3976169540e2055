import { COST_OF_LIVING_DEFINITION } from '@freedompath/engine/cost-of-living';
import { calculatorForm } from '../calculators/kit/form/calculator-form';
import type { FormOf } from '../calculators/kit/form/calculator-form';
import { costOfLivingPlan } from './cost-of-living-plan';

/**
 * The cost of living form: plan ↔ typed text ↔ the engine's input. A blank amount is left out
 * and text that is not a number too, so the engine counts both as $0
 * (product: cost-of-living#validation); a negative amount is passed on, so the engine's message
 * appears at its field.
 */
export const costOfLivingForm = calculatorForm(COST_OF_LIVING_DEFINITION, costOfLivingPlan);

export type CostOfLivingFormState = FormOf<typeof COST_OF_LIVING_DEFINITION.fields>;
