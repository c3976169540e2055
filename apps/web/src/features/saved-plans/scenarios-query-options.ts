import { scenarioListSchema, scenarioSchema } from '@freedompath/contracts';
import type { CalculatorSlug } from '@freedompath/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The key every saved-plans query of `userId` starts with: invalidate it after a change. */
export function scenariosQueryKey(userId: string | undefined) {
  return ['scenarios', userId] as const;
}

/**
 * `GET /api/v1/scenarios`: the signed-in user's saved plans, newest change first; with
 * `calculator`, only that calculator's. Keyed by the user's id, so another user's plans are
 * never shown from the cache; it does not run while signed out.
 */
export function scenariosQueryOptions(userId: string | undefined, calculator?: CalculatorSlug) {
  return queryOptions({
    queryKey: [...scenariosQueryKey(userId), calculator ?? 'all'] as const,
    queryFn: async () => {
      const query = calculator ? `?calculator=${encodeURIComponent(calculator)}` : '';
      const list = await apiClient.request(
        `/scenarios${query}`,
        { method: 'GET' },
        scenarioListSchema,
      );
      return list.scenarios;
    },
    enabled: userId !== undefined,
  });
}

/**
 * `GET /api/v1/scenarios/:id`: one saved plan of the signed-in user, with the results it was
 * saved with. Under {@link scenariosQueryKey}, so a rename or delete refreshes it too.
 */
export function scenarioQueryOptions(userId: string, planId: string) {
  return queryOptions({
    queryKey: [...scenariosQueryKey(userId), 'plan', planId] as const,
    queryFn: () =>
      apiClient.request(
        `/scenarios/${encodeURIComponent(planId)}`,
        { method: 'GET' },
        scenarioSchema,
      ),
  });
}
