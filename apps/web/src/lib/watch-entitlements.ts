import type { QueryClient } from '@tanstack/react-query';
import { entitlementsQueryOptions } from './entitlements-query-options';
import { sessionStore } from './session-store';
import type { SessionStore } from './session-store';

/**
 * Keeps the cached entitlements in step with the session (platform §4: they are worked out
 * again on every sign-in and sign-out). When a user signs in, or a saved session is restored,
 * their entitlements are fetched at once, while the page's code is still loading, so the
 * calculators and the home page know the plan when they first render. When the user signs out
 * or another signs in, every cached answer is dropped. Returns the unsubscribe.
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
  sync();
  return session.subscribe(sync);
}
