import type { AuthSession, Entitlements } from '@freedompath/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  errorCode,
  HOUR,
  PASSWORD,
  post,
  signUpVerified,
  testClock,
} from '../../../../test/accounts.js';
import { buildTestApp } from '../../../../test/build-test-app.js';
import { startFakeStripe } from '../../../../test/fake-stripe.js';
import {
  oneTimeSession,
  randomStripeId,
  stripeEvent as stripeTestEvent,
  stripeSeconds,
  stripeSignature,
} from '../../../../test/stripe-events.js';
import { addCalendarMonths } from '../../../services/billing/add-calendar-months.js';
import {
  payments,
  stripeCustomers,
  stripeEvents,
} from '../../../infrastructure/database/schema/index.js';

const WEBHOOK_SECRET = 'whsec_webhook_tests';
const DAY = 24 * HOUR;
const clock = testClock();
const fakeStripe = await startFakeStripe();
const { app } = await buildTestApp(
  {
    STRIPE_SECRET_KEY: 'sk_test_webhook_tests',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_MONTHLY: 'price_test_monthly',
    STRIPE_PRICE_YEARLY: 'price_test_yearly',
    STRIPE_PRICE_LIFETIME: 'price_test_lifetime',
    // Fulfilment calls Stripe only to cancel a monthly subscription a purchase replaces.
    STRIPE_API_BASE: fakeStripe.apiBase,
  },
  { clock },
);
const { db } = app.database;

const nowSeconds = () => stripeSeconds(clock);
const randomId = randomStripeId;
const stripeEvent = (type: string, object: Record<string, unknown>, created = nowSeconds()) =>
  stripeTestEvent(type, object, created);

/** Posts `event` as Stripe does: pretty-printed JSON, signed now (or as the options say). */
function deliver(
  event: object,
  options: { timestamp?: number; secret?: string; body?: (signed: string) => string } = {},
) {
  const payload = JSON.stringify(event, null, 2);
  const header = stripeSignature(
    payload,
    options.secret ?? WEBHOOK_SECRET,
    options.timestamp ?? nowSeconds(),
  );
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
    payload: options.body ? options.body(payload) : payload,
  });
}

async function deliverOk(event: object): Promise<void> {
  const response = await deliver(event);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ received: true });
}

async function entitlements(accessToken: string): Promise<Entitlements> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/v1/me/entitlements',
    headers: bearer(accessToken),
  });
  expect(response.statusCode).toBe(200);
  return response.json<Entitlements>();
}

/** A signed-up user with the Stripe customer their first checkout would have created. */
async function buyer() {
  const { email, session } = await signUpVerified(app);
  const who = {
    email,
    userId: session.user.id,
    token: session.accessToken,
    customer: randomId('cus_test'),
  };
  await db.insert(stripeCustomers).values({ userId: who.userId, stripeCustomerId: who.customer });
  return who;
}

/** A new access token, for after the clock moved past the last one's 15 minutes. */
async function signInAgain(who: Buyer): Promise<string> {
  const response = await post(app, '/api/v1/auth/signin', { email: who.email, password: PASSWORD });
  expect(response.statusCode).toBe(200);
  return response.json<AuthSession>().accessToken;
}

type Buyer = Awaited<ReturnType<typeof buyer>>;

