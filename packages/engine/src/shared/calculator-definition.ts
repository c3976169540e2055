import { deepFreeze } from './deep-freeze.js';
import { isFiniteNumber, isRecord } from './inputs.js';
import { ENGINE_LIMITS } from './limits.js';

/** What every field says of itself; `optional` fields may be left out (`undefined`). */
interface FieldBase<Value> {
  /** One line for API documentation: meaning and unit, as `Cash savings, $`. */
  readonly description: string;
  /** Its name in the engine's messages (`Current savings cannot be negative`). */
  readonly label?: string;
  /** May be left out: the engine then uses `default` (or nothing, when it has none). */
  readonly optional?: boolean;
  /** `null` is a value of its own (a field left blank on purpose: "no planned break"). */
  readonly nullable?: boolean;
  /** What the engine uses when an optional field is absent (`undefined` or `null`). */
  readonly default?: Value;
  /**
   * A form starts this optional field blank although the engine has a default (income during a
   * break: blank reads as "none"); without it a form starts at the default. Only a field a person
   * can leave blank (a number, a date) starts blank.
   */
  readonly startsBlank?: boolean;
}

/**
 * A number a person types. `money` is dollars, `percent` a percent number (`7` is 7 %),
 * `integer` a whole number, `number` anything else (years, hours, an index); `min` and `max`
 * bound it, both included.
 */
export interface NumberField extends FieldBase<number> {
  readonly kind: 'money' | 'percent' | 'integer' | 'number';
  readonly min: number;
  readonly max: number;
}

/** One of a fixed list of texts. */
export interface ChoiceField<Option extends string = string> extends FieldBase<Option> {
  readonly kind: 'choice';
  readonly options: readonly Option[];
}

export interface BooleanField extends FieldBase<boolean> {
  readonly kind: 'boolean';
}

/** A calendar date as `YYYY-MM-DD`, in the engine's years. */
export interface DateField extends FieldBase<string> {
  readonly kind: 'date';
}

export interface TextField extends FieldBase<string> {
  readonly kind: 'text';
  /** Longest text a form takes, characters. */
  readonly maxLength: number;
}

/** A list of items, each with fields of its own, at most `max` of them. */
export interface ListField<Item extends Fields = Fields> extends FieldBase<
  readonly InputOf<Item>[]
> {
  readonly kind: 'list';
  readonly item: Item;
  readonly max: number;
}

/** A group of fields held as one object (the seven monthly costs of the cost of living). */
export interface GroupField<Members extends Fields = Fields> extends FieldBase<never> {
  readonly kind: 'group';
  readonly fields: Members;
}

/** Some of a fixed list of texts, each at most once, at most `max` of them. */
export interface ChoicesField<Option extends string = string> extends FieldBase<readonly Option[]> {
  readonly kind: 'choices';
  readonly options: readonly Option[];
  readonly max: number;
}

export type Field =
  | NumberField
  | ChoiceField
  | ChoicesField
  | BooleanField
  | DateField
  | TextField
  | ListField
  | GroupField;

export type Fields = { readonly [name: string]: Field };

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The value a field holds, `null` included for a nullable one. */
export type FieldValue<F extends Field> =
  | (F extends NumberField
      ? number
      : F extends ChoiceField<infer Option>
        ? Option
        : F extends ChoicesField<infer Option>
          ? readonly Option[]
          : F extends BooleanField
            ? boolean
            : F extends DateField | TextField
              ? string
              : F extends ListField<infer Item>
                ? readonly InputOf<Item>[]
                : F extends GroupField<infer Members>
                  ? InputOf<Members>
                  : never)
  | (F extends { readonly nullable: true } ? null : never);

type OptionalNames<Fs extends Fields> = {
  [K in keyof Fs]: Fs[K] extends { readonly optional: true } ? K : never;
}[keyof Fs];

/** The input a calculator takes: required fields present, optional ones may be left out. */
export type InputOf<Fs extends Fields> = Simplify<
  { -readonly [K in Exclude<keyof Fs, OptionalNames<Fs>>]: FieldValue<Fs[K]> } & {
    -readonly [K in OptionalNames<Fs>]?: FieldValue<Fs[K]>;
  }
>;

type DefaultedNames<Fs extends Fields> = {
  [K in keyof Fs]: Fs[K] extends { readonly default: unknown } ? K : never;
}[keyof Fs];

/** The input once {@link withDefaults} has filled it in: every field with a default is present. */
export type ResolvedInputOf<Fs extends Fields> = Simplify<
  Omit<InputOf<Fs>, DefaultedNames<Fs>> & {
    -readonly [K in DefaultedNames<Fs>]: FieldValue<Fs[K]>;
  }
>;

/**
 * A calculator's inputs as data: what each field is, its bounds and default. The engine's
 * validator reads it; the API's schemas, the web's shareable plans and its forms are derived
 * from it (ADR 045). `version` changes when a change would alter what an existing plan means
 * (a default, a unit), so an old link can be read as it was made.
 */
