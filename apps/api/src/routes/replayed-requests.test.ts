import { randomUUID } from 'node:crypto';
import type { Entitlements, EventsIngestResponse } from '@freedompath/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  MINUTE,
  PASSWORD,
  signUpVerified,
  testClock,
  uniqueEmail,
} from '../../test/accounts.js';
import { buildTestApp } from '../../test/build-test-app.js';
import { startFakeStripe } from '../../test/fake-stripe.js';
import {
  oneTimeSession,
  randomStripeId,
  stripeEvent,
  stripeSeconds,
  stripeSignature,
} from '../../test/stripe-events.js';
import type { App } from '../app.js';
import { addCalendarMonths } from '../services/billing/add-calendar-months.js';
import { SESSION_EXPIRY_STEP_MS } from '../services/billing/checkout-session-params.js';
import {
  analyticsEventKeys,
  calculationAnalytics,
  pageViews,
  payments,
  stripeCustomers,
  stripeEvents,
  userCalculations,
  users,
} from '../infrastructure/database/schema/index.js';
import { SIMULATED_SESSION_COOKIE } from '../services/billing/simulated-sessions.js';

/**
 * Retries are safe: each write a client may retry (a quota consume, an analytics batch, a
 * checkout, a Stripe event) sent three times at once, as a client does that resends a request
 * whose answer it never got, answers the same three times and changes the database (or Stripe)
 * once.
 */

const APP_URL = 'https://freedompath.example';
const WEBHOOK_SECRET = 'whsec_replayed_requests';
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/159.0.8154.6 Safari/537.36';

// A clock that stands still at the start of a checkout expiry step, whatever the time of day
// the test runs: the copies of a checkout, and a retry a minute later, ask Stripe for the same.
const clock = testClock(
  new Date(Math.floor(Date.now() / SESSION_EXPIRY_STEP_MS) * SESSION_EXPIRY_STEP_MS),
);
// Each creation takes a while, so the copies reach Stripe while the first is still running, and
// Stripe's 409 for a key in use (which the SDK retries) is exercised too.
const fakeStripe = await startFakeStripe({ latencyMs: 100 });
const { app } = await buildTestApp(
  {
    APP_URL,
    STRIPE_SECRET_KEY: 'sk_test_replayed_requests',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_MONTHLY: 'price_test_monthly',
    STRIPE_PRICE_YEARLY: 'price_test_yearly',
    STRIPE_PRICE_LIFETIME: 'price_test_lifetime',
    STRIPE_API_BASE: fakeStripe.apiBase,
  },
  { clock },
);
// No Stripe keys (a development address): the simulated checkout.
const { app: simulatedApp } = await buildTestApp({ APP_URL: 'http://localhost:5173' }, { clock });

/** The same request three times at once. */
function replay(on: App, request: InjectOptions) {
  return Promise.all([on.inject(request), on.inject(request), on.inject(request)]);
}

const statusesAndBodies = (answers: { statusCode: number; json: () => unknown }[]) =>
  answers.map((answer) => [answer.statusCode, answer.json()]);

async function freeUser(on: App = app) {
  const { session } = await signUpVerified(on);
  return { userId: session.user.id, auth: bearer(session.accessToken) };
}

