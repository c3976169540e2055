import { isInEngineYears, isIsoDate } from '@freedompath/engine';
import type { CalculatorDefinition, Field, Fields } from '@freedompath/engine';
import { z } from 'zod/mini';
import { defineSearchPlan } from './define-search-plan';
import type { SearchPlan } from './define-search-plan';
import { fieldNumber } from './field-number';

/** Fields a person can leave blank: numbers and dates, and a choice with no default. */
type Blankable =
  | { readonly kind: 'money' | 'percent' | 'integer' | 'number' | 'date' }
  | { readonly kind: 'choice'; readonly default?: undefined };

type PlanScalar<F extends Field> = F extends {
  readonly kind: 'choice';
  readonly options: readonly (infer O)[];
}
  ? O
  : F extends { readonly kind: 'choices'; readonly options: readonly (infer O)[] }
    ? O[]
    : F extends { readonly kind: 'boolean' }
      ? boolean
      : F extends { readonly kind: 'date' | 'text' }
        ? string
        : number;

/** A list item in a plan: its fields without `id` (a form gives restored items new ones). */
export type PlanItemOf<Fs extends Fields> = {
  -readonly [K in Exclude<keyof Fs, 'id'>]: PlanScalar<Fs[K]>;
};

/**
 * What a plan holds for a field that is not a group: a number or a date, or `null` while it is
 * blank (a choice without a default too: nothing chosen yet); a list's items.
 */
export type PlanValueOf<F extends Field> = F extends { readonly kind: 'list' }
  ? PlanItemOf<F['item']>[]
  : F extends Blankable
    ? PlanScalar<F> | null
    : PlanScalar<F>;

type GroupNames<Fs extends Fields> = {
  [K in keyof Fs]: Fs[K] extends { readonly kind: 'group' } ? K : never;
}[keyof Fs];

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (
  i: infer I,
) => void
  ? I
  : never;

/** The members of every group, as fields of their own. */
type GroupMembers<Fs extends Fields> = UnionToIntersection<
  {
    [K in GroupNames<Fs>]: Fs[K] extends { readonly fields: infer M extends Fields } ? M : never;
  }[GroupNames<Fs>]
>;

/** The fields a plan holds: a group's members stand beside the other fields (one param each). */
export type FlatFields<Fs extends Fields> = Omit<Fs, GroupNames<Fs>> &
  ([GroupNames<Fs>] extends [never] ? unknown : GroupMembers<Fs>);

/** A plan's values for a definition's fields, groups flattened. */
export type PlanOf<Fs extends Fields> = {
  -readonly [K in keyof FlatFields<Fs>]: FlatFields<Fs>[K] extends Field
    ? PlanValueOf<FlatFields<Fs>[K]>
    : never;
};

type PlanSchemas<Fs extends Fields> = { [K in keyof PlanOf<Fs>]: z.ZodMiniType<PlanOf<Fs>[K]> };

/** What a screen narrows or starts differently from the definition. */
export interface PlanOptions<Fs extends Fields> {
  /** Schemas replacing derived ones (a select offering only some values). */
  schemas?: Partial<PlanSchemas<Fs>>;
  /** Where a new form starts, where it is not the engine's default (a first blank row). */
  starts?: Partial<PlanOf<Fs>>;
}

const date = () =>
  z.string().check(z.refine((value) => isIsoDate(value) && isInEngineYears(value)));

/** A field's schema as a list item holds it: always filled in, within the field's bounds. */
function itemSchemaOf(field: Field): z.ZodMiniType {
  switch (field.kind) {
    case 'money':
    case 'percent':
    case 'number':
      return fieldNumber().check(z.minimum(field.min), z.maximum(field.max));
    case 'integer':
      return fieldNumber().check(z.int(), z.minimum(field.min), z.maximum(field.max));
    case 'choice':
      return z.enum(field.options as [string, ...string[]]);
    case 'choices':
      return z.array(z.enum(field.options as [string, ...string[]])).check(
        z.maxLength(field.max),
        z.refine((chosen) => new Set(chosen).size === chosen.length),
      );
    case 'boolean':
      return z.boolean();
    case 'date':
      return date();
    case 'text':
      return z.string().check(
        z.maxLength(field.maxLength),
        z.refine((value) => field.optional === true || value.trim() !== ''),
      );
    case 'list':
      return z.array(z.object(itemShapeOf(field.item))).check(z.maxLength(field.max));
    case 'group':
      return z.object(itemShapeOf(field.fields));
  }
}

function itemShapeOf(fields: Fields): Record<string, z.ZodMiniType> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([name]) => name !== 'id')
      .map(([name, field]) => [name, itemSchemaOf(field)]),
  );
}

