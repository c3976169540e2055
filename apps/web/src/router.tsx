import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import type { RouterHistory } from '@tanstack/react-router';
import { ErrorPage } from './features/layout/error-page';
import { NotFoundPage } from './features/layout/not-found-page';
import { routeTree } from './routeTree.gen';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1 } },
  });
}

/**
 * The app's router: file-based routes, the QueryClient in the route context (loaders
 * prefetch with `context.queryClient.ensureQueryData`), preloading on hover or focus.
 * Tests pass a memory history.
 */
export function createAppRouter(
  queryClient: QueryClient = createQueryClient(),
  history?: RouterHistory,
) {
  return createRouter({
    routeTree,
    context: { queryClient },
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // React Query owns caching; the router always asks it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  /** What one page passes the next in navigation state, kept out of the URL. */
  interface HistoryState {
    /** The address just signed up (or sent a link), for /check-email. */
    email?: string;
    /** Set by /auth/callback when a password-reset link was opened. */
    recovery?: boolean;
  }
}
