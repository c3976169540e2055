import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pageMeta } from './page-meta';
import { createAppRouter, createQueryClient } from '@/router';

function renderAt(path: string) {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const description = () =>
  document.querySelector('meta[name="description"]')?.getAttribute('content');

describe('a page change', { timeout: 30_000 }, () => {
  // Route chunks load on first use; loading them first keeps transforms out of the waits.
  beforeAll(async () => {
    const router = createAppRouter();
    await Promise.all(
      (['/privacy', '/terms', '/pricing'] as const).map((to) => router.preloadRoute({ to })),
    );
  });

  beforeEach(() => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'from the served HTML';
    document.head.append(meta);
  });
  afterEach(() => document.querySelector('meta[name="description"]')?.remove());

  it('leaves focus alone on the first load, and keeps the description in step', async () => {
    renderAt('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(document.activeElement).toBe(document.body);
    expect(description()).toBe(pageMeta['/privacy'].description);
  });

  it("moves focus to the new page's heading after a navigation", async () => {
    const router = renderAt('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    await act(() => router.navigate({ to: '/terms' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    // Focusable by script only, not a Tab stop.
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(description()).toBe(pageMeta['/terms'].description);

    await act(() => router.navigate({ to: '/privacy' }));
    const back = await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    await waitFor(() => expect(document.activeElement).toBe(back));
  });

  it('does not move focus when only the search params change', async () => {
    const router = renderAt('/pricing');
    await screen.findByRole('heading', { level: 1, name: 'Pricing' });
    const before = document.activeElement;
    await act(() => router.navigate({ to: '/pricing', search: {} as never, hash: 'plans' }));
    expect(document.activeElement).toBe(before);
  });
});
