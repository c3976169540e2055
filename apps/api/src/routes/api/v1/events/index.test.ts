import { randomUUID } from 'node:crypto';
import {
  API_ERRORS,
  MAX_EVENTS_PER_BATCH,
  type AnalyticsEvent,
  type EventsIngestResponse,
} from '@freedompath/contracts';
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  HOUR,
  bearer,
  errorCode,
  signUpVerified,
  testClock,
} from '../../../../../test/accounts.js';
import { buildTestApp } from '../../../../../test/build-test-app.js';
import type { App } from '../../../../app.js';
import { partitionName } from '../../../../infrastructure/database/analytics-partitions.js';
import {
  analyticsDirtyDays,
  analyticsEventKeys,
  calculationAnalytics,
  pageViews,
} from '../../../../infrastructure/database/schema/index.js';

const clock = testClock();
const { app } = await buildTestApp({}, { clock });
const { db } = app.database;

// A second app for the limits, lowered so a test can reach them, and a clock a test can move
// to a month nobody created a partition for.
const BODY_LIMIT = 4096;
const PER_MINUTE = 3;
const farClock = testClock();
const { app: limited } = await buildTestApp(
  { EVENTS_BODY_LIMIT: String(BODY_LIMIT), RATE_LIMIT_EVENTS_PER_MINUTE: String(PER_MINUTE) },
  { clock: farClock },
);

/** Playwright's Desktop Chrome: what the end-to-end tests' visits look like. */
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/159.0.8154.6 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

function pageView(overrides: Record<string, unknown> = {}) {
  return {
    type: 'page_view',
    clientEventId: randomUUID(),
    pageUrl: '/runway-calculator',
    pageTitle: 'Runway calculator',
    sessionId: '1767225600000-k3j4h5',
    userAgent: BROWSER,
    referrer: 'https://www.example.org/',
    screenResolution: '1920x1080',
    deviceType: 'desktop',
    ...overrides,
  };
}

function calculation(overrides: Record<string, unknown> = {}) {
  return {
    type: 'calculation',
    clientEventId: randomUUID(),
    sessionId: randomUUID(),
    userAgent: BROWSER,
    calculatorType: 'runway-calculator',
    calculationStatus: 'completed',
    calculationInputs: { savings: 20_000, monthlyExpenses: 1_500 },
    calculationResults: { months: 13 },
    timeStarted: '2026-03-01T10:00:00.000Z',
    timeCompleted: '2026-03-01T10:01:30.000Z',
    timeSpentSeconds: 90,
    ...overrides,
  };
}

type Event = ReturnType<typeof pageView> | ReturnType<typeof calculation>;

interface Send {
  headers?: Record<string, string | undefined>;
  remoteAddress?: string;
  to?: App;
}

