import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  choice,
  date,
  defaultsOf,
  defineCalculator,
  group,
  list,
  money,
  numberField,
  numberViolation,
  text,
  withDefaults,
  yesNo,
} from './calculator-definition.js';
import type { NumberField } from './calculator-definition.js';
import { ENGINE_LIMITS } from './limits.js';

const FIELDS = {
  savings: money('Cash savings, $', { label: 'Current savings' }),
  income: money('Income, $/month; default 0', { optional: true, default: 0, startsBlank: true }),
  months: numberField('integer', 1, 1200, 'Planned break, months', {
    optional: true,
    nullable: true,
  }),
  rate: numberField('percent', -100, 1000, 'Return, % a year; default 7', {
    optional: true,
    default: 7,
  }),
  cap: numberField('money', 0, 100, 'Cap, $; null: none', { nullable: true, default: 50 }),
  mode: choice(['cash', 'all'], 'What counts', { optional: true, default: 'all' }),
  insured: yesNo('Has insurance', { optional: true, default: false }),
  start: date('First month'),
  name: text(40, 'Plan name', { optional: true }),
  bills: list({ amount: money('Bill, $') }, 3, 'Bills', { optional: true, default: [] }),
  costs: group({ rent: money('Rent, $/month') }, 'Monthly costs'),
} as const;

type Input = Parameters<typeof withDefaults<typeof FIELDS>>[1];

const required: Input = {
  savings: 1000,
  start: '2026-01-01',
  costs: { rent: 900 },
  cap: 20,
};

describe('numberViolation', () => {
  const amount = money('Amount, $', { min: 10, max: 100 });
  const months = numberField('integer', 1, 12, 'Months');

  it('says missing for an absent required field', () => {
    expect(numberViolation(amount, undefined)).toBe('missing');
    expect(numberViolation(amount, null)).toBe('missing');
  });

  it('accepts an absent optional field, and null for a nullable one', () => {
    const optional = money('Amount, $', { optional: true });
    expect(numberViolation(optional, undefined)).toBeUndefined();
    expect(numberViolation(optional, null)).toBeUndefined();
    const nullable = money('Amount, $', { nullable: true });
    expect(numberViolation(nullable, null)).toBeUndefined();
  });

  it('says invalid for anything but a finite number, numeric strings included', () => {
    for (const value of ['50', '', Number.NaN, Infinity, -Infinity, true, {}, [50]]) {
      expect(numberViolation(amount, value)).toBe('invalid');
    }
  });

  it('includes both bounds and says below or above outside them', () => {
    expect(numberViolation(amount, 10)).toBeUndefined();
    expect(numberViolation(amount, 100)).toBeUndefined();
    expect(numberViolation(amount, 9.99)).toBe('below');
    expect(numberViolation(amount, 100.01)).toBe('above');
  });

  it('says fraction for a whole-number field given a fraction within its bounds', () => {
    expect(numberViolation(months, 1.5)).toBe('fraction');
    expect(numberViolation(months, 6)).toBeUndefined();
    // The bounds are told first.
    expect(numberViolation(months, 0.5)).toBe('below');
    expect(numberViolation(months, 12.5)).toBe('above');
    // Other kinds take fractions.
    expect(numberViolation(amount, 10.5)).toBeUndefined();
  });

  const kind = fc.constantFrom<NumberField['kind']>('money', 'percent', 'integer', 'number');
  const finite = (constraints: fc.DoubleConstraints = {}) =>
    fc.double({ noNaN: true, noDefaultInfinity: true, ...constraints });

  /** A number field of any kind with bounds `min <= max`, whole ones for an integer field. */
  const field: fc.Arbitrary<NumberField> = kind.chain((k) =>
    (k === 'integer'
      ? fc.tuple(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: -1e6, max: 1e6 }))
      : fc.tuple(finite({ min: -1e12, max: 1e12 }), finite({ min: -1e12, max: 1e12 }))
    ).map(([a, b]) => numberField(k, Math.min(a, b), Math.max(a, b), 'A number')),
  );

  it('accepts any value within the bounds (whole for an integer field)', () => {
    const withValue = field.chain((f) =>
      (f.kind === 'integer'
        ? fc.integer({ min: f.min, max: f.max })
        : finite({ min: f.min, max: f.max })
      ).map((value) => [f, value] as const),
    );
    fc.assert(
      fc.property(withValue, ([f, value]) => {
        expect(numberViolation(f, value)).toBeUndefined();
      }),
      { numRuns: 200 },
    );
  });

  it('says below or above for any finite value outside the bounds', () => {
    const outside = field.chain((f) =>
      fc
        .oneof(
          finite({ max: f.min, maxExcluded: true }).map((value) => [value, 'below'] as const),
          finite({ min: f.max, minExcluded: true }).map((value) => [value, 'above'] as const),
        )
        .map(([value, violation]) => [f, value, violation] as const),
    );
    fc.assert(
      fc.property(outside, ([f, value, violation]) => {
        expect(numberViolation(f, value)).toBe(violation);
      }),
      { numRuns: 200 },
    );
  });

  it('says invalid for any number written as text', () => {
    fc.assert(
      fc.property(field, finite(), (f, value) => {
        expect(numberViolation(f, String(value))).toBe('invalid');
      }),
      { numRuns: 100 },
    );
  });
});

