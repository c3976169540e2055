import {
  analyticsEventSchema,
  eventsBatchBodySchema,
  MAX_EVENTS_PER_BATCH,
} from '@freedompath/contracts';
import type { AnalyticsEvent } from '@freedompath/contracts';
import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventQueue, EVENTS_URL, FLUSH_DELAY_MS } from './event-queue';
import type { EventQueue } from './event-queue';
import { randomUuid } from '../random-id';

const pageView = (pageUrl = '/pricing'): AnalyticsEvent => ({
  type: 'page_view',
  clientEventId: randomUuid(),
  pageUrl,
  pageTitle: 'Pricing — FreedomPath',
  sessionId: '1750000000000-abcdefghij',
  userAgent: 'Mozilla/5.0',
  referrer: null,
  screenResolution: '1920x1080',
  deviceType: 'desktop',
});

/** A calculation event of about `size` characters. */
const bigCalculation = (size: number): AnalyticsEvent => ({
  type: 'calculation',
  clientEventId: randomUuid(),
  sessionId: '0b7e2c44-7d1f-4a9e-8c6b-1f2e3d4c5b6a',
  userAgent: 'Mozilla/5.0',
  calculatorType: 'runway-calculator',
  calculationStatus: 'completed',
  calculationInputs: { note: 'x'.repeat(size) },
  calculationResults: null,
  timeStarted: '2026-01-02T03:04:05.000Z',
  timeCompleted: '2026-01-02T03:05:05.000Z',
  timeSpentSeconds: 60,
});

type Reply = number | 'network-error';

