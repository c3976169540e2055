import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import type { RouterHistory } from '@tanstack/react-router';
import { ErrorPage } from './features/layout/error-page';
import { NotFoundPage } from './features/layout/not-found-page';
import type { PagePath } from './features/layout/page-meta';
import { routeTree } from './routeTree.gen';
import type { FileRoutesByTo } from './routeTree.gen';

/**
 * Fails to compile when a route has no page meta, or the meta (which holds a page for every
 * calculator route of the registry in @freedompath/contracts) names a path the app lacks. Only
 * the router imports the route tree: its types would otherwise tie every module to every screen.
 */
const everyPageIsARoute: [PagePath, keyof FileRoutesByTo] extends [keyof FileRoutesByTo, PagePath]
  ? true
  : never = true;
void everyPageIsARoute;

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
