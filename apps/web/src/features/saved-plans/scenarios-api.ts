import { scenarioSchema } from '@freedompath/contracts';
import type { CreateScenarioBody, Scenario, UpdateScenarioBody } from '@freedompath/contracts';
import { apiClient } from '@/lib/api-client';

/**
 * The saved-plans writes of `/api/v1/scenarios`, for the signed-in user. Saving spends no
 * calculation. Refresh `scenariosQueryOptions` after each (invalidate `scenariosQueryKey`).
 */
export const scenariosApi = {
  create: (body: CreateScenarioBody): Promise<Scenario> =>
    apiClient.request('/scenarios', { method: 'POST', body }, scenarioSchema),
  update: (id: string, body: UpdateScenarioBody): Promise<Scenario> =>
    apiClient.request(
      `/scenarios/${encodeURIComponent(id)}`,
      { method: 'PATCH', body },
      scenarioSchema,
    ),
  remove: (id: string): Promise<void> =>
    apiClient.request(`/scenarios/${encodeURIComponent(id)}`, { method: 'DELETE' }),
};
