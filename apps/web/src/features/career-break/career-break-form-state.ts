import type { ValidationIssue } from '@freedompath/engine';
import {
  CAREER_BREAK_DEFINITION,
  CAREER_BREAK_MESSAGES,
  validateCareerBreakBudget,
} from '@freedompath/engine/career-break';
import type { CareerBreakInput } from '@freedompath/engine/career-break';
import { calculatorForm } from '../calculators/kit/form/calculator-form';
import type { FormItemOf, FormOf } from '../calculators/kit/form/calculator-form';
import { careerBreakPlan } from './career-break-plan';

/** The career break form: plan ↔ typed text ↔ the engine's budget. */
export const careerBreakForm = calculatorForm(CAREER_BREAK_DEFINITION, careerBreakPlan);

/** The form as typed: number fields hold text; the expense list holds added, checked items. */
export type CareerBreakForm = FormOf<typeof CAREER_BREAK_DEFINITION.fields>;

/** An expense on the list: the engine's item with its category always chosen. */
export type ExpenseItem = FormItemOf<typeof CAREER_BREAK_DEFINITION.fields.expenses.item>;

/**
 * The issues of a submitted form: 'Please enter valid numbers' for text that is not a number and
 * for a blank buffer (the engine would take 10 %, but on the form a blank buffer is not a number,
 * product: career-break#validation), then the engine's own checks. Blank savings and income are
 * left out, so the engine counts them as 0.
 */
export function careerBreakFormIssues(
  form: CareerBreakForm,
  input: CareerBreakInput,
): ValidationIssue[] {
  const message = CAREER_BREAK_MESSAGES.invalidNumbers;
  const blankBuffer: ValidationIssue[] =
    form.emergencyBufferPercent.trim() === '' ? [{ path: 'emergencyBufferPercent', message }] : [];
  return [
    ...careerBreakForm.textIssues(form, message),
    ...blankBuffer,
    ...validateCareerBreakBudget(input),
  ];
}
