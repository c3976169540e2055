import { userSchema } from '@freedompath/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from './api-client';

/**
 * `GET /api/v1/me`: the signed-in user as the API knows them now, role included. Only the
 * API's answer makes anyone an admin; the browser compares no e-mail addresses. Keyed by the
 * user's id, so another user's answer is never shown; it does not run while signed out.
 */
export function meQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: ['me', userId],
    queryFn: () => apiClient.request('/me', { method: 'GET' }, userSchema),
    enabled: userId !== undefined,
  });
}
