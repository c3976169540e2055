import { useSyncExternalStore } from 'react';
import { sessionStore } from './session-store';
import type { SessionState } from './session-store';

/**
 * Who is signed in: `loading` while a saved session is being restored, then `signed-in` with
 * the user or `signed-out`. Re-renders only when that changes (not on every token refresh).
 */
export function useSession(): SessionState {
  return useSyncExternalStore(
    sessionStore.subscribe,
    sessionStore.getSnapshot,
    sessionStore.getServerSnapshot,
  );
}
