import type { ValidationIssue } from '@freedompath/engine';
import {
  LAYOFF_DEFINITION,
  LAYOFF_FIELD_LABELS,
  LAYOFF_MESSAGES,
  validateLayoff,
} from '@freedompath/engine/layoff';
import type { LayoffInput } from '@freedompath/engine/layoff';
import { calculatorForm } from '../calculators/kit/form/calculator-form';
import type { FormOf } from '../calculators/kit/form/calculator-form';
import { layoffPlan } from './layoff-plan';
import type { LayoffField } from './layoff-plan';

/** The layoff form: plan ↔ typed text ↔ the engine's input (a blank field is left out: 0). */
export const layoffForm = calculatorForm(LAYOFF_DEFINITION, layoffPlan);

/** What the form holds: each input as typed. */
export type LayoffFormState = FormOf<typeof LAYOFF_DEFINITION.fields>;

/** The form's name of a field: the engine files it under its group ('severance.baseSalary'). */
function formPath(path: string): string {
  return path.slice(path.lastIndexOf('.') + 1);
}

/**
 * The issues of a submitted form, filed by field name: text that is not a number (the engine
 * never sees it) with the engine's own wording for that field, then the engine's checks.
 */
export function layoffFormIssues(form: LayoffFormState, input: LayoffInput): ValidationIssue[] {
  const notNumbers = layoffForm.textIssues(form, LAYOFF_MESSAGES.notNonNegative).map(({ path }) => {
    const field = formPath(path) as LayoffField;
    return {
      path: field,
      message: `${LAYOFF_FIELD_LABELS[field]} ${LAYOFF_MESSAGES.notNonNegative}`,
    };
  });
  const engine = validateLayoff(input).map((issue) => ({ ...issue, path: formPath(issue.path) }));
  return [...notNumbers, ...engine];
}