describe('withDefaults', () => {
  it('fills each absent field that has a default', () => {
    expect(withDefaults(FIELDS, required)).toEqual({
      ...required,
      income: 0,
      rate: 7,
      mode: 'all',
      insured: false,
      bills: [],
    });
  });

  it('fills null too, except for a nullable field where null is a value', () => {
    const input = { ...required, income: null, rate: null, cap: null, months: null };
    expect(withDefaults(FIELDS, input as unknown as Input)).toEqual({
      ...required,
      income: 0,
      rate: 7,
      cap: null,
      months: null,
      mode: 'all',
      insured: false,
      bills: [],
    });
  });

  it('fills an absent nullable field that has a default', () => {
    const { cap: _cap, ...withoutCap } = required;
    expect(withDefaults(FIELDS, withoutCap as Input)).toMatchObject({ cap: 50 });
  });

  it('keeps given values, falsy ones included', () => {
    const given: Input = {
      ...required,
      income: 250,
      rate: 0,
      mode: 'cash',
      insured: true,
      bills: [{ amount: 5 }],
      name: '',
    };
    expect(withDefaults(FIELDS, given)).toEqual(given);
    const zeroes = { ...required, income: 0, rate: 0, insured: false, bills: [] };
    expect(withDefaults(FIELDS, zeroes)).toMatchObject({ rate: 0, insured: false });
  });

  it('does not change its input and returns a new object', () => {
    const input: Input = { ...required, rate: 3 };
    const copy = structuredClone(input);
    const filled = withDefaults(FIELDS, input);
    expect(filled).not.toBe(input);
    expect(input).toEqual(copy);
    expect('income' in input).toBe(false);
  });

  it('reads what is not an object as no fields given', () => {
    expect(withDefaults(FIELDS, null as unknown as Input)).toEqual(defaultsOf(FIELDS));
  });

  it('keeps any given value and fills exactly the absent ones', () => {
    const optional = ['income', 'rate', 'mode', 'insured', 'bills'] as const;
    const given = fc.record(
      {
        income: fc.integer({ min: 0, max: 1000 }),
        rate: fc.integer({ min: -100, max: 1000 }),
        mode: fc.constantFrom('cash', 'all'),
        insured: fc.boolean(),
        bills: fc.constant([{ amount: 1 }]),
      },
      { requiredKeys: [] },
    );
    const defaults = defaultsOf(FIELDS);
    fc.assert(
      fc.property(given, (values) => {
        const filled = withDefaults(FIELDS, { ...required, ...values });
        for (const name of optional) {
          expect(filled[name]).toEqual(name in values ? values[name] : defaults[name]);
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('defaultsOf', () => {
  it('gives the default of each field that has one, frozen', () => {
    const defaults = defaultsOf(FIELDS);
    expect(defaults).toEqual({
      income: 0,
      rate: 7,
      cap: 50,
      mode: 'all',
      insured: false,
      bills: [],
    });
    expect(Object.isFrozen(defaults)).toBe(true);
    expect(() => {
      (defaults as { rate: number }).rate = 1;
    }).toThrow(TypeError);
  });

  it('is empty for fields without defaults', () => {
    expect(defaultsOf({ savings: money('Cash savings, $') })).toEqual({});
  });
});

describe('defineCalculator', () => {
  const definition = defineCalculator({
    name: 'example',
    version: 1,
    fields: FIELDS,
    example: { ...required, bills: [{ amount: 10 }] },
  });

  it('returns the definition as given', () => {
    expect(definition.name).toBe('example');
    expect(definition.version).toBe(1);
    expect(definition.fields).toBe(FIELDS);
  });

  it('freezes it at every level, so no caller can change it under another', () => {
    expect(() => {
      (definition as { version: number }).version = 2;
    }).toThrow(TypeError);
    expect(() => {
      (definition.fields.savings as { max: number }).max = 5;
    }).toThrow(TypeError);
    expect(() => {
      (definition.fields.mode.options as string[]).push('other');
    }).toThrow(TypeError);
    expect(() => {
      (definition.fields.costs.fields.rent as { min: number }).min = -1;
    }).toThrow(TypeError);
    expect(() => {
      (definition.example as { savings: number }).savings = 0;
    }).toThrow(TypeError);
    expect(definition.fields.savings.max).toBe(ENGINE_LIMITS.maxAmount);
  });
});

describe('field builders', () => {
  it('bound money from $0 to the largest amount unless told otherwise', () => {
    expect(money('Cash, $')).toEqual({
      kind: 'money',
      min: 0,
      max: ENGINE_LIMITS.maxAmount,
      description: 'Cash, $',
    });
    expect(money('Change, $', { min: -50, max: 50, label: 'Change' })).toEqual({
      kind: 'money',
      min: -50,
      max: 50,
      description: 'Change, $',
      label: 'Change',
    });
  });

  it('build numbers of any kind with their bounds and options', () => {
    expect(numberField('percent', -100, 1000, 'Return, %', { optional: true, default: 7 })).toEqual(
      {
        kind: 'percent',
        min: -100,
        max: 1000,
        description: 'Return, %',
        optional: true,
        default: 7,
      },
    );
    expect(numberField('number', 0, 80, 'Hours')).toEqual({
      kind: 'number',
      min: 0,
      max: 80,
      description: 'Hours',
    });
  });

  it('build choices, yes/no, dates and texts', () => {
    expect(choice(['a', 'b'], 'Pick', { default: 'b' })).toEqual({
      kind: 'choice',
      options: ['a', 'b'],
      description: 'Pick',
      default: 'b',
    });
    expect(yesNo('Insured', { optional: true })).toEqual({
      kind: 'boolean',
      description: 'Insured',
      optional: true,
    });
    expect(date('Start', { nullable: true })).toEqual({
      kind: 'date',
      description: 'Start',
      nullable: true,
    });
    expect(text(40, 'Name')).toEqual({ kind: 'text', maxLength: 40, description: 'Name' });
  });

  it('build lists and groups holding their fields', () => {
    const item = { amount: money('Bill, $') };
    expect(list(item, 3, 'Bills', { optional: true })).toEqual({
      kind: 'list',
      item,
      max: 3,
      description: 'Bills',
      optional: true,
    });
    const members = { rent: money('Rent, $') };
    expect(group(members, 'Costs')).toEqual({
      kind: 'group',
      fields: members,
      description: 'Costs',
    });
  });
});
