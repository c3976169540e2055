import { defaultParseSearch } from '@tanstack/react-router';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  EXAMPLE_DEFINITION,
  EXAMPLE_FIELDS,
  examplePlans,
} from '../test-support/example-definition';
import { throughUrl } from '../test-support/through-url';
import { calculatorPlan, flatFields, isBlankable } from './calculator-plan';
import type { PlanOf } from './calculator-plan';

const plan = calculatorPlan(EXAMPLE_DEFINITION);
type Plan = PlanOf<typeof EXAMPLE_FIELDS>;

const STARTS: Plan = {
  savings: null,
  income: null,
  fee: 25,
  months: null,
  rate: 7,
  mode: null,
  pace: 'slow',
  insured: false,
  start: null,
  ends: null,
  name: '',
  bills: [],
  extras: [],
  rent: null,
  food: null,
};

/** The plan a URL's search string opens. */
const opened = (search: string) => plan.parse(defaultParseSearch(search));

describe('calculatorPlan', () => {
  it('starts each field at the engine’s default, blank or empty where it has none', () => {
    expect(plan.defaults).toEqual(STARTS);
    expect(throughUrl(plan, { ...plan.defaults }).url).toBe('');
  });

  it('holds a group’s members as params of their own, in the definition’s order', () => {
    expect(Object.keys(plan.fields())).toEqual(Object.keys(STARTS));
    expect(flatFields(EXAMPLE_FIELDS).map(([name]) => name)).toEqual(Object.keys(STARTS));
    expect(throughUrl(plan, { ...plan.defaults, rent: 900, food: 300 }).url).toBe(
      '?rent=900&food=300',
    );
    expect(opened('?rent=900&costs=%7B%22rent%22%3A1%7D')).toEqual({ ...STARTS, rent: 900 });
  });

  it('lets numbers, dates and a choice without default be blank, and nothing else', () => {
    expect(
      Object.fromEntries(
        flatFields(EXAMPLE_FIELDS).map(([name, field]) => [name, isBlankable(field)]),
      ),
    ).toEqual({
      savings: true,
      income: true,
      fee: true,
      months: true,
      rate: true,
      mode: true,
      pace: false,
      insured: false,
      start: true,
      ends: true,
      name: false,
      bills: false,
      extras: false,
      rent: true,
      food: true,
    });
    const blank = { ...STARTS, fee: null, rate: null };
    expect(throughUrl(plan, blank)).toEqual({ url: '?fee=null&rate=null', back: blank });
    expect(opened('?pace=null&insured=null&name=null&bills=null')).toEqual(STARTS);
  });

  it('round-trips any plan through the URL', () => {
    fc.assert(
      fc.property(examplePlans, (values) => {
        expect(throughUrl(plan, values).back).toEqual(values);
      }),
      { numRuns: 200 },
    );
  });

  it('opens a hand-edited link’s values only within the engine’s bounds', () => {
    const within =
      '?savings=1000000000000&months=1200&rate=-100&mode=cash&pace=fast&insured=true' +
      '&start=%222200-12-31%22&name=%22Sabbatical%22&rent=0&food=0.5';
    expect(opened(within)).toEqual({
      ...STARTS,
      savings: 1e12,
      months: 1200,
      rate: -100,
      mode: 'cash',
      pace: 'fast',
      insured: true,
      start: '2200-12-31',
      name: 'Sabbatical',
      rent: 0,
      food: 0.5,
    });
    const outside =
      '?savings=1000000000001&income=-1&fee=-0.01&months=1.5&rate=1000.5&mode=other' +
      '&pace=medium&insured=yes&start=%221899-12-31%22&name=%22Too%20long%20a%20name%22' +
      '&rent=abc&food=1e-7';
    expect(opened(outside)).toEqual(STARTS);
    expect(opened('?months=0')).toEqual(STARTS);
    expect(opened('?months=1201')).toEqual(STARTS);
    expect(opened('?start=%222026-02-30%22')).toEqual(STARTS);
  });

  it('opens a list only when every item is whole and within bounds, without item keys', () => {
    const bill = { label: 'Rent', amount: 900, due: 1 };
    const withBills = (bills: unknown) =>
      opened(`?bills=${encodeURIComponent(JSON.stringify(bills))}`);
    expect(withBills([bill])).toEqual({ ...STARTS, bills: [bill] });
    expect(withBills([{ ...bill, id: 'bill-1' }])).toEqual({ ...STARTS, bills: [bill] });
    expect(throughUrl(plan, { ...STARTS, bills: [bill, bill] }).back.bills).toEqual([bill, bill]);
    for (const bad of [
      [bill, bill, bill],
      [{ ...bill, due: 0 }],
      [{ ...bill, due: 1.5 }],
      [{ ...bill, amount: -1 }],
      [{ ...bill, amount: null }],
      [{ ...bill, label: ' ' }],
      [{ label: 'Rent', amount: 900 }],
    ]) {
      expect(withBills(bad)).toEqual(STARTS);
    }
  });

  it('takes a screen’s own schemas and starts over the derived ones', () => {
    const narrowed = calculatorPlan(EXAMPLE_DEFINITION, {
      schemas: { rate: z.number().check(z.refine((value) => value === 3 || value === 7)) },
      starts: { savings: 1000, bills: [{ label: '', amount: 0, due: 1 }] },
    });
    expect(narrowed.defaults).toEqual({
      ...STARTS,
      savings: 1000,
      bills: [{ label: '', amount: 0, due: 1 }],
    });
    const parse = (search: string) => narrowed.parse(defaultParseSearch(search));
    expect(parse('?rate=3').rate).toBe(3);
    expect(parse('?rate=5').rate).toBe(7);
    // A derived schema the screen did not replace still bounds its field.
    expect(parse('?months=0&savings=-1')).toEqual(narrowed.defaults);
    expect(throughUrl(narrowed, { ...narrowed.defaults }).url).toBe('');
  });
});

