import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { createAppRouter, createQueryClient } from './router';

/**
 * The HTML a path renders to for a visitor nobody has signed in yet, written into that
 * route's page at build time (build/route-pages.ts) so the page paints before any script
 * runs; src/start-app.tsx then hydrates it.
 */
export async function renderPage(path: string): Promise<string> {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  // On the server the router would add its scroll-restoration script, which is inline (the
  // CSP blocks it); in the browser the router restores scroll itself.
  router.update({ ...router.options, scrollRestoration: false });
  await router.load();
  // In the browser the router wraps its matches in a Suspense boundary that it leaves out
  // on a server; this one stands in for it, so the markup hydrates as rendered.
  return renderToString(
    <Suspense>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Suspense>,
  );
}