/** Numbers and dates, and a choice with no default (see {@link PlanValueOf}). */
export function isBlankable(field: Field): boolean {
  if (field.kind === 'choice') return field.default === undefined;
  return (
    field.kind !== 'boolean' &&
    field.kind !== 'choices' &&
    field.kind !== 'text' &&
    field.kind !== 'list' &&
    field.kind !== 'group'
  );
}

/**
 * The fields a plan holds, in order: a group's members in its place, each its own param (the
 * seven monthly costs of the cost of living are seven params, as a person reads them).
 */
export function flatFields(fields: Fields): [string, Exclude<Field, { kind: 'group' }>][] {
  return Object.entries(fields).flatMap(([name, field]) =>
    field.kind === 'group' ? flatFields(field.fields) : [[name, field] as const],
  );
}

/** What a new form shows: the engine's default, unless the field starts blank and can be. */
function startOf(field: Field): unknown {
  const shown = field.startsBlank && isBlankable(field) ? undefined : field.default;
  if (shown !== undefined) return shown;
  if (field.kind === 'list' || field.kind === 'choices') return [];
  if (isBlankable(field)) return null;
  return field.kind === 'boolean' ? false : '';
}

/** The param naming the definition version a link was made with, once there is more than one. */
export const VERSION_PARAM = 'v';

/**
 * What an absent param meant in each earlier version: today's start, with each later version's
 * changed defaults taken back, newest first.
 */
function startsAt(
  version: number,
  current: number,
  flat: ReturnType<typeof flatFields>,
  starts: Record<string, unknown>,
  formerDefaults: NonNullable<CalculatorDefinition['formerDefaults']>,
): Record<string, unknown> {
  const then = { ...starts };
  for (let past = current - 1; past >= version; past--) {
    const changed: Record<string, unknown> = formerDefaults[past] ?? {};
    for (const [name, field] of flat) {
      if (Object.hasOwn(changed, name))
        then[name] = startOf({ ...field, default: changed[name] } as Field);
    }
  }
  return then;
}

/**
 * A calculator's shareable plan, derived from its engine definition: every field a search param
 * bounded as the engine bounds it (a hand-edited link never restores what the engine would
 * refuse), a typed field `null` while blank, and each field starting where a new form starts.
 *
 * Links record the definition's version once it is past 1 (`?v=2`): a link leaves out what is
 * at its default, so one made before a default changed is read with the defaults of its version
 * (`formerDefaults`); a link without a version was made in version 1.
 *
 * @example export const runwayPlan = calculatorPlan(RUNWAY_DEFINITION);
 */
export function calculatorPlan<Fs extends Fields>(
  definition: Pick<CalculatorDefinition<Fs>, 'fields'> &
    Partial<Pick<CalculatorDefinition<Fs>, 'version' | 'formerDefaults'>>,
  { schemas = {}, starts = {} }: PlanOptions<Fs> = {},
): SearchPlan<PlanSchemas<Fs>> {
  const flat = flatFields(definition.fields);
  const fields = () => ({
    ...Object.fromEntries(
      flat.map(([name, field]) => {
        const schema = itemSchemaOf(field);
        return [name, isBlankable(field) ? z.nullable(schema) : schema];
      }),
    ),
    ...schemas,
  });
  const defaults: Record<string, unknown> = {
    ...Object.fromEntries(flat.map(([name, field]) => [name, startOf(field)])),
    ...starts,
  };
  const plan = defineSearchPlan(fields as () => PlanSchemas<Fs>, defaults as never);
  const current = definition.version ?? 1;
  if (current === 1) return plan;
  const formerDefaults = definition.formerDefaults ?? {};
  const read = (search: unknown) => {
    if (typeof search !== 'object' || search === null) return search;
    const { [VERSION_PARAM]: made, ...params } = search as Record<string, unknown>;
    const version =
      Number.isInteger(made) && (made as number) >= 1 ? Math.min(made as number, current) : 1;
    return { ...startsAt(version, current, flat, defaults, formerDefaults), ...params };
  };
  const schema = z.pipe(z.transform(read), plan.schema) as unknown as typeof plan.schema;
  return {
    ...plan,
    schema,
    parse: (search) => schema.parse(search),
    search: {
      middlewares: [
        ({ search, next }) => {
          const written = next(search) as Record<string, unknown>;
          return (
            Object.keys(written).length > 0 ? { ...written, [VERSION_PARAM]: current } : written
          ) as never;
        },
        ...plan.search.middlewares,
      ],
    },
  };
}
