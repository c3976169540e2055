import { MAX_EVENTS_PER_BATCH } from '@freedompath/contracts';
import type { AnalyticsEvent, EventsIngestResponse } from '@freedompath/contracts';

/** Where events go (apps/api `POST /api/v1/events`). */
export const EVENTS_URL = '/api/v1/events';

/** How long an event waits for others to share its request. */
export const FLUSH_DELAY_MS = 2_000;

/**
 * The largest body sent, in bytes. Browsers refuse a beacon, or a `keepalive` request, whose
 * body would take the page's in-flight total over 64 KiB; a little is left for another one.
 */
export const MAX_BODY_BYTES = 60_000;

export interface EventQueueOptions {
  /** The signed-in visitor's access token, or null (the events then go anonymous). */
  accessToken: () => string | null;
}

export interface EventQueue {
  /** Queues an event; never throws, never waits. */
  add: (event: AnalyticsEvent) => void;
  /** Sends what is queued now. Resolves when the requests have ended (tests). */
  flush: () => Promise<void>;
  /** Stops listening to the page and drops what is queued (tests). */
  stop: () => void;
}

/** One queued event; a network failure sends it once more, with the same id. */
interface Item {
  event: AnalyticsEvent;
  retried: boolean;
}

const encoder = new TextEncoder();

/**
 * Bodies of at most {@link MAX_EVENTS_PER_BATCH} events and {@link MAX_BODY_BYTES} bytes (one
 * event larger than that, which the calculation transport never makes, goes alone).
 */
function bodies(items: readonly Item[]): Array<{ items: Item[]; json: string }> {
  const result: Array<{ items: Item[]; json: string }> = [];
  let batch: Item[] = [];
  let parts: string[] = [];
  let bytes = 0;
  const close = () => {
    if (batch.length > 0) result.push({ items: batch, json: `{"events":[${parts.join(',')}]}` });
    batch = [];
    parts = [];
    bytes = 0;
  };
  for (const item of items) {
    const json = JSON.stringify(item.event);
    const size = encoder.encode(json).length + 1;
    if (
      batch.length === MAX_EVENTS_PER_BATCH ||
      (batch.length > 0 && bytes + size > MAX_BODY_BYTES)
    )
      close();
    batch.push(item);
    parts.push(json);
    bytes += size;
  }
  close();
  return result;
}

function warnNotSent(reason: unknown): void {
  console.warn('Analytics events not sent:', reason);
}

/**
 * The analytics outbox of this page: events wait up to {@link FLUSH_DELAY_MS} (or until
 * {@link MAX_EVENTS_PER_BATCH} are queued) and go in one `fetch`, with the access token when
 * signed in. A refused batch (4xx) is dropped; one that met a network failure or a 5xx goes
 * once more with the same ids, which the server stores once. When the page is hidden or left,
 * what is queued goes at once by `sendBeacon` (text/plain JSON, so without the token), and so
 * does anything queued while it stays hidden: the `abandoned` event of a calculator screen is
 * reported from its own `pagehide` listener, which may run after this one.
 * Failures are only logged as warnings.
 */
export function createEventQueue({ accessToken }: EventQueueOptions): EventQueue {
  let queued: Item[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let hidden = false;

  function take(): Item[] {
    clearTimeout(timer);
    timer = undefined;
    const items = queued;
    queued = [];
    return items;
  }

  function schedule(): void {
    timer ??= setTimeout(() => void flush(), FLUSH_DELAY_MS);
  }

  function sendAgain(items: readonly Item[], reason: unknown): void {
    const again = items.filter((item) => !item.retried);
    if (again.length < items.length) warnNotSent(reason);
    if (again.length === 0) return;
    queued = [...again.map(({ event }) => ({ event, retried: true })), ...queued];
    schedule();
  }

  async function post({ items, json }: { items: Item[]; json: string }): Promise<void> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    const token = accessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await fetch(EVENTS_URL, { method: 'POST', keepalive: true, headers, body: json });
    } catch (error) {
      sendAgain(items, error);
      return;
    }
    if (response.status >= 500) {
      sendAgain(items, `HTTP ${response.status}`);
    } else if (!response.ok) {
      warnNotSent(`HTTP ${response.status}`);
    } else {
      await warnRejected(response);
    }
  }

  /** Events the server refused one by one: the client and the contract have drifted apart. */
  async function warnRejected(response: Response): Promise<void> {
    try {
      const { rejected } = (await response.json()) as Partial<EventsIngestResponse>;
      if (rejected && rejected.length > 0) console.warn('Analytics events rejected:', rejected);
    } catch {
      // An answer without a body is fine.
    }
  }

  function flush(): Promise<void> {
    return Promise.all(bodies(take()).map(post)).then(() => undefined);
  }

  function beacon(): void {
    for (const body of bodies(take())) {
      let sent = false;
      try {
        sent = navigator.sendBeacon(EVENTS_URL, new Blob([body.json], { type: 'text/plain' }));
      } catch {
        // No sendBeacon (or it threw): the fetch below tries instead.
      }
      if (!sent) void post(body);
    }
  }

  function add(event: AnalyticsEvent): void {
    queued.push({ event, retried: false });
    if (hidden) beacon();
    else if (queued.length >= MAX_EVENTS_PER_BATCH) void flush();
    else schedule();
  }

  function onPageHide(): void {
    hidden = true;
    beacon();
  }
  function onPageShow(): void {
    hidden = false;
  }
  function onVisibilityChange(): void {
    if (document.visibilityState === 'hidden') onPageHide();
    else onPageShow();
  }

  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);
  document.addEventListener('visibilitychange', onVisibilityChange);

  return {
    add,
    flush,
    stop() {
      take();
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    },
  };
}
