import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import type { PlanFields, PlanValues, SearchPlan } from '../plan/define-search-plan';

/**
 * Plan values → URL search string → plan values, as the router does it (defaults stripped,
 * values written as JSON), for a plan's URL round-trip tests.
 *
 * @example expect(throughUrl(runwayPlan, { ...runwayPlan.defaults, breakDuration: 12 }).url)
 * // '?breakDuration=12'
 */
export function throughUrl<F extends PlanFields>(
  plan: SearchPlan<F>,
  values: PlanValues<F>,
): { url: string; back: PlanValues<F> } {
  const strip = plan.search.middlewares[0];
  if (!strip) throw new Error('no middleware');
  const url = defaultStringifySearch(strip({ search: values, next: (search) => search }));
  return { url, back: plan.parse(defaultParseSearch(url)) };
}