export interface CalculatorDefinition<Fs extends Fields = Fields> {
  readonly name: string;
  readonly version: number;
  readonly fields: Fs;
  /** A typical input: the API documentation's example. */
  readonly example: InputOf<Fs>;
  /**
   * The defaults fields had in earlier versions, where a later version changed them:
   * `{ 1: { inflationRate: 3 } }` once version 2 makes it 2.5. A shared link leaves out what is
   * at its default, so a link made in version 1 without `inflationRate` meant 3.
   */
  readonly formerDefaults?: { readonly [version: number]: { readonly [K in keyof Fs]?: unknown } };
}

/**
 * Declares a calculator's inputs once, frozen so no caller can change them under another.
 *
 * @example
 * const definition = defineCalculator({
 *   name: 'example', version: 1,
 *   fields: { savings: money('Cash savings, $') },
 *   example: { savings: 1000 },
 * });
 */
export function defineCalculator<const Fs extends Fields>(
  definition: CalculatorDefinition<Fs>,
): CalculatorDefinition<Fs> {
  return deepFreeze(definition) as CalculatorDefinition<Fs>;
}

type Options<Value> = Omit<FieldBase<Value>, 'description'>;

/** Dollars from $0 up to the engine's largest amount, unless `min`/`max` say otherwise. */
export function money<const O extends Options<number> & { min?: number; max?: number }>(
  description: string,
  options?: O,
): NumberField & { kind: 'money' } & O {
  return {
    kind: 'money',
    min: 0,
    max: ENGINE_LIMITS.maxAmount,
    description,
    ...options,
  } as NumberField & {
    kind: 'money';
  } & O;
}

/** A number of the given kind within [min, max]. */
export function numberField<
  const Kind extends NumberField['kind'],
  const O extends Options<number>,
>(
  kind: Kind,
  min: number,
  max: number,
  description: string,
  options?: O,
): NumberField & { kind: Kind } & O {
  return { kind, min, max, description, ...options } as NumberField & { kind: Kind } & O;
}

export function choice<const Option extends string, const O extends Options<Option>>(
  options: readonly Option[],
  description: string,
  more?: O,
): ChoiceField<Option> & O {
  return { kind: 'choice', options, description, ...more } as ChoiceField<Option> & O;
}

export function yesNo<const O extends Options<boolean>>(
  description: string,
  options?: O,
): BooleanField & O {
  return { kind: 'boolean', description, ...options } as BooleanField & O;
}

export function date<const O extends Options<string>>(
  description: string,
  options?: O,
): DateField & O {
  return { kind: 'date', description, ...options } as DateField & O;
}

export function text<const O extends Options<string>>(
  maxLength: number,
  description: string,
  options?: O,
): TextField & O {
  return { kind: 'text', maxLength, description, ...options } as TextField & O;
}

export function list<const Item extends Fields, const O extends Options<readonly InputOf<Item>[]>>(
  item: Item,
  max: number,
  description: string,
  options?: O,
): ListField<Item> & O {
  return { kind: 'list', item, max, description, ...options } as ListField<Item> & O;
}

export function choices<const Option extends string, const O extends Options<readonly Option[]>>(
  options: readonly Option[],
  max: number,
  description: string,
  more?: O,
): ChoicesField<Option> & O {
  return { kind: 'choices', options, max, description, ...more } as ChoicesField<Option> & O;
}

export function group<const Members extends Fields, const O extends Options<never>>(
  fields: Members,
  description: string,
  options?: O,
): GroupField<Members> & O {
  return { kind: 'group', fields, description, ...options } as GroupField<Members> & O;
}

/** The defaults of a calculator's fields that have one, by field name. */
export function defaultsOf<Fs extends Fields>(
  fields: Fs,
): { readonly [K in DefaultedNames<Fs>]: FieldValue<Fs[K]> } {
  const defaults: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    if (field.default !== undefined) defaults[name] = field.default;
  }
  return deepFreeze(defaults) as { readonly [K in DefaultedNames<Fs>]: FieldValue<Fs[K]> };
}

/** What is wrong with a number field's value, if anything; `missing` only for a required one. */
export type NumberViolation = 'missing' | 'invalid' | 'below' | 'above' | 'fraction';

/**
 * Checks one value against a number field: absent (`undefined` or `null`) is fine for an
 * optional field, `null` for a nullable one, and anything absent is `missing` otherwise; then it must be a finite number (a numeric
 * string is not one), within the bounds, and whole for an `integer`.
 */
export function numberViolation(field: NumberField, value: unknown): NumberViolation | undefined {
  if (value === undefined || value === null) {
    return field.optional || (field.nullable && value === null) ? undefined : 'missing';
  }
  if (!isFiniteNumber(value)) return 'invalid';
  if (value < field.min) return 'below';
  if (value > field.max) return 'above';
  if (field.kind === 'integer' && !Number.isInteger(value)) return 'fraction';
  return undefined;
}

/**
 * The input with every absent top-level field that has a default filled in from the definition
 * (`null` is absent too, except for a nullable field, where it is a value); others kept as given.
 */
export function withDefaults<Fs extends Fields>(
  fields: Fs,
  input: InputOf<Fs>,
): ResolvedInputOf<Fs> {
  const filled: Record<string, unknown> = isRecord(input) ? { ...input } : {};
  for (const [name, field] of Object.entries(fields)) {
    const value = filled[name];
    const absent = value === undefined || (value === null && !field.nullable);
    if (absent && field.default !== undefined) {
      filled[name] = field.default;
    }
  }
  return filled as ResolvedInputOf<Fs>;
}
