import { hashKey } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { freeCalculationCounter } from './free-calculation-counter';
import { entitlementsQueryOptions } from '@/lib/entitlements-query-options';
import { sessionStore } from '@/lib/session-store';
import type { SessionStore } from '@/lib/session-store';

/**
 * Keeps the cached entitlements in step with the session (product: platform#entitlements: they are
 * worked out again on every sign-in and sign-out). When a user signs in, or a saved session is
 * restored, their entitlements are fetched at once, while the page's code is still loading, so the
 * calculators and the home page know the plan when they first render. When the user signs out
 * or another signs in, every cached answer is dropped. Returns the unsubscribe.
 *
 * Every answer also raises the browser's anonymous counter to the calculations the user has
 * used, so it already holds them when the user signs out: signing out must not hand the
 * browser fresh free calculations.
 */
export function watchEntitlements(
  queryClient: QueryClient,
  session: Pick<SessionStore, 'getSnapshot' | 'subscribe'> = sessionStore,
): () => void {
  let watched: string | undefined;
  const sync = () => {
    const { status, user } = session.getSnapshot();
    const userId = status === 'signed-in' ? user?.id : undefined;
    if (userId === watched) return;
    watched = userId;
    queryClient.removeQueries({
      queryKey: ['entitlements'],
      predicate: (query) => query.queryKey[1] !== userId,
    });
    if (userId !== undefined) void queryClient.prefetchQuery(entitlementsQueryOptions(userId));
  };
  // A fetch and a calculation's `setQueryData` (use-calculation-gate) both end as a success.
  const stopCounting = queryClient.getQueryCache().subscribe((event) => {
    if (watched === undefined || event.type !== 'updated' || event.action.type !== 'success') {
      return;
    }
    const { queryKey } = entitlementsQueryOptions(watched);
    if (event.query.queryHash !== hashKey(queryKey)) return;
    const entitlements = queryClient.getQueryData(queryKey);
    if (entitlements) freeCalculationCounter.raiseTo(entitlements.used);
  });
  sync();
  const stopSyncing = session.subscribe(sync);
  return () => {
    stopSyncing();
    stopCounting();
  };
}