function subscriptionObject(
  who: Buyer,
  id: string,
  state: { status: string; periodEnd: Date; cancelAtPeriodEnd?: boolean; price?: string },
  metadata: Record<string, string> = { userId: who.userId, plan: 'monthly' },
) {
  return {
    id,
    object: 'subscription',
    status: state.status,
    customer: who.customer,
    cancel_at_period_end: state.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${id}`,
          current_period_end: Math.floor(state.periodEnd.getTime() / 1000),
          price: { id: state.price ?? 'price_test_monthly' },
        },
      ],
    },
    metadata,
  };
}

function charge(who: Buyer, paymentIntent: string, amount: number, refunded = amount) {
  return {
    id: randomId('ch_test'),
    object: 'charge',
    amount,
    amount_refunded: refunded,
    currency: 'usd',
    refunded: refunded === amount,
    customer: who.customer,
    payment_intent: paymentIntent,
    metadata: {},
  };
}

async function paymentRow(stripePaymentId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.stripePaymentId, stripePaymentId));
  return row;
}

async function storedEvent(id: string) {
  const rows = await db.select().from(stripeEvents).where(eq(stripeEvents.id, id));
  return rows.length;
}

const inOneYear = () => addCalendarMonths(clock.now(), 12).toISOString();

describe('the Stripe webhook signature', () => {
  it('is checked on the raw body: a bad signature, a stale one or a re-serialized body get 400', async () => {
    const who = await buyer();
    const event = stripeEvent('checkout.session.completed', oneTimeSession(who, 'lifetime'));

    const wrongSecret = await deliver(event, { secret: 'whsec_someone_else' });
    const stale = await deliver(event, { timestamp: nowSeconds() - 10 * 60 });
    const reserialized = await deliver(event, {
      body: (signed) => JSON.stringify(JSON.parse(signed)),
    });
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    for (const response of [wrongSecret, stale, reserialized, unsigned]) {
      expect([response.statusCode, errorCode(response)]).toEqual([400, 'INVALID_SIGNATURE']);
    }
    expect(await storedEvent(event.id)).toBe(0);
    expect((await entitlements(who.token)).paid).toBe(false);

    await deliverOk(event);
    expect((await entitlements(who.token)).plan).toBe('lifetime');
  });

  it('acknowledges event types it does not handle, and stores nothing for them', async () => {
    const event = stripeEvent('customer.created', { id: randomId('cus_test'), object: 'customer' });
    await deliverOk(event);
    expect(await storedEvent(event.id)).toBe(0);
  });

  it('answers 5xx for an event it cannot apply, stores nothing, and applies it when it comes again', async () => {
    const who = await buyer();
    const subscriptionId = randomId('sub_test');
    const good = subscriptionObject(who, subscriptionId, {
      status: 'active',
      periodEnd: new Date(clock.now().getTime() + 30 * DAY),
    });
    const event = stripeEvent('customer.subscription.created', { ...good, items: undefined });
    const failed = await deliver(event);
    expect(failed.statusCode).toBe(500);
    expect(await storedEvent(event.id)).toBe(0);

    await deliverOk({ ...event, data: { object: good } });
    expect(await storedEvent(event.id)).toBe(1);
    expect((await entitlements(who.token)).plan).toBe('monthly');
  });
});

describe('one-time purchases', () => {
  it('yearly: a year of access from now; a second year adds to the first', async () => {
    const who = await buyer();
    const first = oneTimeSession(who, 'yearly');
    await deliverOk(stripeEvent('checkout.session.completed', first));
    expect(await entitlements(who.token)).toMatchObject({
      plan: 'yearly',
      paid: true,
      remaining: null,
      accessUntil: inOneYear(),
      cancelAtPeriodEnd: false,
    });
    expect(await paymentRow(first.payment_intent)).toMatchObject({
      userId: who.userId,
      amount: 2500,
      currency: 'usd',
      status: 'succeeded',
      plan: 'yearly',
    });

    clock.advance(10 * DAY);
    const token = await signInAgain(who);
    const end = addCalendarMonths(new Date((await entitlements(token)).accessUntil ?? ''), 12);
    await deliverOk(stripeEvent('checkout.session.completed', oneTimeSession(who, 'yearly')));
    expect((await entitlements(token)).accessUntil).toBe(end.toISOString());
  });

  it('lifetime: paid for good', async () => {
    const who = await buyer();
    await deliverOk(stripeEvent('checkout.session.completed', oneTimeSession(who, 'lifetime')));
    clock.advance(5 * 365 * DAY);
    expect(await entitlements(await signInAgain(who))).toMatchObject({
      plan: 'lifetime',
      paid: true,
      accessUntil: null,
    });
  });

  it('a 100 % promotion code (no_payment_required, no payment intent) grants the plan', async () => {
    const who = await buyer();
    const session = oneTimeSession(who, 'lifetime', {
      payment_status: 'no_payment_required',
      payment_intent: null,
      amount_total: 0,
    });
    await deliverOk(stripeEvent('checkout.session.completed', session));
    expect((await entitlements(who.token)).plan).toBe('lifetime');
    expect(await paymentRow(session.id)).toMatchObject({ amount: 0, status: 'succeeded' });
  });

  it('an asynchronous payment grants access when it succeeds, and not when it fails', async () => {
    const settling = await buyer();
    const session = oneTimeSession(settling, 'yearly', { payment_status: 'unpaid' });
    await deliverOk(stripeEvent('checkout.session.completed', session));
    expect((await entitlements(settling.token)).paid).toBe(false);
    expect((await paymentRow(session.payment_intent))?.status).toBe('pending');
    const succeeded = stripeEvent('checkout.session.async_payment_succeeded', {
      ...session,
      payment_status: 'paid',
    });
    await deliverOk(succeeded);
    await deliverOk({ ...succeeded, id: randomId('evt_test') });
    expect((await entitlements(settling.token)).accessUntil).toBe(inOneYear());

    const failing = await buyer();
    const unpaid = oneTimeSession(failing, 'yearly', { payment_status: 'unpaid' });
    await deliverOk(stripeEvent('checkout.session.async_payment_failed', unpaid));
    await deliverOk(stripeEvent('checkout.session.completed', unpaid));
    expect((await entitlements(failing.token)).paid).toBe(false);
    expect((await paymentRow(unpaid.payment_intent))?.status).toBe('failed');
  });

  it('the same event twice has one effect', async () => {
    const who = await buyer();
    const event = stripeEvent('checkout.session.completed', oneTimeSession(who, 'yearly'));
    await deliverOk(event);
    await deliverOk(event);
    // Another event of the same payment (a second delivery path) grants nothing more either.
    await deliverOk({ ...event, id: randomId('evt_test') });
    expect((await entitlements(who.token)).accessUntil).toBe(inOneYear());
    expect(await storedEvent(event.id)).toBe(1);
  });

  it('the same event delivered five times at once has one effect', async () => {
    const who = await buyer();
    const session = oneTimeSession(who, 'yearly');
    const event = stripeEvent('checkout.session.completed', session);
    const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await entitlements(who.token)).accessUntil).toBe(inOneYear());
    expect(await storedEvent(event.id)).toBe(1);
    const rows = await db.select().from(payments).where(eq(payments.userId, who.userId));
    expect(rows).toHaveLength(1);
  });

  it('ignores a checkout of no known user, and remembers the event', async () => {
    const stranger = {
      email: 'nobody@example.com',
      userId: '00000000-0000-4000-8000-000000000000',
      token: '',
      customer: 'cus_x',
    };
    const event = stripeEvent('checkout.session.completed', oneTimeSession(stranger, 'lifetime'));
    await deliverOk(event);
    expect(await storedEvent(event.id)).toBe(1);
  });
});

describe('refunds (charge.refunded)', () => {
  it('a refunded lifetime purchase ends its access', async () => {
    const who = await buyer();
    const session = oneTimeSession(who, 'lifetime');
    await deliverOk(stripeEvent('checkout.session.completed', session));
    await deliverOk(stripeEvent('charge.refunded', charge(who, session.payment_intent, 7900)));
    expect(await entitlements(who.token)).toMatchObject({ plan: 'free', paid: false });
    expect((await paymentRow(session.payment_intent))?.status).toBe('refunded');
  });

  it('a refunded year is taken off the end date: the only year ends, a second one remains', async () => {
    const who = await buyer();
    const first = oneTimeSession(who, 'yearly');
    const second = oneTimeSession(who, 'yearly');
    await deliverOk(stripeEvent('checkout.session.completed', first));
    await deliverOk(stripeEvent('checkout.session.completed', second));
    await deliverOk(stripeEvent('charge.refunded', charge(who, second.payment_intent, 2500)));
    expect((await entitlements(who.token)).accessUntil).toBe(inOneYear());
    await deliverOk(stripeEvent('charge.refunded', charge(who, first.payment_intent, 2500)));
    expect(await entitlements(who.token)).toMatchObject({ plan: 'free', paid: false });
  });

  it('refunding a lifetime upgrade falls back to the running year it replaced', async () => {
    const who = await buyer();
    await deliverOk(stripeEvent('checkout.session.completed', oneTimeSession(who, 'yearly')));
    const yearEnd = inOneYear();
    clock.advance(3 * DAY);
    const token = await signInAgain(who);
    const lifetime = oneTimeSession(who, 'lifetime');
    await deliverOk(stripeEvent('checkout.session.completed', lifetime));
    expect(await entitlements(token)).toMatchObject({ plan: 'lifetime', accessUntil: null });
    await deliverOk(stripeEvent('charge.refunded', charge(who, lifetime.payment_intent, 7900)));
    expect(await entitlements(token)).toMatchObject({
      plan: 'yearly',
      paid: true,
      accessUntil: yearEnd,
    });
    expect((await paymentRow(lifetime.payment_intent))?.status).toBe('refunded');
  });

  it('refunding a lifetime upgrade of an expired year ends access', async () => {
    const who = await buyer();
    await deliverOk(stripeEvent('checkout.session.completed', oneTimeSession(who, 'yearly')));
    const lifetime = oneTimeSession(who, 'lifetime');
    await deliverOk(stripeEvent('checkout.session.completed', lifetime));
    clock.advance(400 * DAY);
    const token = await signInAgain(who);
    await deliverOk(stripeEvent('charge.refunded', charge(who, lifetime.payment_intent, 7900)));
    expect(await entitlements(token)).toMatchObject({ plan: 'free', paid: false });
  });

  it('a late refund of an expired year takes nothing off a newer year', async () => {
    const who = await buyer();
    const old = oneTimeSession(who, 'yearly');
    await deliverOk(stripeEvent('checkout.session.completed', old));
    clock.advance(400 * DAY);
    const token = await signInAgain(who);
    await deliverOk(stripeEvent('checkout.session.completed', oneTimeSession(who, 'yearly')));
    const newEnd = inOneYear();
    await deliverOk(stripeEvent('charge.refunded', charge(who, old.payment_intent, 2500)));
    expect(await entitlements(token)).toMatchObject({
      plan: 'yearly',
      paid: true,
      accessUntil: newEnd,
    });
    expect((await paymentRow(old.payment_intent))?.status).toBe('refunded');
  });

  it('a refund of a year half used takes back only the part still to come', async () => {
    const who = await buyer();
    const first = oneTimeSession(who, 'yearly');
    await deliverOk(stripeEvent('checkout.session.completed', first));
    const firstEnd = addCalendarMonths(clock.now(), 12);
    clock.advance(100 * DAY);
    const token = await signInAgain(who);
    await deliverOk(stripeEvent('checkout.session.completed', oneTimeSession(who, 'yearly')));
    await deliverOk(stripeEvent('charge.refunded', charge(who, first.payment_intent, 2500)));
    // The second year now starts today: what was left of the first one is gone.
    const expected =
      addCalendarMonths(firstEnd, 12).getTime() - (firstEnd.getTime() - clock.now().getTime());
    expect((await entitlements(token)).accessUntil).toBe(new Date(expected).toISOString());
  });

  it('a refunded subscription payment is marked refunded (no longer revenue), access unchanged', async () => {
    const who = await buyer();
    const id = randomId('sub_test');
    const periodEnd = new Date(clock.now().getTime() + 30 * DAY);
    await deliverOk(
      stripeEvent(
        'customer.subscription.created',
        subscriptionObject(who, id, { status: 'active', periodEnd }),
      ),
    );
    const invoiceId = randomId('in_test');
    const paymentIntent = randomId('pi_test');
    await deliverOk(
      stripeEvent('invoice.paid', {
        id: invoiceId,
        object: 'invoice',
        customer: who.customer,
        amount_paid: 500,
        amount_due: 500,
        currency: 'usd',
        payment_intent: paymentIntent,
        subscription: id,
      }),
    );
    await deliverOk(stripeEvent('charge.refunded', charge(who, paymentIntent, 500)));
    expect(await paymentRow(invoiceId)).toMatchObject({
      status: 'refunded',
      plan: 'monthly',
      stripePaymentIntentId: paymentIntent,
    });
    expect(await paymentRow(paymentIntent)).toBeUndefined();
    expect(await entitlements(who.token)).toMatchObject({ plan: 'monthly', paid: true });
  });

  it('a partial refund changes no access; a refund seen twice takes back once', async () => {
    const who = await buyer();
    const first = oneTimeSession(who, 'yearly');
    const second = oneTimeSession(who, 'yearly');
    await deliverOk(stripeEvent('checkout.session.completed', first));
    await deliverOk(stripeEvent('checkout.session.completed', second));
    await deliverOk(stripeEvent('charge.refunded', charge(who, second.payment_intent, 2500, 1000)));
    const twoYears = addCalendarMonths(clock.now(), 24).toISOString();
    expect((await entitlements(who.token)).accessUntil).toBe(twoYears);
    // The full refund, then another event about the same charge (e.g. a refund updated).
    const full = charge(who, second.payment_intent, 2500);
    await deliverOk(stripeEvent('charge.refunded', full));
    await deliverOk(stripeEvent('charge.refunded', full));
    expect((await entitlements(who.token)).accessUntil).toBe(inOneYear());
  });

  it('a refund that arrives before its checkout leaves nothing granted', async () => {
    const who = await buyer();
    const session = oneTimeSession(who, 'lifetime');
    await deliverOk(stripeEvent('charge.refunded', charge(who, session.payment_intent, 7900)));
    await deliverOk(stripeEvent('checkout.session.completed', session));
    expect((await entitlements(who.token)).paid).toBe(false);
    expect(await paymentRow(session.payment_intent)).toMatchObject({
      status: 'refunded',
      plan: 'lifetime',
      userId: who.userId,
    });
  });
});

/** A deterministic shuffle (mulberry32), so a failing order can be replayed. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/**
 * A monthly subscription's life as Stripe reports it: created incomplete and activated in the
 * same second, its first invoice paid, set to cancel and resumed, then renewed after a failed
 * and a retried payment; with `end`, canceled at last.
 */
function subscriptionLife(who: Buyer, end: boolean) {
  const id = randomId('sub_test');
  const start = nowSeconds();
  const period1 = new Date((start + 30 * 86_400) * 1000);
  const period2 = new Date((start + 60 * 86_400) * 1000);
  const at = (offsetSeconds: number) => start + offsetSeconds;
  const invoice = (invoiceId: string, paid: boolean) => ({
    id: invoiceId,
    object: 'invoice',
    customer: who.customer,
    amount_paid: paid ? 500 : 0,
    amount_due: 500,
    currency: 'usd',
    // Stripe copies the subscription's metadata (the user id) onto its invoices.
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: id, metadata: { userId: who.userId } },
    },
  });
  const sub = (status: string, periodEnd: Date, cancelAtPeriodEnd = false) =>
    subscriptionObject(who, id, { status, periodEnd, cancelAtPeriodEnd });
  const events = [
    stripeEvent('customer.subscription.created', sub('incomplete', period1), at(0)),
    stripeEvent('customer.subscription.updated', sub('active', period1), at(0)),
    stripeEvent('invoice.paid', invoice(`in_${id}_1`, true), at(0)),
    stripeEvent('customer.subscription.updated', sub('active', period1, true), at(3600)),
    stripeEvent('customer.subscription.updated', sub('active', period1), at(7200)),
    stripeEvent('invoice.payment_failed', invoice(`in_${id}_2`, false), at(30 * 86_400)),
    stripeEvent('customer.subscription.updated', sub('past_due', period2), at(30 * 86_400)),
    stripeEvent('invoice.paid', invoice(`in_${id}_2`, true), at(30 * 86_400 + 600)),
    stripeEvent('customer.subscription.updated', sub('active', period2), at(30 * 86_400 + 600)),
  ];
  if (end) {
    events.push(
      stripeEvent('customer.subscription.deleted', sub('canceled', period2), at(40 * 86_400)),
    );
  }
  return { id, events, period2 };
}

describe('subscription events (customer.subscription.*, invoice.*)', () => {
  it.each([
    { end: false, expected: { plan: 'monthly', paid: true } },
    { end: true, expected: { plan: 'free', paid: false } },
  ])(
    'end in the same entitlement in any order, twice over (canceled at last: $end)',
    async ({ end, expected }) => {
      const seeds = [0, 1, 2, 3, 4, 5];
      const outcomes = [];
      for (const seed of seeds) {
        const who = await buyer();
        const life = subscriptionLife(who, end);
        const order =
          seed === 0
            ? life.events
            : seed === 1
              ? [...life.events].reverse()
              : shuffled(life.events, seed);
        // Each event twice, the repeats shuffled in after the first pass.
        for (const event of [...order, ...shuffled(order, seed + 100)]) await deliverOk(event);
        const state = await entitlements(who.token);
        const invoices = await db
          .select({
            id: payments.stripePaymentId,
            status: payments.status,
            amount: payments.amount,
          })
          .from(payments)
          .where(eq(payments.userId, who.userId))
          .orderBy(payments.stripePaymentId);
        outcomes.push({
          plan: state.plan,
          paid: state.paid,
          accessUntil: state.accessUntil,
          cancelAtPeriodEnd: state.cancelAtPeriodEnd,
          invoices: invoices.map((row) => ({ ...row, id: row.id.replace(life.id, 'sub') })),
        });
        if (!end) expect(state.accessUntil).toBe(life.period2.toISOString());
      }
      expect(outcomes[0]).toMatchObject({
        ...expected,
        cancelAtPeriodEnd: false,
        invoices: [
          { id: 'in_sub_1', status: 'succeeded', amount: 500 },
          { id: 'in_sub_2', status: 'succeeded', amount: 500 },
        ],
      });
      for (const outcome of outcomes) expect(outcome).toEqual(outcomes[0]);
    },
  );

  it('cancelling at the period end keeps access until then', async () => {
    const who = await buyer();
    const id = randomId('sub_test');
    const periodEnd = new Date((nowSeconds() + 30 * 86_400) * 1000);
    await deliverOk(
      stripeEvent(
        'customer.subscription.created',
        subscriptionObject(who, id, { status: 'active', periodEnd }),
      ),
    );
    await deliverOk(
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject(who, id, { status: 'active', periodEnd, cancelAtPeriodEnd: true }),
        nowSeconds() + 1,
      ),
    );
    expect(await entitlements(who.token)).toMatchObject({
      plan: 'monthly',
      paid: true,
      cancelAtPeriodEnd: true,
      accessUntil: periodEnd.toISOString(),
    });
    clock.advance(30 * DAY + 1000);
    expect(await entitlements(await signInAgain(who))).toMatchObject({
      plan: 'free',
      paid: false,
    });
  });

  it('finds the user of a subscription without metadata through the Stripe customer', async () => {
    const who = await buyer();
    const object = subscriptionObject(who, randomId('sub_test'), {
      status: 'trialing',
      periodEnd: new Date(clock.now().getTime() + 14 * DAY),
    });
    await deliverOk(stripeEvent('customer.subscription.created', { ...object, metadata: {} }));
    expect(await entitlements(who.token)).toMatchObject({ plan: 'monthly', paid: true });
  });

  it('ignores a subscription of a known customer that is not the monthly plan', async () => {
    const who = await buyer();
    const periodEnd = new Date(clock.now().getTime() + 30 * DAY);
    const other = subscriptionObject(
      who,
      randomId('sub_test'),
      { status: 'active', periodEnd, price: 'price_of_another_product' },
      {},
    );
    await deliverOk(stripeEvent('customer.subscription.created', other));
    expect(await entitlements(who.token)).toMatchObject({ plan: 'free', paid: false });
    // Named by its metadata, even with a price the settings do not know (a price changed since).
    const named = subscriptionObject(who, randomId('sub_test'), {
      status: 'active',
      periodEnd,
      price: 'price_old_monthly',
    });
    await deliverOk(stripeEvent('customer.subscription.created', named));
    expect(await entitlements(who.token)).toMatchObject({ plan: 'monthly', paid: true });
  });

  it('an old subscription ending does not end a newer purchase', async () => {
    const who = await buyer();
    const old = randomId('sub_test');
    const periodEnd = new Date(clock.now().getTime() + 30 * DAY);
    const subscription = subscriptionObject(who, old, { status: 'active', periodEnd });
    fakeStripe.subscriptions.set(old, { ...subscription });
    await deliverOk(stripeEvent('customer.subscription.created', subscription));
    await deliverOk(stripeEvent('checkout.session.completed', oneTimeSession(who, 'lifetime')));
    // The purchase replaced the subscription: cancelled at Stripe, so it never charges again.
    expect(
      fakeStripe.received.filter((request) => request.path === `/v1/subscriptions/${old}`),
    ).toMatchObject([{ method: 'DELETE' }]);
    await deliverOk(
      stripeEvent(
        'customer.subscription.deleted',
        subscriptionObject(who, old, { status: 'canceled', periodEnd }),
        nowSeconds() + 60,
      ),
    );
    expect((await entitlements(who.token)).plan).toBe('lifetime');
  });
});
