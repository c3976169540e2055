import type { ValidationIssue } from '@freedompath/engine';
import {
  FREELANCE_MESSAGES,
  FREELANCE_RATE_DEFINITION,
  validateFreelanceRate,
} from '@freedompath/engine/freelance';
import type { FreelanceRateInput } from '@freedompath/engine/freelance';
import { calculatorForm } from '../calculators/kit/form/calculator-form';
import type { FormOf } from '../calculators/kit/form/calculator-form';
import { freelanceRatePlan } from './freelance-rate-plan';

/** The freelance rate form: plan ↔ typed text ↔ the engine's input. */
export const freelanceRateForm = calculatorForm(FREELANCE_RATE_DEFINITION, freelanceRatePlan);

/** What the form holds: number fields as typed, the benefits, slider positions as text. */
export type FreelanceRateFormState = FormOf<typeof FREELANCE_RATE_DEFINITION.fields>;

/** A benefit on the list; `id` only tells React the rows apart. */
export type BenefitItem = FreelanceRateFormState['benefits'][number];

/**
 * The issues of a submitted form: hours left blank (they have no sensible blank value, so the
 * engine's range message) and text that is not a number (the product's message) first, then the
 * engine's own checks, which ask for a salary left blank.
 */
export function freelanceRateFormIssues(
  form: FreelanceRateFormState,
  input: FreelanceRateInput,
): ValidationIssue[] {
  const blankHours =
    form.workHours.trim() === ''
      ? [{ path: 'workHours', message: FREELANCE_MESSAGES.workHours }]
      : [];
  return [
    ...blankHours,
    ...freelanceRateForm.textIssues(form, FREELANCE_MESSAGES.salaryRequired),
    ...validateFreelanceRate(input),
  ];
}
