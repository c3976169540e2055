import { pageViewEventSchema } from '@freedompath/contracts';
import type { PageViewEvent } from '@freedompath/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAppRouter, createQueryClient } from '@/router';
import { trackPageViews } from './page-view-tracker';

/** The app at `path`, and the page views it records. */
async function openApp(path: string, { loadFirst }: { loadFirst: boolean }) {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  // src/start-app.tsx loads the route before the first render; tests' renderApp does not.
  if (loadFirst) await router.load();
  const views: PageViewEvent[] = [];
  stop = trackPageViews(router, (view) => views.push(view));
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, views };
}

/** Lets any page view still on its way be recorded. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

let stop = () => undefined as void;

describe('trackPageViews', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });
  afterEach(() => {
    stop();
  });

  it('records the first page once it shows, with its own title, as the API takes it', async () => {
    const { views } = await openApp('/privacy', { loadFirst: true });
    await waitFor(() => expect(views).toHaveLength(1));
    await settle();
    expect(views).toHaveLength(1);
    const [view] = views;
    expect(pageViewEventSchema.safeParse(view).success).toBe(true);
    expect(view).toEqual({
      type: 'page_view',
      clientEventId: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
      pageUrl: '/privacy',
      pageTitle: 'Privacy Policy — FreedomPath',
      sessionId: sessionStorage.getItem('session_id'),
      userAgent: navigator.userAgent,
      referrer: null,
      screenResolution: `${screen.width}x${screen.height}`,
      deviceType: expect.stringMatching(/^(mobile|desktop)$/) as string,
    });
  });

  it('records the first page once when the router loads it while rendering', async () => {
    const { views } = await openApp('/terms', { loadFirst: false });
    await waitFor(() => expect(views).toHaveLength(1));
    await settle();
    expect(views.map((view) => [view.pageUrl, view.pageTitle])).toEqual([
      ['/terms', 'Terms of Service — FreedomPath'],
    ]);
  });

  it('records one view per new path, none for a query change, without the query', async () => {
    const { router, views } = await openApp('/privacy', { loadFirst: true });
    await waitFor(() => expect(views).toHaveLength(1));

    await act(() => router.navigate({ to: '/terms' }));
    await waitFor(() => expect(views).toHaveLength(2));
    expect(views[1]).toMatchObject({
      pageUrl: '/terms',
      pageTitle: 'Terms of Service — FreedomPath',
      referrer: `${window.location.origin}/privacy`,
      sessionId: views[0]?.sessionId,
    });

    act(() => {
      router.history.push('/terms?ref=abc');
    });
    await waitFor(() => expect(router.state.resolvedLocation?.searchStr).toBe('?ref=abc'));
    await settle();
    expect(views).toHaveLength(2);

    act(() => {
      router.history.push('/privacy?session_id=cs_test_1');
    });
    await waitFor(() => expect(views).toHaveLength(3));
    await settle();
    expect(views.map((view) => view.pageUrl)).toEqual(['/privacy', '/terms', '/privacy']);
    expect(views[2]?.referrer).toBe(`${window.location.origin}/terms`);
    expect(views[2]?.clientEventId).not.toBe(views[0]?.clientEventId);
  });

  it('records nothing once stopped', async () => {
    const { router, views } = await openApp('/privacy', { loadFirst: true });
    await waitFor(() => expect(views).toHaveLength(1));
    stop();
    await act(() => router.navigate({ to: '/terms' }));
    await settle();
    expect(views).toHaveLength(1);
  });
});
