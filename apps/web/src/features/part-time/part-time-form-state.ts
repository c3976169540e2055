import type { ValidationIssue } from '@freedompath/engine';
import {
  PART_TIME_DEFINITION,
  PART_TIME_MESSAGES,
  validatePartTime,
} from '@freedompath/engine/part-time';
import type { PartTimeForm } from '@freedompath/engine/part-time';
import { uniqueKey } from '@/lib/unique-key';
import { numberText, parseNumber } from '../calculators/kit/fields/parse-number';
import { calculatorForm } from '../calculators/kit/form/calculator-form';
import type { FormOf } from '../calculators/kit/form/calculator-form';
import { partTimePlan } from './part-time-plan';
import type { PartTimePlanValues } from './part-time-plan';

/** product: part-time#messages: the message for number fields holding text that is not a number. */
const INVALID_NUMBER_MESSAGE = 'Please enter valid numbers for all required fields.';

type Fields = typeof PART_TIME_DEFINITION.fields;
type KitForm = FormOf<Fields>;

/** One row of the editable expense list, numbers as typed; `key` only tells React the rows apart. */
export type ExpenseRow = FormOf<Fields['expenses']['item']> & { key: string };

/** What the form holds: the text of every number field as typed, the expenses row by row. */
export type PartTimeFormState = Omit<KitForm, 'expenses'> & { expenses: ExpenseRow[] };

type NumberName = {
  [K in keyof Fields]: Fields[K] extends { readonly min: number } ? K : never;
}[keyof Fields];

const numberNames = (Object.keys(PART_TIME_DEFINITION.fields) as (keyof Fields)[]).filter(
  (name): name is NumberName => 'min' in PART_TIME_DEFINITION.fields[name],
);
/** Amounts of money: a blank one means $0, as an empty amount reads. */
const moneyNames = numberNames.filter((name) => PART_TIME_DEFINITION.fields[name].kind === 'money');
/** Hours, return and months have no blank value that makes sense: blank gets the engine's message. */
const requiredNames = numberNames.filter((name) => !moneyNames.includes(name));

const kitForm = calculatorForm(PART_TIME_DEFINITION, partTimePlan);

const isBlank = (text: string) => text.trim() === '';
const blankAsZero = (text: string) => (isBlank(text) ? '0' : text);

/**
 * The form as the kit converts it: blank amounts are $0; `invalid` stands in for an expense
 * amount that is not a number.
 */
function kitFormOf(form: PartTimeFormState, invalid: number): KitForm {
  return {
    ...form,
    ...Object.fromEntries(moneyNames.map((name) => [name, blankAsZero(form[name])])),
    expenses: form.expenses.map(({ key, ...row }) => ({
      ...row,
      id: key,
      amount: parseNumber(blankAsZero(row.amount)) ?? invalid,
    })),
  };
}

/** A duration that is not temporary is hidden, not the visitor's concern: it is left out. */
const engineFormOf = (form: PartTimeFormState): KitForm => ({
  ...kitFormOf(form, 0),
  ...(form.isTemporary ? {} : { temporaryMonths: '' }),
});

/** The Part-Time vs Full-Time form: plan ↔ typed text ↔ the engine's form. */
export const partTimeForm = {
  /** The form a plan (or a shared link) fills in. */
  fromPlan: (plan: PartTimePlanValues): PartTimeFormState => ({
    ...kitForm.fromPlan(plan),
    expenses: plan.expenses.map((expense) => ({
      ...expense,
      key: uniqueKey('expense'),
      amount: numberText(expense.amount),
    })),
  }),
  /**
   * The plan the form holds, for the URL: a field whose text does not parse (or is out of the
   * plan's bounds) keeps `last`'s value; so does the expense list while an amount does not.
   */
  toPlan: (form: PartTimeFormState, last: PartTimePlanValues): PartTimePlanValues =>
    kitForm.toPlan(kitFormOf(form, Number.NaN), last),
  /**
   * The engine's form. A number whose text is not one is left out ({@link partTimeFormIssues}
   * reports it); in an expense row 0 stands in, so the engine still checks the other rows.
   */
  toInput: (form: PartTimeFormState): PartTimeForm => kitForm.toInput(engineFormOf(form)),
};

/**
 * The issues of a submitted form: text that is not a number, and blank hours, return or (when
 * temporary) months, which get the engine's range message; then the engine's own checks.
 */
export function partTimeFormIssues(
  form: PartTimeFormState,
  input: PartTimeForm,
): ValidationIssue[] {
  const engineForm = engineFormOf(form);
  const blanks = requiredNames
    .filter((name) => isBlank(engineForm[name]) && (name !== 'temporaryMonths' || form.isTemporary))
    .map((name) => ({ path: name, message: PART_TIME_MESSAGES[name] }));
  const rows = form.expenses.flatMap((row, index) =>
    isBlank(row.amount) || parseNumber(row.amount) !== undefined
      ? []
      : [{ path: `expenses.${index}.amount`, message: INVALID_NUMBER_MESSAGE }],
  );
  return [
    ...kitForm.textIssues(engineForm, INVALID_NUMBER_MESSAGE),
    ...blanks,
    ...rows,
    ...validatePartTime(input),
  ];
}
