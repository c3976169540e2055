import { stripSearchParams } from '@tanstack/react-router';
import type { SearchMiddleware } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { once } from '@/lib/once';

/** A screen's plan fields: a zod schema per search param (its domain, without default). */
export type PlanFields = Record<string, z.ZodMiniType>;

/** The values of a plan: every field present, typed as its schema's output. */
export type PlanValues<F extends PlanFields> = { [K in keyof F]: z.output<F[K]> };

export interface SearchPlan<F extends PlanFields> {
  /** `validateSearch` for the route: each missing or bad field becomes its default. */
  schema: z.ZodMiniType<PlanValues<F>, Partial<PlanValues<F>>>;
  /** The route's `search` option: omits fields equal to their default from the URL. */
  search: { middlewares: Array<SearchMiddleware<PlanValues<F>>> };
  defaults: Readonly<PlanValues<F>>;
  /** The field schemas (built on the first call), for checking one value as the URL would. */
  fields: () => F;
  /** Parses any value (a URL's search object) into plan values; never throws. */
  parse: (search: unknown) => PlanValues<F>;
}

/**
 * Defines a screen's shareable plan: its inputs as URL search params, validated with zod.
 * A hand-edited URL never crashes the screen: each bad field falls back to its default on its
 * own, unknown params are dropped, and fields equal to their default are left out of the URL.
 *
 * The fields come from a function, built once on first use (when the route first validates a
 * URL, or a screen first calls `fields`): every route's `validateSearch` is in the app shell
 * (ADR 016), and building all thirteen plans' schemas there was a large part of the work before
 * the first render.
 *
 * @example
 * export const runwayPlan = defineSearchPlan(
 *   () => ({
 *     savings: z.number().check(z.minimum(0)),
 *     months: z.number().check(z.int(), z.minimum(1)),
 *     mode: z.enum(['cash', 'all']),
 *   }),
 *   { savings: 0, months: 12, mode: 'all' },
 * );
 * export const Route = createFileRoute('/runway-calculator')({
 *   validateSearch: runwayPlan.schema,
 *   search: runwayPlan.search,
 *   component: RunwayScreen,
 * });
 * // in the screen: const plan = Route.useSearch(); navigate({ search: inputs, replace: true })
 */
export function defineSearchPlan<const F extends PlanFields>(
  buildFields: () => F,
  defaults: PlanValues<F>,
): SearchPlan<F> {
  const fields = once(buildFields);
  const schema = z.lazy(() => planSchema(fields(), defaults)) as unknown as SearchPlan<F>['schema'];
  const strip = stripSearchParams<PlanValues<F>>(
    defaults as unknown as Parameters<typeof stripSearchParams<PlanValues<F>>>[0],
  );
  return {
    schema,
    search: { middlewares: [strip] },
    defaults,
    fields,
    parse: (search) => schema.parse(search),
  };
}

function planSchema(fields: PlanFields, defaults: Record<string, unknown>) {
  const shape: Record<string, z.ZodMiniType> = {};
  for (const key of Object.keys(fields)) {
    const field = fields[key] as z.ZodMiniType;
    const fallback = defaults[key];
    shape[key] = z.catch(field, () => fallback);
  }
  const object = z.object(shape);
  // A search that is not an object at all (never from the router, but cheap to guard).
  return z.catch(
    z.pipe(
      z.transform((value) => (typeof value === 'object' && value !== null ? value : {})),
      object,
    ),
    () => ({ ...defaults }),
  );
}