describe('a request replayed three times at once', () => {
  it('consumes one calculation: one ledger row, the same remaining count three times', async () => {
    const { db } = app.database;
    const who = await freeUser();
    const consume = (idempotencyKey: string): InjectOptions => ({
      method: 'POST',
      url: '/api/v1/quota/consume',
      headers: who.auth,
      payload: { calculationType: 'scenario', idempotencyKey },
    });
    const first = randomUUID();
    expect(statusesAndBodies(await replay(app, consume(first)))).toEqual(
      Array(3).fill([200, { remaining: 4 }]),
    );
    const ledger = await db
      .select({ key: userCalculations.idempotencyKey })
      .from(userCalculations)
      .where(eq(userCalculations.userId, who.userId));
    expect(ledger).toEqual([{ key: first }]);

    // The last calculation too: its copies answer 0 left, not 402, and the ledger stops at 5.
    for (let spent = 1; spent < 4; spent += 1) {
      expect((await app.inject(consume(randomUUID()))).statusCode).toBe(200);
    }
    expect(statusesAndBodies(await replay(app, consume(randomUUID())))).toEqual(
      Array(3).fill([200, { remaining: 0 }]),
    );
    const rows = await db.$count(userCalculations, eq(userCalculations.userId, who.userId));
    expect(rows).toBe(5);
  });

  it('stores a batch of events once: one answer stores them, two report them as duplicates', async () => {
    const { db } = app.database;
    const sessionId = `${clock.now().getTime()}-replay`;
    const pages = Array.from({ length: 3 }, () => ({
      type: 'page_view',
      clientEventId: randomUUID(),
      pageUrl: '/runway-calculator',
      pageTitle: 'Runway calculator',
      sessionId,
      userAgent: BROWSER,
      referrer: null,
      screenResolution: '1920x1080',
      deviceType: 'desktop',
    }));
    const calculations = Array.from({ length: 2 }, () => ({
      type: 'calculation',
      clientEventId: randomUUID(),
      sessionId,
      userAgent: BROWSER,
      calculatorType: 'runway-calculator',
      calculationStatus: 'completed',
      calculationInputs: { savings: 20_000, monthlyExpenses: 1_500 },
      calculationResults: { months: 13 },
      timeStarted: '2026-03-01T10:00:00.000Z',
      timeCompleted: '2026-03-01T10:01:30.000Z',
      timeSpentSeconds: 90,
    }));
    const events = [...pages, ...calculations];
    const answers = await replay(app, {
      method: 'POST',
      url: '/api/v1/events',
      headers: { 'user-agent': BROWSER },
      payload: { events },
    });
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202]);
    const bodies = answers.map((answer) => answer.json<EventsIngestResponse>());
    expect(bodies.toSorted((a, b) => b.stored - a.stored)).toEqual([
      { stored: 5, duplicates: 0, rejected: [] },
      { stored: 0, duplicates: 5, rejected: [] },
      { stored: 0, duplicates: 5, rejected: [] },
    ]);
    const ids = (list: { clientEventId: string }[]) => list.map((event) => event.clientEventId);
    expect(await db.$count(pageViews, inArray(pageViews.id, ids(pages)))).toBe(3);
    expect(
      await db.$count(calculationAnalytics, inArray(calculationAnalytics.id, ids(calculations))),
    ).toBe(2);
    expect(
      await db.$count(analyticsEventKeys, inArray(analyticsEventKeys.clientEventId, ids(events))),
    ).toBe(5);
  });

  it('applies a Stripe event once: stored once, one payment, one year of access, three 200s', async () => {
    const { db } = app.database;
    const who = await freeUser();
    const customer = randomStripeId('cus_test');
    await db.insert(stripeCustomers).values({ userId: who.userId, stripeCustomerId: customer });
    const session = oneTimeSession({ userId: who.userId, customer }, 'yearly');
    const event = stripeEvent('checkout.session.completed', session, stripeSeconds(clock));
    const payload = JSON.stringify(event);
    const answers = await replay(app, {
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripeSignature(payload, WEBHOOK_SECRET, stripeSeconds(clock)),
      },
      payload,
    });
    expect(statusesAndBodies(answers)).toEqual(Array(3).fill([200, { received: true }]));
    expect(await db.$count(stripeEvents, eq(stripeEvents.id, event.id))).toBe(1);
    const paid = await db.select().from(payments).where(eq(payments.userId, who.userId));
    expect(paid).toMatchObject([
      { stripePaymentId: session.payment_intent, amount: 2500, plan: 'yearly' },
    ]);
    const entitlements = await app.inject({
      method: 'GET',
      url: '/api/v1/me/entitlements',
      headers: who.auth,
    });
    expect(entitlements.json<Entitlements>()).toMatchObject({
      plan: 'yearly',
      accessUntil: addCalendarMonths(clock.now(), 12).toISOString(),
    });
  });

  describe('a checkout with an Idempotency-Key', () => {
    const checkout = (
      who: { auth: Record<string, string> },
      plan: string,
      key?: string,
    ): InjectOptions => ({
      method: 'POST',
      url: '/api/v1/billing/checkout',
      headers: { ...who.auth, ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload: { plan },
    });
    const createdAtStripe = (path: string) =>
      fakeStripe.created.filter((object) => object.path === path);

    it('creates one customer and one session at Stripe, and answers its page three times', async () => {
      const who = await freeUser();
      const customersBefore = createdAtStripe('/v1/customers').length;
      /** Replays a checkout of `plan`: one session is created, and its page is every answer. */
      async function checkedOutOnce(plan: string) {
        const sessionsBefore = createdAtStripe('/v1/checkout/sessions').length;
        const answers = await replay(app, checkout(who, plan, randomUUID()));
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
        const urls = new Set(answers.map((answer) => answer.json<{ url: string }>().url));
        const sessions = createdAtStripe('/v1/checkout/sessions').slice(sessionsBefore);
        expect(sessions).toHaveLength(1);
        expect([...urls]).toEqual([`https://checkout.stripe.test/${sessions[0]?.id}`]);
      }
      // The first checkout creates the customer too: the copies meet at the customer's creation.
      await checkedOutOnce('yearly');
      expect(createdAtStripe('/v1/customers').slice(customersBefore)).toHaveLength(1);
      expect(
        await app.database.db.$count(stripeCustomers, eq(stripeCustomers.userId, who.userId)),
      ).toBe(1);
      // With the customer known, the copies meet at the session's creation.
      await checkedOutOnce('lifetime');
    });

    it('is the same session for a retry a minute later; a new one for a new key, another plan, or no key', async () => {
      const who = await freeUser();
      const key = randomUUID();
      const url = async (request: InjectOptions) => {
        const answer = await app.inject(request);
        expect(answer.statusCode, answer.body).toBe(200);
        return answer.json<{ url: string }>().url;
      };
      const first = await url(checkout(who, 'yearly', key));
      clock.advance(MINUTE);
      expect(await url(checkout(who, 'yearly', key))).toBe(first);
      const others = [
        await url(checkout(who, 'yearly', randomUUID())),
        await url(checkout(who, 'lifetime', key)),
        await url(checkout(who, 'yearly')),
        await url(checkout(who, 'yearly')),
      ];
      expect(new Set([first, ...others]).size).toBe(5);
    });

    it('opens one simulated checkout without Stripe keys: the same page and cookie, paid once', async () => {
      const who = await freeUser(simulatedApp);
      const answers = await replay(simulatedApp, checkout(who, 'yearly', randomUUID()));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      const [url, ...otherUrls] = answers.map((answer) => answer.json<{ url: string }>().url);
      expect(otherUrls).toEqual([url, url]);
      const secrets = answers.map(
        (answer) => answer.cookies.find(({ name }) => name === SIMULATED_SESSION_COOKIE)?.value,
      );
      expect(secrets[0]).toBeDefined();
      expect(secrets).toEqual([secrets[0], secrets[0], secrets[0]]);

      const path = new URL(url ?? '').pathname;
      const pay = () =>
        simulatedApp.inject({
          method: 'POST',
          url: `${path}/pay`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          cookies: { [SIMULATED_SESSION_COOKIE]: secrets[0] ?? '' },
          payload: '',
        });
      expect((await pay()).statusCode).toBe(303);
      const rows = await simulatedApp.database.db
        .select()
        .from(payments)
        .where(eq(payments.userId, who.userId));
      expect(rows).toMatchObject([{ plan: 'yearly', status: 'succeeded' }]);
    });
  });

  it('signs up once: one account for an address sent three times at once', async () => {
    const email = uniqueEmail('replayed');
    const answers = await replay(app, {
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: { email, password: PASSWORD },
    });
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(await app.database.db.$count(users, eq(users.email, email))).toBe(1);
  });
});
