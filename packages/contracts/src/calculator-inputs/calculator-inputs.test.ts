import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { calculators } from '../calculators.js';
import {
  calculationSlugSchema,
  calculatorInputSchemas,
  slugsWithoutCalculation,
  type CalculationSlug,
} from './calculator-inputs.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

const slugs = Object.keys(calculatorInputSchemas) as CalculationSlug[];

function metaOf(slug: CalculationSlug): { id: string; example: Json } {
  return z.globalRegistry.get(calculatorInputSchemas[slug]) as { id: string; example: Json };
}

/** Every path of `value` whose leaf passes `test`, objects and lists included as leaves. */
function pathsWhere(value: Json, test: (leaf: Json) => boolean, path: Path = []): Path[] {
  const here = test(value) ? [path] : [];
  if (Array.isArray(value)) {
    return [...here, ...value.flatMap((item, index) => pathsWhere(item, test, [...path, index]))];
  }
  if (typeof value === 'object' && value !== null) {
    return [
      ...here,
      ...Object.entries(value).flatMap(([key, item]) => pathsWhere(item, test, [...path, key])),
    ];
  }
  return here;
}

/** A copy of `value` with `replace` applied to what is at `path`. */
function changedAt(value: Json, path: Path, replace: (old: Json) => Json | undefined): Json {
  const copy = structuredClone(value);
  if (path.length === 0) return replace(copy) ?? null;
  let parent = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, Json>;
  const last = path.at(-1) as string | number;
  const next = replace(parent[last] as Json);
  if (next === undefined) delete parent[last];
  else parent[last] = next;
  return copy;
}

/** What is at `path` in `value`. */
function at(value: Json, path: Path): Json | undefined {
  return path.reduce<Json | undefined>(
    (node, key) => (node as Record<string | number, Json> | undefined)?.[key],
    value,
  );
}

const isNumber = (leaf: Json) => typeof leaf === 'number';
const isPlainObject = (leaf: Json) =>
  typeof leaf === 'object' && leaf !== null && !Array.isArray(leaf);

/** Every (slug, path) whose example leaf passes `test`, for fast-check to pick from. */
function leaves(test: (leaf: Json) => boolean): { slug: CalculationSlug; path: Path }[] {
  return slugs.flatMap((slug) =>
    pathsWhere(metaOf(slug).example, test).map((path) => ({ slug, path })),
  );
}

describe('calculatorInputSchemas', () => {
  it('has one schema per registry slug, except those the engine cannot compute', () => {
    const registry = calculators.map(({ slug }) => slug);
    expect([...slugs, ...slugsWithoutCalculation].sort()).toEqual([...registry].sort());
    expect(slugs).not.toContain('fire');
    expect(calculationSlugSchema.options).toEqual(slugs);
  });

  it.each(slugs)('documents %s with an OpenAPI id and an example it accepts', (slug) => {
    const { id, example } = metaOf(slug);
    expect(id).toMatch(/^[A-Z][A-Za-z]+Inputs$/);
    expect(calculatorInputSchemas[slug].parse(example)).toEqual(example);
  });

  it('gives each schema its own OpenAPI id', () => {
    expect(new Set(slugs.map((slug) => metaOf(slug).id)).size).toBe(slugs.length);
  });

  it('refuses an unknown field at every level of every example', () => {
    for (const { slug, path } of leaves(isPlainObject)) {
      const body = changedAt(metaOf(slug).example, path, (object) => ({
        ...(object as Record<string, Json>),
        unexpected: 1,
      }));
      const result = calculatorInputSchemas[slug].safeParse(body);
      expect(result.error?.issues[0], `${slug} at ${path.join('.')}`).toMatchObject({
        code: 'unrecognized_keys',
        path,
      });
    }
  });

  it('takes any finite number where the example has one: the engine judges values', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...leaves(isNumber)),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        ({ slug, path }, number) => {
          const body = changedAt(metaOf(slug).example, path, () => number);
          expect(calculatorInputSchemas[slug].safeParse(body).success).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses anything but a finite number where a number belongs, a numeric string too', () => {
    const notANumber = fc.oneof(
      fc.jsonValue().filter((value) => typeof value !== 'number'),
      fc.double().map(String),
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
    );
    fc.assert(
      fc.property(fc.constantFrom(...leaves(isNumber)), notANumber, ({ slug, path }, value) => {
        // The engine's one nullable number: `null` is no planned break.
        fc.pre(!(value === null && slug === 'runway' && path.join('.') === 'breakDuration'));
        const body = changedAt(metaOf(slug).example, path, () => value as Json);
        const result = calculatorInputSchemas[slug].safeParse(body);
        expect(result.error?.issues[0]?.path).toEqual(path);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a missing required list or object', () => {
    const required: [CalculationSlug, Path][] = [
      ['career-break', ['expenses']],
      ['compensation', ['offers']],
      ['cost-of-living', ['currentExpenses']],
      ['debt-paydown', ['debts']],
      ['debt-paydown', ['startDate']],
      ['international-runway', ['selectedCountries']],
      ['layoff', ['severance']],
      ['layoff', ['expenses']],
      ['travel-planner', ['itinerary']],
    ];
    for (const [slug, path] of required) {
      const body = changedAt(metaOf(slug).example, path, () => undefined);
      expect(calculatorInputSchemas[slug].safeParse(body).error?.issues[0], slug).toMatchObject({
        code: 'invalid_type',
        path,
      });
    }
  });

  it("bounds every list at the engine's limit, in the engine's words", () => {
    const bounds: [CalculationSlug, Path, number][] = [
      ['career-break', ['expenses'], 100],
      ['compensation', ['offers'], 4],
      ['debt-paydown', ['debts'], 100],
      ['debt-paydown', ['bonusPayments'], 600],
      ['freelance-rate', ['benefits'], 100],
      ['international-runway', ['selectedCountries'], 9],
      ['international-runway', ['visaTypePreference'], 2],
      ['part-time', ['expenses'], 100],
      ['paycheck-planner', ['bills'], 100],
      ['prepaid-expenses', ['expenses'], 100],
      ['travel-planner', ['itinerary'], 100],
    ];
    for (const [slug, path, max] of bounds) {
      const { example } = metaOf(slug);
      const [item] = at(example, path) as Json[];
      const list = (length: number) =>
        changedAt(example, path, () => Array<Json>(length).fill(item ?? null));
      const schema = calculatorInputSchemas[slug];
      // Repeats are the engine's to refuse; here only the length counts.
      expect(schema.safeParse(list(max)).success, `${slug} ${max}`).toBe(true);
      expect(schema.safeParse(list(max + 1)).error?.issues, slug).toEqual([
        expect.objectContaining({ path, message: `Please enter at most ${max} items.` }),
      ]);
    }
  });

  it('reads dates as the engine does: YYYY-MM-DD strings, { year, month } months', () => {
    const paycheck = calculatorInputSchemas['paycheck-planner'];
    const { example } = metaOf('paycheck-planner');
    for (const startDate of ['2026-02-30', '2026-1-5', '01/05/2026', 20260105]) {
      expect(paycheck.safeParse({ ...(example as object), startDate }).success).toBe(false);
    }
    const debt = calculatorInputSchemas['debt-paydown'];
    const debtExample = metaOf('debt-paydown').example as Record<string, Json>;
    expect(debt.safeParse({ ...debtExample, startDate: '2026-06' }).success).toBe(false);
  });
});
