import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  defaultParseSearch,
  defaultStringifySearch,
} from '@tanstack/react-router';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { throughUrl } from '../test-support/through-url';
import { defineSearchPlan } from './define-search-plan';
import type { PlanValues } from './define-search-plan';

const fields = {
  savings: z.number().check(z.minimum(0), z.maximum(1e12)),
  months: z.number().check(z.int(), z.minimum(1), z.maximum(1200)),
  rate: z.number().check(z.minimum(-100), z.maximum(1000)),
  destination: z.enum(['bali', 'lisbon', 'custom']),
  includeIncome: z.boolean(),
  note: z.string().check(z.maxLength(200)),
  startDate: z.iso.date(),
  countries: z.array(z.enum(['PT', 'MX', 'TH'])).check(z.maxLength(3)),
};
const plan = defineSearchPlan(() => fields, {
  savings: 0,
  months: 12,
  rate: 7,
  destination: 'bali',
  includeIncome: true,
  note: '',
  startDate: '2026-01-01',
  countries: [],
});
type Values = PlanValues<typeof fields>;

/** Arbitraries over the schema's domain (named and bounded, as the engine's tests do). */
const money = fc.double({ min: 0, max: 1e12, noNaN: true, noDefaultInfinity: true });
const planValues: fc.Arbitrary<Values> = fc.record({
  savings: money.map((n) => (n === 0 ? 0 : n)),
  months: fc.integer({ min: 1, max: 1200 }),
  rate: fc
    .double({ min: -100, max: 1000, noNaN: true, noDefaultInfinity: true })
    .map((n) => (n === 0 ? 0 : n)),
  destination: fc.constantFrom('bali', 'lisbon', 'custom'),
  includeIncome: fc.boolean(),
  note: fc.string({ maxLength: 200 }),
  startDate: fc
    .date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2999-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10)),
  countries: fc.uniqueArray(fc.constantFrom('PT', 'MX', 'TH'), { maxLength: 3 }),
});

describe('defineSearchPlan', () => {
  it('round-trips any values of the domain through the URL', () => {
    fc.assert(
      fc.property(planValues, (values) => {
        expect(throughUrl(plan, values).back).toEqual(values);
      }),
    );
  });

  it('leaves defaults out of the URL', () => {
    expect(throughUrl(plan, { ...plan.defaults }).url).toBe('');
    expect(throughUrl(plan, { ...plan.defaults, months: 24 }).url).toBe('?months=24');
  });

  it('falls back to the default for each bad field without throwing', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...Object.keys(fields), 'other'), fc.string()),
        (raw) => {
          const search = defaultStringifySearch(raw);
          const values = plan.parse(defaultParseSearch(search));
          expect(fields.savings.safeParse(values.savings).success).toBe(true);
          expect(Object.keys(values).sort()).toEqual(Object.keys(fields).sort());
        },
      ),
    );
    expect(
      plan.parse(
        defaultParseSearch('?savings=-5&months=abc&destination=mars&includeIncome=yes&rate=12'),
      ),
    ).toEqual({ ...plan.defaults, rate: 12 });
    expect(plan.parse(null)).toEqual(plan.defaults);
    expect(plan.parse('nonsense')).toEqual(plan.defaults);
  });

  it('works as a route search schema: a hand-edited URL loads with defaults, defaults leave the URL', async () => {
    const root = createRootRoute();
    const screen = createRoute({
      getParentRoute: () => root,
      path: '/plan',
      validateSearch: plan.schema,
      search: plan.search,
    });
    const created = createRouter({
      routeTree: root.addChildren([screen]),
      history: createMemoryHistory({ initialEntries: ['/plan?savings=abc&months=%5B1%5D&rate=3'] }),
    });
    // The app registers its own route tree; this one is untyped for the test.
    const router = created as unknown as {
      load: () => Promise<void>;
      navigate: (options: { to: string; search: unknown }) => Promise<void>;
      state: {
        matches: Array<{ routeId: string; search: unknown }>;
        location: { searchStr: string };
      };
    };
    await router.load();
    const match = router.state.matches.find((m) => m.routeId === '/plan');
    expect(match?.search).toEqual({ ...plan.defaults, rate: 3 });

    await router.navigate({ to: '/plan', search: { ...plan.defaults, savings: 5000 } });
    expect(router.state.location.searchStr).toBe('?savings=5000');
  });

  it('builds its fields on first use, once', () => {
    const build = vi.fn(() => fields);
    const lazy = defineSearchPlan(build, plan.defaults);
    expect(build).not.toHaveBeenCalled();

    expect(lazy.fields()).toBe(fields);
    expect(lazy.fields().months.safeParse(0).success).toBe(false);
    expect(lazy.parse({ months: 24, rate: 'abc' })).toEqual({ ...plan.defaults, months: 24 });
    expect(build).toHaveBeenCalledOnce();
  });
});
