import {
  INTERNATIONAL_MESSAGES,
  INTERNATIONAL_RUNWAY_DEFINITION,
} from '@freedompath/engine/international';
import type { ValidationIssue } from '@freedompath/engine';
import { calculatorForm } from '../calculators/kit/form/calculator-form';
import type { FormOf } from '../calculators/kit/form/calculator-form';
import { internationalRunwayPlan } from './international-runway-plan';

/** The international runway form: plan ↔ typed amounts ↔ the engine's form. */
export const internationalRunwayForm = calculatorForm(
  INTERNATIONAL_RUNWAY_DEFINITION,
  internationalRunwayPlan,
);

export type InternationalRunwayFormState = FormOf<typeof INTERNATIONAL_RUNWAY_DEFINITION.fields>;

/**
 * Issues for amounts typed as something that is not a number, each with its field's own message
 * (the engine's for a value that is not an amount: it never sees the text).
 */
export function amountTextIssues(form: InternationalRunwayFormState): ValidationIssue[] {
  return internationalRunwayForm.textIssues(form, '').map(({ path }) => ({
    path,
    message: INTERNATIONAL_MESSAGES[path as keyof typeof INTERNATIONAL_MESSAGES],
  }));
}
