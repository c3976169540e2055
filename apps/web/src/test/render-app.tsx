import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createAppRouter, createQueryClient } from '../router';

/**
 * Renders the whole app (header, routes, toasts) at `path` with a memory history, as
 * `main.tsx` does, and waits for the root layout; `strict` wraps it in StrictMode, which runs
 * every effect twice.
 */
export async function renderApp(path: string, { strict = false }: { strict?: boolean } = {}) {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  const app = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  const user = userEvent.setup();
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  await screen.findByRole('main');
  return { router, queryClient, user, ...view };
}
