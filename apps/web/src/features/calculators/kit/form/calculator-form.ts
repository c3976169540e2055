import type {
  CalculatorDefinition,
  Field,
  Fields,
  InputOf,
  ValidationIssue,
} from '@freedompath/engine';
import { z } from 'zod/mini';
import { uniqueKey } from '@/lib/unique-key';
import { numberText, parseNumber } from '../fields/parse-number';
import { flatFields } from '../plan/calculator-plan';
import type { FlatFields, PlanItemOf, PlanOf } from '../plan/calculator-plan';

/** A list item on a form: the plan's item and a key telling the rows apart. */
export type FormItemOf<Fs extends Fields> = PlanItemOf<Fs> & { id: string };

/**
 * What a form holds for a field: what a person typed for numbers and dates, the chosen option
 * (`''` for none), the items of a list with their keys.
 */
export type FormValueOf<F extends Field> = F extends { readonly kind: 'list' }
  ? readonly FormItemOf<F['item']>[]
  : F extends { readonly kind: 'choices'; readonly options: readonly (infer O)[] }
    ? readonly O[]
    : F extends { readonly kind: 'boolean' }
      ? boolean
      : string;

/** A form's values, groups flattened as in the plan. */
export type FormOf<Fs extends Fields> = {
  -readonly [K in keyof FlatFields<Fs>]: FlatFields<Fs>[K] extends Field
    ? FormValueOf<FlatFields<Fs>[K]>
    : never;
};

export interface CalculatorForm<Fs extends Fields> {
  /** The form a plan (a shared link, a saved plan) fills in; list items get new keys. */
  fromPlan: (plan: PlanOf<Fs>) => FormOf<Fs>;
  /**
   * The plan the form stands for, for the URL: a blank field is `null`; a field whose text is
   * not a value the plan accepts keeps `last`'s value, so a link only holds what it can restore.
   */
  toPlan: (form: FormOf<Fs>, last: PlanOf<Fs>) => PlanOf<Fs>;
  /**
   * The engine's input. A blank field is left out (the engine applies its default, or reports a
   * required field missing with its own message); a blank nullable field is `null`. Text that is
   * not a number is left out too: {@link CalculatorForm.textIssues} reports it.
   */
  toInput: (form: FormOf<Fs>) => InputOf<Fs>;
  /**
   * Issues of number fields whose text is filled in but is not a number, at the engine's path
   * of the field (`currentExpenses.rent` for a group's member).
   */
  textIssues: (form: FormOf<Fs>, message: string) => ValidationIssue[];
}

type Values = Record<string, unknown>;
type Schemas = Readonly<Record<string, z.core.$ZodType>>;

const isNumeric = (field: Field) =>
  field.kind === 'money' ||
  field.kind === 'percent' ||
  field.kind === 'integer' ||
  field.kind === 'number';

function formValue(name: string, field: Field, value: unknown): unknown {
  if (field.kind === 'list')
    return (value as Values[]).map((item) => ({ ...item, id: uniqueKey(name) }));
  if (isNumeric(field)) return numberText(value as number | null);
  if (field.kind === 'date' || field.kind === 'choice') return value ?? '';
  return value;
}

/** The value the plan would hold for a field's form value, before its schema checks it. */
function planValue(field: Field, value: unknown): unknown {
  if (field.kind === 'list') return (value as Values[]).map(({ id: _id, ...item }) => item);
  if (isNumeric(field)) {
    const text = value as string;
    return text.trim() === '' ? null : parseNumber(text);
  }
  if (field.kind === 'date' || field.kind === 'choice') return value === '' ? null : value;
  return value;
}

/** A field's engine input from its form value; `undefined` leaves it out. */
function inputValue(field: Field, value: unknown): unknown {
  if (field.kind === 'list') {
    return 'id' in field.item ? value : (value as Values[]).map(({ id: _id, ...item }) => item);
  }
  if (isNumeric(field)) {
    const text = value as string;
    if (text.trim() === '') return field.nullable ? null : undefined;
    return parseNumber(text);
  }
  if (field.kind === 'date' || field.kind === 'choice') {
    if (value !== '') return value;
    return field.nullable ? null : undefined;
  }
  return value;
}

function toInput(fields: Fields, form: Values): Values {
  const input: Values = {};
  for (const [name, field] of Object.entries(fields)) {
    const value =
      field.kind === 'group' ? toInput(field.fields, form) : inputValue(field, form[name]);
    if (value !== undefined) input[name] = value;
  }
  return input;
}

function textIssues(fields: Fields, form: Values, message: string, prefix = ''): ValidationIssue[] {
  return Object.entries(fields).flatMap(([name, field]): ValidationIssue[] => {
    const path = `${prefix}${name}`;
    if (field.kind === 'group') return textIssues(field.fields, form, message, `${path}.`);
    if (!isNumeric(field)) return [];
    const text = form[name] as string;
    return text.trim() !== '' && parseNumber(text) === undefined ? [{ path, message }] : [];
  });
}

/**
 * A calculator form's conversions, derived from the engine's definition and the screen's plan:
 * plan ↔ form text ↔ engine input, so a screen keeps only its layout, labels and results.
 *
 * @example
 * const runwayForm = calculatorForm(RUNWAY_DEFINITION, runwayPlan);
 * const [form, setForm] = useState(() => runwayForm.fromPlan(plan));
 * calculateRunway(runwayForm.toInput(form));
 */
export function calculatorForm<Fs extends Fields>(
  definition: Pick<CalculatorDefinition<Fs>, 'fields'>,
  plan: { fields: () => Schemas },
): CalculatorForm<Fs> {
  const { fields } = definition;
  const flat = flatFields(fields);
  return {
    fromPlan: (values: Values) =>
      Object.fromEntries(flat.map(([name, field]) => [name, formValue(name, field, values[name])])),
    toPlan: (form: Values, last: Values) => {
      const schemas = plan.fields();
      const next: Values = { ...last };
      for (const [name, field] of flat) {
        const parsed = z.safeParse(schemas[name] as z.core.$ZodType, planValue(field, form[name]));
        if (parsed.success) next[name] = parsed.data;
      }
      return next;
    },
    toInput: (form: Values) => toInput(fields, form),
    textIssues: (form: Values, message: string) => textIssues(fields, form, message),
  } as unknown as CalculatorForm<Fs>;
}