describe('calculatorPlan versions', () => {
  /** Version 3: the rate's default was 3 in version 1 and 4 in version 2; it is 5 now. */
  const versioned = calculatorPlan({
    version: 3,
    formerDefaults: { 1: { rate: 3 }, 2: { rate: 4 } },
    fields: {
      rate: { ...EXAMPLE_FIELDS.rate, default: 5 },
      savings: EXAMPLE_FIELDS.savings,
    },
  });
  const read = (search: string) => versioned.parse(defaultParseSearch(search));

  it('reads a link with the defaults of the version it was made with', () => {
    expect(read('?savings=10')).toEqual({ rate: 3, savings: 10 });
    expect(read('?savings=10&v=1')).toEqual({ rate: 3, savings: 10 });
    expect(read('?savings=10&v=2')).toEqual({ rate: 4, savings: 10 });
    expect(read('?savings=10&v=3')).toEqual({ rate: 5, savings: 10 });
    // What a link holds is what it meant, whatever its version.
    expect(read('?rate=7&savings=10')).toEqual({ rate: 7, savings: 10 });
    // A version from the future or nonsense: today's, or the first.
    expect(read('?savings=10&v=9')).toEqual({ rate: 5, savings: 10 });
    expect(read('?savings=10&v=%22x%22')).toEqual({ rate: 3, savings: 10 });
  });

  it('stamps the version on every link that holds anything, so it reads back the same', () => {
    expect(throughUrl(versioned, { rate: 5, savings: null }).url).toBe('');
    const { url, back } = throughUrl(versioned, { rate: 5, savings: 10 });
    expect(url).toBe('?savings=10&v=3');
    expect(back).toEqual({ rate: 5, savings: 10 });
    // An old link, once written back, keeps its meaning under today's version.
    expect(throughUrl(versioned, read('?savings=10')).url).toBe('?rate=3&savings=10&v=3');
  });

  it('leaves links of a first version as they were', () => {
    const first = calculatorPlan({ version: 1, fields: { savings: EXAMPLE_FIELDS.savings } });
    expect(throughUrl(first, { savings: 10 }).url).toBe('?savings=10');
  });
});
