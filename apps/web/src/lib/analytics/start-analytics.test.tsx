import { analyticsEventSchema, eventsBatchBodySchema } from '@freedompath/contracts';
import type { AnalyticsEvent } from '@freedompath/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCalculationEvents } from './calculation-event-sink';
import { createAppRouter, createQueryClient } from '@/router';
import { aSession, stubApi } from '@/test/api-stub';
import { sessionStore } from '../session-store';
import { FLUSH_DELAY_MS } from './event-queue';
import { startAnalytics } from './start-analytics';

const ingested = { status: 202, body: { stored: 1, duplicates: 0, rejected: [] } };

/** The app at `path` with analytics started, as src/start-app.tsx starts it. */
async function startAt(path: string) {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  stop = startAnalytics(router);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByRole('main');
  return router;
}

function parseBatch(json: string): AnalyticsEvent[] {
  const { events } = eventsBatchBodySchema.parse(JSON.parse(json));
  return events.map((event) => analyticsEventSchema.parse(event));
}

let stop = () => undefined as void;

describe('startAnalytics', () => {
  afterEach(() => {
    stop();
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });

  it('posts page views and calculator events, with the token of a signed-in visitor', async () => {
    const { requests } = stubApi({ 'POST /events': ingested });
    act(() => sessionStore.signIn(aSession({ accessToken: 'access-7' })));
    await startAt('/layoff-calculator');
    await waitFor(() => expect(requests.filter((r) => r.path === '/events')).toHaveLength(1), {
      timeout: FLUSH_DELAY_MS * 3,
    });
    const [post] = requests.filter((r) => r.path === '/events');
    expect(post?.headers.get('authorization')).toBe('Bearer access-7');
    const events = parseBatch(JSON.stringify(post?.body));
    expect(events).toHaveLength(2);
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'page_view', pageUrl: '/layoff-calculator' }),
        expect.objectContaining({
          type: 'calculation',
          calculatorType: 'layoff-calculator',
          calculationStatus: 'started',
        }),
      ]),
    );
  });

  it('sends what is queued by beacon on page hide, the screen’s abandoned event included', async () => {
    const { requests } = stubApi({ 'POST /events': ingested });
    vi.stubGlobal('Blob', NodeBlob);
    const beacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
    await startAt('/layoff-calculator');
    await waitFor(() => expect(getCalculationEvents()).toHaveLength(1));
    // The first page view is recorded a task after the first render.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));

    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    const bodies = await Promise.all(
      beacon.mock.calls.map(([, data]) => {
        expect((data as Blob).type).toBe('text/plain');
        return (data as Blob).text();
      }),
    );
    const sent = bodies.flatMap(parseBatch);
    const kinds = sent.map((event) =>
      event.type === 'page_view' ? event.pageUrl : event.calculationStatus,
    );
    expect(kinds.toSorted()).toEqual(['/layoff-calculator', 'abandoned', 'started']);
    // The screen reports `abandoned` from its own page-hide listener, after the queue's.
    expect(kinds.at(-1)).toBe('abandoned');
    expect(requests).toEqual([]);
    // Outside production the events are still kept for end-to-end tests.
    expect(window.__freedompathEvents?.().map((event) => event.type)).toEqual([
      'started',
      'abandoned',
    ]);
  });

  it('sends nothing once stopped', async () => {
    const { requests } = stubApi({ 'POST /events': ingested });
    const router = await startAt('/privacy');
    stop();
    await act(() => router.navigate({ to: '/terms' }));
    // Without sendBeacon (jsdom), a page hide would send by fetch.
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(requests).toEqual([]);
  });
});
