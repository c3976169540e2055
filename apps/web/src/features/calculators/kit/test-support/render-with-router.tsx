import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { AnyRouter } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

/**
 * Renders `ui` at `/` inside a minimal router (with /pricing and /auth routes) and a fresh
 * QueryClient (the gate reads a signed-in user's entitlements through it), so kit pieces that
 * link, navigate or query can be tested. Await `router.load()`-driven rendering with `findBy…`.
 */
export function renderWithRouter(ui: () => ReactNode, initialPath = '/') {
  const rootRoute = createRootRoute();
  const routes = ['/pricing', '/auth', '/disclaimer'].map((path) =>
    createRoute({ getParentRoute: () => rootRoute, path, component: () => <p>{path} page</p> }),
  );
  const index = createRoute({ getParentRoute: () => rootRoute, path: '/', component: ui });
  const history = createMemoryHistory({ initialEntries: [initialPath] });
  const router: AnyRouter = createRouter({
    routeTree: rootRoute.addChildren([index, ...routes]),
    history,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    router,
    history,
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}