/** Stubs fetch with the given answers in turn (the last one repeats); returns the calls. */
function stubFetch(...replies: Reply[]) {
  let call = 0;
  const fetchStub = vi.fn((_url: string, _init: RequestInit) => {
    const reply = replies[Math.min(call, replies.length - 1)] ?? 202;
    call += 1;
    if (reply === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
    const body = reply === 202 ? JSON.stringify({ stored: 1, duplicates: 0, rejected: [] }) : '{}';
    return Promise.resolve(new Response(body, { status: reply }));
  });
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

/** The body of a request the queue sent: always a JSON string. */
const bodyText = (init: RequestInit | undefined): string =>
  typeof init?.body === 'string' ? init.body : '';

function sentEvents(init: RequestInit | undefined): AnalyticsEvent[] {
  return (JSON.parse(bodyText(init)) as { events: AnalyticsEvent[] }).events;
}

/** The body must be what `POST /api/v1/events` takes, event by event. */
function expectContractBody(json: string): AnalyticsEvent[] {
  const body: unknown = JSON.parse(json);
  const batch = eventsBatchBodySchema.parse(body);
  for (const event of batch.events)
    expect(analyticsEventSchema.safeParse(event).success).toBe(true);
  return batch.events as AnalyticsEvent[];
}

function stubBeacon(answer = true) {
  // jsdom's Blob cannot be read back; Node's can.
  vi.stubGlobal('Blob', NodeBlob);
  const beacon = vi.fn((_url: string, _data?: BodyInit | null) => answer);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
  return beacon;
}

async function beaconBodies(beacon: ReturnType<typeof stubBeacon>): Promise<string[]> {
  return Promise.all(
    beacon.mock.calls.map(([url, data]) => {
      expect(url).toBe(EVENTS_URL);
      expect(data).toBeInstanceOf(Blob);
      expect((data as Blob).type).toBe('text/plain');
      return (data as Blob).text();
    }),
  );
}

function hide(): void {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('event queue', () => {
  let queue: EventQueue;
  let token: string | null;
  let warn: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    vi.useFakeTimers();
    token = null;
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    queue = createEventQueue({ accessToken: () => token });
  });

  afterEach(() => {
    queue.stop();
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });

  it('sends the events of the last 2 s together, as the batch of the contract', async () => {
    const fetchStub = stubFetch(202);
    const events = [pageView('/'), pageView('/pricing'), bigCalculation(10)];
    for (const event of events) queue.add(event);
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS - 1);
    expect(fetchStub).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    const [url, init] = fetchStub.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/events');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    const headers = new Headers(init?.headers);
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.has('authorization')).toBe(false);
    expect(expectContractBody(bodyText(init))).toEqual(events);
    expect(warn).not.toHaveBeenCalled();
  });

  it('sends the access token of a signed-in visitor', async () => {
    const fetchStub = stubFetch(202);
    token = 'access-1';
    queue.add(pageView());
    await queue.flush();
    expect(new Headers(fetchStub.mock.calls[0]?.[1].headers).get('authorization')).toBe(
      'Bearer access-1',
    );
  });

  it(`sends at once when ${MAX_EVENTS_PER_BATCH} events are queued`, async () => {
    const fetchStub = stubFetch(202);
    for (let n = 0; n < MAX_EVENTS_PER_BATCH + 1; n += 1) queue.add(pageView());
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(sentEvents(fetchStub.mock.calls[0]?.[1])).toHaveLength(MAX_EVENTS_PER_BATCH);
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    expect(fetchStub).toHaveBeenCalledTimes(2);
    expect(sentEvents(fetchStub.mock.calls[1]?.[1])).toHaveLength(1);
  });

  it('drops a batch the server refuses (4xx) with a warning, without sending it again', async () => {
    const fetchStub = stubFetch(400, 202);
    queue.add(pageView());
    await queue.flush();
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS * 3);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Analytics events not sent:', 'HTTP 400');
  });

  it('sends a batch that met a network failure once more with the same ids, then gives up', async () => {
    const fetchStub = stubFetch('network-error');
    const events = [pageView('/'), pageView('/pricing')];
    for (const event of events) queue.add(event);
    await queue.flush();
    expect(warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    expect(fetchStub).toHaveBeenCalledTimes(2);
    expect(sentEvents(fetchStub.mock.calls[1]?.[1])).toEqual(events);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Analytics events not sent:', expect.any(TypeError));
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS * 3);
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });

  it('sends a batch again after a server failure (5xx), and stores it once it is taken', async () => {
    const fetchStub = stubFetch(503, 202);
    const event = pageView();
    queue.add(event);
    await queue.flush();
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    expect(fetchStub).toHaveBeenCalledTimes(2);
    expect(sentEvents(fetchStub.mock.calls[1]?.[1])).toEqual([event]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns about events the server rejected one by one', async () => {
    const rejected = [{ index: 0, clientEventId: null, issues: [] }];
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ stored: 0, duplicates: 0, rejected }), { status: 202 }),
        ),
      ),
    );
    queue.add(pageView());
    await queue.flush();
    expect(warn).toHaveBeenCalledWith('Analytics events rejected:', rejected);
  });

  it('sends what is queued by beacon, as text/plain JSON, when the page is left', async () => {
    const fetchStub = stubFetch(202);
    const beacon = stubBeacon();
    const events = [pageView('/'), bigCalculation(10)];
    for (const event of events) queue.add(event);
    window.dispatchEvent(new Event('pagehide'));
    const [body, ...others] = await beaconBodies(beacon);
    expect(others).toEqual([]);
    expect(expectContractBody(body ?? '')).toEqual(events);
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('sends by beacon when the tab is hidden, and at once what is queued while hidden', async () => {
    stubFetch(202);
    const beacon = stubBeacon();
    queue.add(pageView('/'));
    hide();
    expect(beacon).toHaveBeenCalledTimes(1);
    // A calculator screen's `abandoned`, reported from its own listener after this one.
    const abandoned = bigCalculation(10);
    window.dispatchEvent(new Event('pagehide'));
    queue.add(abandoned);
    const bodies = await beaconBodies(beacon);
    expect(bodies).toHaveLength(2);
    expect(expectContractBody(bodies[1] ?? '')).toEqual([abandoned]);
  });

  it('goes back to batching when the page is shown again', async () => {
    const fetchStub = stubFetch(202);
    const beacon = stubBeacon();
    hide();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    queue.add(pageView());
    expect(beacon).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it('falls back to a keepalive fetch when the browser refuses the beacon', async () => {
    const fetchStub = stubFetch(202);
    stubBeacon(false);
    token = 'access-1';
    const event = pageView();
    queue.add(event);
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(fetchStub.mock.calls[0]?.[1]).toMatchObject({ keepalive: true });
    expect(sentEvents(fetchStub.mock.calls[0]?.[1])).toEqual([event]);
  });

  it('falls back to a keepalive fetch where there is no sendBeacon', async () => {
    const fetchStub = stubFetch(202);
    queue.add(pageView());
    window.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });

  it('keeps each beacon under 64 kB, splitting the queue, and each request too', async () => {
    const fetchStub = stubFetch(202);
    const beacon = stubBeacon();
    const events = Array.from({ length: 12 }, () => bigCalculation(15_000));
    for (const event of events) queue.add(event);
    window.dispatchEvent(new Event('pagehide'));
    const bodies = await beaconBodies(beacon);
    expect(bodies.length).toBeGreaterThan(1);
    for (const body of bodies) expect(new Blob([body]).size).toBeLessThan(64 * 1024);
    expect(bodies.flatMap(expectContractBody)).toEqual(events);

    window.dispatchEvent(new Event('pageshow'));
    for (const event of events) queue.add(event);
    await queue.flush();
    const sizes = fetchStub.mock.calls.map(([, init]) => new Blob([bodyText(init)]).size);
    expect(sizes.length).toBeGreaterThan(1);
    for (const size of sizes) expect(size).toBeLessThan(64 * 1024);
  });

  it('stops listening to the page once stopped', () => {
    const beacon = stubBeacon();
    queue.add(pageView());
    queue.stop();
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).not.toHaveBeenCalled();
  });
});