/** Posts a batch (or a raw body) as a browser would; no answer may ever be a 5xx. */
async function send(body: unknown, { headers = {}, remoteAddress, to = app }: Send = {}) {
  const response = await to.inject({
    method: 'POST',
    url: '/api/v1/events',
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'user-agent': BROWSER, ...headers },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  expect(response.statusCode, response.body).toBeLessThan(500);
  return response;
}

async function accepted(body: unknown, options?: Send): Promise<EventsIngestResponse> {
  const response = await send(body, options);
  expect(response.statusCode, response.body).toBe(202);
  return response.json<EventsIngestResponse>();
}

/** The raw rows of these events in both tables. */
async function rowsOf(events: Event[], on: App = app) {
  const ids = events.map((event) => event.clientEventId);
  const columns = { id: pageViews.id, userId: pageViews.userId, createdAt: pageViews.createdAt };
  const views = await on.database.db
    .select(columns)
    .from(pageViews)
    .where(inArray(pageViews.id, ids));
  const calculations = await on.database.db
    .select({
      id: calculationAnalytics.id,
      userId: calculationAnalytics.userId,
      createdAt: calculationAnalytics.createdAt,
    })
    .from(calculationAnalytics)
    .where(inArray(calculationAnalytics.id, ids));
  return [...views, ...calculations];
}

describe('POST /api/v1/events', () => {
  it('stores page views and calculator events at the time of receipt', async () => {
    const view = pageView({ referrer: null });
    const completed = calculation();
    const started = calculation({
      calculationStatus: 'started',
      calculationInputs: null,
      calculationResults: null,
      timeCompleted: null,
      timeSpentSeconds: null,
    });
    expect(await accepted({ events: [view, completed, started] })).toEqual({
      stored: 3,
      duplicates: 0,
      rejected: [],
    });

    const [row] = await db
      .select()
      .from(pageViews)
      .where(inArray(pageViews.id, [view.clientEventId]));
    expect(row).toEqual({
      id: view.clientEventId,
      createdAt: clock.now(),
      sessionId: view.sessionId,
      userId: null,
      pageUrl: view.pageUrl,
      pageTitle: view.pageTitle,
      userAgent: BROWSER,
      referrer: null,
      screenResolution: '1920x1080',
      deviceType: 'desktop',
    });
    const [calculated] = await db
      .select()
      .from(calculationAnalytics)
      .where(inArray(calculationAnalytics.id, [completed.clientEventId]));
    expect(calculated).toEqual({
      id: completed.clientEventId,
      createdAt: clock.now(),
      sessionId: completed.sessionId,
      userId: null,
      calculatorType: 'runway-calculator',
      calculationStatus: 'completed',
      calculationInputs: completed.calculationInputs,
      calculationResults: completed.calculationResults,
      timeStarted: new Date(completed.timeStarted),
      timeCompleted: new Date(completed.timeCompleted),
      timeSpentSeconds: 90,
      userAgent: BROWSER,
    });
    const today = clock.now().toISOString().slice(0, 10);
    const dirty = await db.select().from(analyticsDirtyDays);
    expect(dirty).toContainEqual({ day: today });
  });

  it('stores a resent batch once, and an id repeated within a batch once', async () => {
    const events = [pageView(), calculation()];
    expect(await accepted({ events })).toEqual({ stored: 2, duplicates: 0, rejected: [] });
    expect(await accepted({ events })).toEqual({ stored: 0, duplicates: 2, rejected: [] });
    const repeated = pageView();
    const upperCase = { ...repeated, clientEventId: repeated.clientEventId.toUpperCase() };
    expect(await accepted({ events: [repeated, repeated, upperCase] })).toEqual({
      stored: 1,
      duplicates: 0,
      rejected: [],
    });
    expect(await rowsOf([...events, repeated])).toHaveLength(3);
  });

  it('stores two identical batches posted at once only once', async () => {
    for (let round = 0; round < 5; round += 1) {
      const events = Array.from({ length: 20 }, (_, index) =>
        index % 2 === 0 ? pageView() : calculation(),
      );
      // The second in the opposite order: two batches sharing ids must not deadlock.
      const [first, second] = await Promise.all([
        accepted({ events }),
        accepted({ events: events.toReversed() }),
      ]);
      expect([first.stored + first.duplicates, second.stored + second.duplicates]).toEqual([
        20, 20,
      ]);
      expect(first.stored + second.stored, `round ${round}`).toBe(20);
      expect(await rowsOf(events)).toHaveLength(20);
    }
  });

  it('answers bots 202 and stores nothing', async () => {
    const events = [pageView(), calculation()];
    for (const headers of [{ 'user-agent': GOOGLEBOT }, { 'user-agent': undefined }]) {
      // Whatever the body: a malformed one or 51 events tell a bot nothing either.
      for (const body of [{ events }, '{"events": [', { events: Array(51).fill(events[0]) }]) {
        expect(await accepted(body, { headers })).toEqual({
          stored: 0,
          duplicates: 0,
          rejected: [],
        });
      }
    }
    expect(await rowsOf(events)).toEqual([]);
    const keys = await db
      .select()
      .from(analyticsEventKeys)
      .where(
        inArray(
          analyticsEventKeys.clientEventId,
          events.map((event) => event.clientEventId),
        ),
      );
    expect(keys).toEqual([]);
  });

  it("skips a bot's events inside a browser's batch, without refusing them", async () => {
    const person = pageView();
    const headless = pageView({ userAgent: 'Mozilla/5.0 HeadlessChrome/131.0.0.0' });
    expect(await accepted({ events: [headless, person] })).toEqual({
      stored: 1,
      duplicates: 0,
      rejected: [],
    });
    expect((await rowsOf([person, headless])).map((row) => row.id)).toEqual([person.clientEventId]);
  });

  it('refuses a batch that is not one: no events, too many, not an object', async () => {
    const tooMany = Array.from({ length: MAX_EVENTS_PER_BATCH + 1 }, () => pageView());
    for (const body of [{ events: [] }, { events: tooMany }, [pageView()], { events: 'x' }]) {
      const response = await send(body);
      expect([response.statusCode, errorCode(response)]).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect(await rowsOf(tooMany)).toEqual([]);
    const fifty = tooMany.slice(0, MAX_EVENTS_PER_BATCH);
    expect((await accepted({ events: fifty })).stored).toBe(MAX_EVENTS_PER_BATCH);
  });

  it('refuses malformed JSON as application/json and as text/plain with 400', async () => {
    for (const contentType of ['application/json', 'text/plain;charset=UTF-8']) {
      for (const body of ['{"events": [', '', '{"events":[{"__proto__":{"x":1}}]}']) {
        const response = await send(body, { headers: { 'content-type': contentType } });
        expect(response.statusCode, `${contentType} ${body}`).toBe(400);
        expect(response.json()).toEqual({
          code: 'INVALID_JSON',
          message: API_ERRORS.INVALID_JSON.message,
        });
      }
    }
  });

  it('accepts the text/plain JSON of navigator.sendBeacon', async () => {
    const events = [calculation({ calculationStatus: 'abandoned' }), pageView()];
    const answer = await accepted(
      { events },
      { headers: { 'content-type': 'text/plain;charset=UTF-8' } },
    );
    expect(answer).toEqual({ stored: 2, duplicates: 0, rejected: [] });
    expect(await rowsOf(events)).toHaveLength(2);
  });

  it('refuses other content types with 415', async () => {
    const response = await send('<events/>', { headers: { 'content-type': 'application/xml' } });
    expect([response.statusCode, errorCode(response)]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
  });

  it('stores the good events of a mixed batch and reports each bad one at its index', async () => {
    const good = [pageView(), calculation()];
    const unstorable = calculation({
      calculationInputs: { debts: [{ name: 'card\u0000', balance: 900 }] },
    });
    const unknownCalculator = calculation({ calculatorType: 'lottery-calculator' });
    const answer = await accepted({
      events: [good[0], unstorable, unknownCalculator, 'not an event', good[1]],
    });
    expect(answer.stored).toBe(2);
    expect(answer.duplicates).toBe(0);
    expect(answer.rejected).toEqual([
      {
        index: 1,
        clientEventId: unstorable.clientEventId,
        issues: [
          {
            path: 'events.1.calculationInputs.debts.0.name',
            message: 'Contains characters that cannot be saved',
          },
        ],
      },
      {
        index: 2,
        clientEventId: unknownCalculator.clientEventId,
        issues: [{ path: 'events.2.calculatorType', message: expect.any(String) as string }],
      },
      {
        index: 3,
        clientEventId: null,
        issues: [{ path: 'events.3', message: expect.any(String) as string }],
      },
    ]);
    expect(
      (await rowsOf([...good, unstorable, unknownCalculator])).map((row) => row.id).sort(),
    ).toEqual(good.map((event) => event.clientEventId).sort());
  });

  it('refuses an event longer than the limit on its own', async () => {
    const huge = calculation({ calculationResults: { notes: 'x'.repeat(20_000) } });
    const answer = await accepted({ events: [huge, pageView()] });
    expect(answer).toMatchObject({
      stored: 1,
      rejected: [{ index: 0, issues: [{ path: 'events.0' }] }],
    });
  });

  it('takes the user from the access token, never from the body', async () => {
    const { session } = await signUpVerified(app);
    const other = await signUpVerified(app);
    const events = [pageView(), calculation()];
    const smuggled = pageView({ userId: other.session.user.id });
    const answer = await accepted(
      { events: [...events, smuggled] },
      { headers: bearer(session.accessToken) },
    );
    expect(answer).toMatchObject({ stored: 2, rejected: [{ index: 2 }] });
    expect((await rowsOf(events)).map((row) => row.userId)).toEqual([
      session.user.id,
      session.user.id,
    ]);
    const batchLevel = await send(
      { events: [pageView()], userId: other.session.user.id },
      { headers: bearer(session.accessToken) },
    );
    expect([batchLevel.statusCode, errorCode(batchLevel)]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('stores the events of an expired or invalid token anonymously instead of refusing them', async () => {
    const { session } = await signUpVerified(app);
    const invalid = [pageView()];
    expect(await accepted({ events: invalid }, { headers: bearer('not.a.token') })).toMatchObject({
      stored: 1,
    });
    clock.advance(HOUR);
    const expired = [pageView(), calculation()];
    expect(
      await accepted({ events: expired }, { headers: bearer(session.accessToken) }),
    ).toMatchObject({ stored: 2 });
    expect((await rowsOf([...invalid, ...expired])).map((row) => row.userId)).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('stores the events of a user deleted since the token check anonymously', async () => {
    const view = pageView();
    const deleted = randomUUID();
    const result = await app.analyticsEvents.insertBatch([view as AnalyticsEvent], {
      userId: deleted,
      receivedAt: clock.now(),
    });
    expect(result).toEqual({ stored: [view.clientEventId], duplicates: [] });
    expect((await rowsOf([view])).map((row) => row.userId)).toEqual([null]);
  });

  it('keeps no IP address anywhere', async () => {
    const address = '203.0.113.77';
    const events = [pageView(), calculation()];
    await accepted({ events }, { remoteAddress: address });
    const ids = events.map((event) => event.clientEventId);
    const rows = await db.execute<{ row: string }>(sql`
      select row_to_json(page_views)::text as row from page_views where id in ${ids}
      union all
      select row_to_json(calculation_analytics)::text from calculation_analytics
        where id in ${ids}
      union all
      select row_to_json(analytics_event_keys)::text from analytics_event_keys
        where client_event_id in ${ids}
    `);
    expect(rows.rows).toHaveLength(4);
    for (const { row } of rows.rows) expect(row).not.toContain('203.0.113');
  });

  it('documents the route in the OpenAPI document', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    const operation = response.json<{
      paths: Record<string, { post?: { tags: string[]; responses: Record<string, unknown> } }>;
    }>().paths['/api/v1/events']?.post;
    expect(operation?.tags).toEqual(['analytics']);
    expect(Object.keys(operation?.responses ?? {})).toEqual(
      expect.arrayContaining(['202', '400', '413', '415', '429']),
    );
  });
});

describe('POST /api/v1/events with lowered limits', () => {
  it('refuses a body over the events body limit with 413, as JSON or as text/plain', async () => {
    const events = Array.from({ length: 20 }, () => pageView());
    expect(JSON.stringify({ events }).length).toBeGreaterThan(BODY_LIMIT);
    for (const contentType of ['application/json', 'text/plain']) {
      const response = await send(
        { events },
        { to: limited, remoteAddress: '198.51.100.1', headers: { 'content-type': contentType } },
      );
      expect([response.statusCode, errorCode(response)]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    }
    expect(await rowsOf(events, limited)).toEqual([]);
  });

  it('limits requests per IP address with 429', async () => {
    const from = { to: limited, remoteAddress: '198.51.100.2' };
    for (let request = 0; request < PER_MINUTE; request += 1) {
      await accepted({ events: [pageView()] }, from);
    }
    const refused = await send({ events: [pageView()] }, from);
    expect([refused.statusCode, errorCode(refused)]).toEqual([429, 'RATE_LIMITED']);
    await accepted({ events: [pageView()] }, { to: limited, remoteAddress: '198.51.100.3' });
  });

  it('creates the partition of a month that has none and stores the event', async () => {
    await limited.ready();
    const far = new Date('2031-05-15T12:00:00.000Z');
    farClock.advance(far.getTime() - farClock.now().getTime());
    const partition = partitionName('page_views', far);
    const before = await limited.database.db.execute<{ name: string | null }>(
      sql`select to_regclass(${partition})::text as name`,
    );
    expect(before.rows[0]?.name).toBeNull();

    const events = [pageView(), calculation()];
    const answer = await accepted({ events }, { to: limited, remoteAddress: '198.51.100.4' });
    expect(answer).toEqual({ stored: 2, duplicates: 0, rejected: [] });
    expect((await rowsOf(events, limited)).map((row) => row.createdAt)).toEqual([far, far]);
    const dirty = await limited.database.db.select().from(analyticsDirtyDays);
    expect(dirty).toContainEqual({ day: '2031-05-15' });
  });
});
