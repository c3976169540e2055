import type { CalculatorDefinition, Field, Fields, InputOf } from '@freedompath/engine';
import { z } from 'zod/mini';
import { boundedList } from './bounded-list.js';

/** Recursively writable: how zod outputs the engine's `readonly` lists. */
export type Writable<T> = T extends readonly (infer Item)[]
  ? Writable<Item>[]
  : T extends object
    ? { -readonly [K in keyof T]: Writable<T[K]> }
    : T;

function shapeOf(fields: Fields): Record<string, z.ZodMiniType> {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, schemaOf(field)]));
}

function valueSchemaOf(field: Field): z.ZodMiniType {
  switch (field.kind) {
    case 'money':
    case 'percent':
    case 'integer':
    case 'number':
      return z.number();
    case 'choice':
      return z.enum(field.options as [string, ...string[]]);
    case 'choices':
      return boundedList(z.enum(field.options as [string, ...string[]]), field.max);
    case 'boolean':
      return z.boolean();
    case 'date':
      return z.iso.date();
    case 'text':
      return z.string();
    case 'list':
      return boundedList(z.strictObject(shapeOf(field.item)), field.max);
    case 'group':
      return z.strictObject(shapeOf(field.fields));
  }
}

function schemaOf(field: Field): z.ZodMiniType {
  let schema = valueSchemaOf(field);
  if (field.nullable) schema = z.nullable(schema);
  if (field.optional) schema = z.optional(schema);
  return schema.check(z.describe(field.description));
}

/**
 * The API's schema of a calculator's inputs, derived from the engine's definition: the shape and
 * types of each field (strict objects, finite numbers, bounded lists), described for the OpenAPI
 * document with the definition's example. The values' rules and their messages stay the
 * engine's `validate…`, so a client reads the same sentence as a person at the form.
 */
export function inputsSchemaOf<Fs extends Fields>(
  definition: CalculatorDefinition<Fs>,
  id: string,
): z.ZodMiniType<Writable<InputOf<Fs>>> {
  return z.strictObject(shapeOf(definition.fields)).register(z.globalRegistry, {
    id,
    example: definition.example,
  }) as unknown as z.ZodMiniType<Writable<InputOf<Fs>>>;
}
