import type { CalculatorDefinition, Fields } from '@freedompath/engine';
import { RUNWAY_DEFINITION } from '@freedompath/engine/runway';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { inputsSchemaOf } from './inputs-schema-of.js';
import { runwayInputsSchema } from './runway-inputs.js';

/** One field of every kind; the engine's builders are its own, so the fields are written out. */
const FIELDS = {
  savings: { kind: 'money', min: 0, max: 1e12, description: 'Cash savings, $' },
  rate: {
    kind: 'percent',
    min: -100,
    max: 1000,
    description: 'Return, % a year; default 7',
    optional: true,
    default: 7,
  },
  months: {
    kind: 'integer',
    min: 1,
    max: 1200,
    description: 'Planned break, months; null: none',
    optional: true,
    nullable: true,
  },
  hours: { kind: 'number', min: 0, max: 80, description: 'Hours a week', nullable: true },
  mode: { kind: 'choice', options: ['cash', 'all'], description: 'What counts' },
  insured: { kind: 'boolean', description: 'Has insurance', optional: true },
  start: { kind: 'date', description: 'First month' },
  name: { kind: 'text', maxLength: 40, description: 'Plan name', optional: true },
  bills: {
    kind: 'list',
    max: 2,
    description: 'Bills',
    item: {
      id: { kind: 'text', maxLength: 40, description: 'Key' },
      amount: { kind: 'money', min: 0, max: 1e12, description: 'Bill, $' },
    },
  },
  costs: {
    kind: 'group',
    description: 'Monthly costs',
    fields: { rent: { kind: 'money', min: 0, max: 1e12, description: 'Rent, $/month' } },
  },
} as const satisfies Fields;

const DEFINITION: CalculatorDefinition<typeof FIELDS> = {
  name: 'example',
  version: 1,
  fields: FIELDS,
  example: {
    savings: 1000,
    rate: 7,
    months: 12,
    hours: 20,
    mode: 'all',
    insured: true,
    start: '2026-01-01',
    name: 'Sabbatical',
    bills: [{ id: 'rent', amount: 900 }],
    costs: { rent: 900 },
  },
};

const schema = inputsSchemaOf(DEFINITION, 'ExampleInputs');
const { example } = DEFINITION;

const issuesOf = (value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success ? [] : result.error.issues;
};

describe('inputsSchemaOf', () => {
  it('accepts the example as it is', () => {
    expect(z.parse(schema, example)).toEqual(example);
  });

  it('refuses unknown keys at every level', () => {
    expect(issuesOf({ ...example, extra: 1 })).toMatchObject([{ code: 'unrecognized_keys' }]);
    expect(issuesOf({ ...example, costs: { rent: 1, food: 2 } })).toMatchObject([
      { code: 'unrecognized_keys', path: ['costs'] },
    ]);
    expect(issuesOf({ ...example, bills: [{ id: 'a', amount: 1, due: 3 }] })).toMatchObject([
      { code: 'unrecognized_keys', path: ['bills', 0] },
    ]);
  });

  it('refuses a list longer than its max in the engine’s words', () => {
    const bill = { id: 'a', amount: 1 };
    expect(issuesOf({ ...example, bills: [bill, bill] })).toEqual([]);
    expect(issuesOf({ ...example, bills: [bill, bill, bill] })).toMatchObject([
      { path: ['bills'], message: 'Please enter at most 2 items.' },
    ]);
  });

  it('lets an optional field be left out and a nullable one be null, nothing more', () => {
    const { rate: _rate, months: _months, insured: _insured, name: _name, ...required } = example;
    expect(issuesOf(required)).toEqual([]);
    expect(issuesOf({ ...example, months: null, hours: null })).toEqual([]);
    // Optional but not nullable: null is refused.
    expect(issuesOf({ ...example, rate: null })).toMatchObject([{ path: ['rate'] }]);
    // Nullable but not optional: it must be given.
    const { hours: _hours, ...withoutHours } = example;
    expect(issuesOf(withoutHours)).toMatchObject([{ path: ['hours'] }]);
    for (const name of ['savings', 'mode', 'start', 'bills', 'costs'] as const) {
      const { [name]: _left, ...rest } = example;
      expect(issuesOf(rest)).toMatchObject([{ path: [name] }]);
    }
  });

  it('checks each kind’s type, leaving the values’ rules to the engine', () => {
    expect(issuesOf({ ...example, savings: '1000' })).toMatchObject([{ path: ['savings'] }]);
    expect(issuesOf({ ...example, savings: Infinity })).toMatchObject([{ path: ['savings'] }]);
    expect(issuesOf({ ...example, mode: 'some' })).toMatchObject([{ path: ['mode'] }]);
    expect(issuesOf({ ...example, insured: 'yes' })).toMatchObject([{ path: ['insured'] }]);
    expect(issuesOf({ ...example, start: '2026-13-01' })).toMatchObject([{ path: ['start'] }]);
    expect(issuesOf({ ...example, name: 5 })).toMatchObject([{ path: ['name'] }]);
    expect(issuesOf({ ...example, costs: { rent: '1' } })).toMatchObject([
      { path: ['costs', 'rent'] },
    ]);
    // Bounds and whole numbers are the engine's to tell, with its own messages.
    expect(issuesOf({ ...example, savings: -5, months: 1.5, hours: 100 })).toEqual([]);
  });

  it('registers its id and the definition’s example for the OpenAPI document', () => {
    expect(z.globalRegistry.get(schema)).toMatchObject({ id: 'ExampleInputs', example });
  });

  it('describes each field with the definition’s description', () => {
    const shape = (schema as unknown as z.ZodMiniObject).def.shape;
    expect(z.globalRegistry.get(shape.savings as z.ZodMiniType)).toMatchObject({
      description: 'Cash savings, $',
    });
    expect(z.globalRegistry.get(shape.months as z.ZodMiniType)).toMatchObject({
      description: 'Planned break, months; null: none',
    });
  });
});

describe('runwayInputsSchema', () => {
  it('accepts the runway definition’s example', () => {
    expect(z.parse(runwayInputsSchema, RUNWAY_DEFINITION.example)).toEqual(
      RUNWAY_DEFINITION.example,
    );
    expect(z.globalRegistry.get(runwayInputsSchema)).toMatchObject({
      id: 'RunwayInputs',
      example: RUNWAY_DEFINITION.example,
    });
  });
});
