import { useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { entitlementsQueryOptions } from '@/lib/entitlements-query-options';
import { sessionStore } from '@/lib/session-store';
import { useSession } from '@/lib/use-session';
import { freeCalculationCounter } from './free-calculation-counter';
import type { Viewer } from './gate-state';
import { viewerFrom } from './viewer-from';

/**
 * Who is calculating, kept current: the session, the anonymous counter (this tab's and other
 * tabs') and the signed-in user's entitlements, which it fetches (and fetches again on mount
 * and focus, and whenever the signed-in user changes).
 */
export function useViewer(): Viewer {
  const session = useSession();
  const anonymousRemaining = useSyncExternalStore(
    freeCalculationCounter.subscribe,
    freeCalculationCounter.remaining,
    freeCalculationCounter.remainingBeforeAny,
  );
  const userId = session.status === 'signed-in' ? session.user?.id : undefined;
  const { data: entitlements } = useQuery(entitlementsQueryOptions(userId));
  return useMemo(
    () => viewerFrom(session, anonymousRemaining, entitlements),
    [session, anonymousRemaining, entitlements],
  );
}

/** The viewer as the browser knows them at this moment (a calculate action decides on this). */
export function currentViewer(queryClient: QueryClient): Viewer {
  const session = sessionStore.getSnapshot();
  const userId = session.status === 'signed-in' ? session.user?.id : undefined;
  const entitlements =
    userId === undefined
      ? undefined
      : queryClient.getQueryData(entitlementsQueryOptions(userId).queryKey);
  return viewerFrom(session, freeCalculationCounter.remaining(), entitlements);
}
