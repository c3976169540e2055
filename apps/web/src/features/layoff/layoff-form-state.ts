import type { ValidationIssue } from '@freedompath/engine';
import { LAYOFF_FIELD_LABELS, LAYOFF_MESSAGES, validateLayoff } from '@freedompath/engine/layoff';
import type { LayoffInput } from '@freedompath/engine/layoff';
import { numberText, parseNumber, textIssues } from '../calculators/kit/fields/parse-number';
import {
  expenseFieldNames,
  layoffFieldNames,
  layoffPlanFields,
  severanceFieldNames,
} from './layoff-plan';
import type { LayoffField, LayoffPlan } from './layoff-plan';

/** What the form holds: each input as typed. */
export type LayoffFormState = Record<LayoffField, string>;

/** The form as a plan (a shared link or the defaults) fills it in; `null` is a blank field. */
export function formFromPlan(plan: LayoffPlan): LayoffFormState {
  return Object.fromEntries(
    layoffFieldNames.map((field) => [field, numberText(plan[field])]),
  ) as LayoffFormState;
}

/**
 * The plan the URL should hold for the form. A blank field is `null`; a field whose text is not
 * a value the plan accepts (letters, a negative, beyond its bound) keeps `lastGood`'s value, so
 * the URL only holds what a shared link can restore.
 */
export function planFromForm(form: LayoffFormState, lastGood: LayoffPlan): LayoffPlan {
  const plan = { ...lastGood };
  for (const field of layoffFieldNames) {
    const text = form[field];
    if (text.trim() === '') {
      plan[field] = null;
      continue;
    }
    const parsed = layoffPlanFields()[field].safeParse(parseNumber(text));
    if (parsed.success) plan[field] = parsed.data;
  }
  return plan;
}

/** A field's number: blank is 0 (spec §5); text that is not a number is left out for its issue. */
function inputNumber(text: string): number | undefined {
  return text.trim() === '' ? 0 : parseNumber(text);
}

/** The engine's input for what the form holds. */
export function inputFromForm(form: LayoffFormState): LayoffInput {
  const group = (fields: readonly LayoffField[]) =>
    Object.fromEntries(fields.map((field) => [field, inputNumber(form[field])]));
  return { severance: group(severanceFieldNames), expenses: group(expenseFieldNames) };
}

/**
 * The issues of a submitted form, filed by field name: text that is not a number (the engine
 * never sees it) with the engine's own wording for that field, then the engine's checks.
 */
export function layoffFormIssues(form: LayoffFormState, input: LayoffInput): ValidationIssue[] {
  const notNumbers = layoffFieldNames.flatMap((field) =>
    textIssues(
      { [field]: form[field] },
      `${LAYOFF_FIELD_LABELS[field]} ${LAYOFF_MESSAGES.notNonNegative}`,
    ),
  );
  // The engine files its issues under their group ('severance.baseSalary'); the form's fields
  // are named without it.
  const engine = validateLayoff(input).map((issue) => ({
    ...issue,
    path: issue.path.replace(/^(severance|expenses)\./, ''),
  }));
  return [...notNumbers, ...engine];
}
