import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition, useEffect } from 'react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startAnalytics } from './lib/analytics/start-analytics';
import { sessionStore } from './lib/session-store';
import { watchEntitlements } from './features/calculators/kit/gate/watch-entitlements';
import { createAppRouter, createQueryClient } from './router';

/**
 * Ends the current task: each start-up step below runs as a task of its own, so the browser
 * can handle input between them instead of being held up by one long task.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/** Calls `onRendered` once the app has rendered over the page. */
function Rendered({ onRendered, children }: { onRendered: () => void; children: ReactNode }) {
  useEffect(onRendered, [onRendered]);
  return children;
}

/**
 * Starts the app in `container`: hydrates the prerendered page there, or renders into it when
 * it is empty. A function, not top-level code: an `await` at the top of this module would make
 * the route chunks, which import from the same chunk, wait for it while it waits for them.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  await nextTask();
  // Before the first render, so a visitor without a saved session is signed out at once.
  sessionStore.start();
  const queryClient = createQueryClient();
  watchEntitlements(queryClient);
  const router = createAppRouter(queryClient);
  await nextTask();
  // The route's code and data are ready before the first render, so that render needs no
  // store update mid-way and, as a transition, runs in short slices instead of one long task.
  await router.load();
  // Before the first render: that render reports the first page view and a calculator's
  // `started` event. Only here, so tests and prerendering, which render the app without this
  // file, send no analytics.
  startAnalytics(router);
  // The page takes input again (src/main.tsx made a prerendered one inert).
  const giveBackInput = () => {
    container.inert = false;
  };
  const app = (
    <StrictMode>
      <Rendered onRendered={giveBackInput}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </Rendered>
    </StrictMode>
  );
  startTransition(() => {
    if (container.hasChildNodes()) {
      // The page was prerendered (src/prerender.tsx). What differs for this visitor (signed
      // in, saved progress) renders after hydration; a mismatch beyond that re-renders the
      // page on the client, which works but is worth knowing about.
      hydrateRoot(container, app, {
        onRecoverableError: (error) => console.warn('Hydration fell back to rendering:', error),
      });
    } else {
      createRoot(container).render(app);
    }
  });
}
