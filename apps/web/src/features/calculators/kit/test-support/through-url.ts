import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import type { PlanFields, PlanValues, SearchPlan } from '../plan/define-search-plan';

/**
 * Plan values → URL search string → plan values, as the router does it (the plan's search
 * middlewares: defaults stripped, a version stamped; values written as JSON), for a plan's URL round-trip tests.
 *
 * @example expect(throughUrl(runwayPlan, { ...runwayPlan.defaults, breakDuration: 12 }).url)
 * // '?breakDuration=12'
 */
export function throughUrl<F extends PlanFields>(
  plan: SearchPlan<F>,
  values: PlanValues<F>,
): { url: string; back: PlanValues<F> } {
  const { middlewares } = plan.search;
  // Each middleware gets the rest of the chain as `next`, as the router runs them.
  const write = (index: number, search: PlanValues<F>): PlanValues<F> => {
    const middleware = middlewares[index];
    return middleware ? middleware({ search, next: (next) => write(index + 1, next) }) : search;
  };
  const url = defaultStringifySearch(write(0, values));
  return { url, back: plan.parse(defaultParseSearch(url)) };
}
