import { entitlementsSchema } from '@freedompath/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from './api-client';

/**
 * `GET /api/v1/me/entitlements`: the signed-in user's plan and calculations left, as the API
 * decides them (the browser never works out who has paid). Keyed by the user's id, so a session
 * change asks again and another user's answer is never shown; it does not run while signed out.
 * Fresh for a few seconds only: a screen that mounts, or a tab that regains focus, after that
 * asks again, so a purchase or a calculation made in another tab shows up; the sign-in's
 * prefetch (`watchEntitlements`) is not asked twice by the page that follows.
 */
export const ENTITLEMENTS_STALE_MS = 5_000;

export function entitlementsQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: ['entitlements', userId],
    queryFn: () => apiClient.request('/me/entitlements', { method: 'GET' }, entitlementsSchema),
    enabled: userId !== undefined,
    staleTime: ENTITLEMENTS_STALE_MS,
  });
}
