import type { AdminUser, CheckoutSession, Entitlements } from '@freedompath/contracts';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD, bearer, errorCode, post, signUpVerified } from '../../../../../test/accounts.js';
import { buildTestApp } from '../../../../../test/build-test-app.js';
import { startFakeStripe } from '../../../../../test/fake-stripe.js';
import {
  adminAuditEntries,
  payments,
  stripeCustomers,
  subscriptions,
  users,
} from '../../../../infrastructure/database/schema/index.js';
import { addCalendarMonths } from '../../../../services/billing/add-calendar-months.js';

// The Stripe code path through the real SDK against a stand-in that records calls (ADR 041,
// ADR 042): deleting an account, the admin's disable and an upgrade cancel the monthly
// subscription at Stripe; resume clears its cancellation; /success checks its session.
const APP_URL = 'https://freedompath.example';
const WEBHOOK_SECRET = 'whsec_lifecycle_tests';
const SECRET_KEY = 'sk_test_lifecycle_tests';
const ADMIN_EMAIL = 'lifecycle-admin@example.com';
const DAY_S = 24 * 60 * 60;

const fakeStripe = await startFakeStripe();
const { received } = fakeStripe;
const { app } = await buildTestApp({
  APP_URL,
  ADMIN_EMAIL,
  STRIPE_SECRET_KEY: SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_MONTHLY: 'price_test_monthly',
  STRIPE_PRICE_YEARLY: 'price_test_yearly',
  STRIPE_PRICE_LIFETIME: 'price_test_lifetime',
  STRIPE_API_BASE: fakeStripe.apiBase,
});
const { db } = app.database;
const signer = new Stripe(SECRET_KEY);
const { session: adminSession } = await signUpVerified(app, ADMIN_EMAIL);

beforeEach(() => {
  received.length = 0;
  fakeStripe.setUnreachable(false);
});

async function customer() {
  const { email, session } = await signUpVerified(app);
  const who = { email, userId: session.user.id, auth: bearer(session.accessToken) };
  // The customer a first checkout creates.
  expect(
    (await post(app, '/api/v1/billing/checkout', { plan: 'monthly' }, who.auth)).statusCode,
  ).toBe(200);
  const [row] = await db
    .select()
    .from(stripeCustomers)
    .where(eq(stripeCustomers.userId, who.userId));
  if (!row) throw new Error('no customer');
  received.length = 0;
  return { ...who, customer: row.stripeCustomerId };
}
type Customer = Awaited<ReturnType<typeof customer>>;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Delivers a signed webhook event, as Stripe would. */
async function deliver(type: string, object: Record<string, unknown>, created = nowSeconds()) {
  const payload = JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    created,
    data: { object },
  });
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signer.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
      }),
    },
    payload,
  });
}

/** A monthly subscription Stripe knows and the webhook told us about. */
async function subscribed(who: Customer, cancelAtPeriodEnd = false) {
  const periodEnd = nowSeconds() + 20 * DAY_S;
  const subscription = {
    id: `sub_test_${who.userId}`,
    object: 'subscription',
    status: 'active',
    customer: who.customer,
    cancel_at_period_end: cancelAtPeriodEnd,
    cancel_at: null,
    items: { data: [{ current_period_end: periodEnd, price: { id: 'price_test_monthly' } }] },
    metadata: { userId: who.userId, plan: 'monthly' },
  };
  fakeStripe.subscriptions.set(subscription.id, structuredClone(subscription));
  expect((await deliver('customer.subscription.updated', subscription)).statusCode).toBe(200);
  return { id: subscription.id, periodEnd: new Date(periodEnd * 1000) };
}

async function entitlements(who: Customer): Promise<Entitlements> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/v1/me/entitlements',
    headers: who.auth,
  });
  expect(response.statusCode).toBe(200);
  return response.json<Entitlements>();
}

const callsTo = (path: string) =>
  received.filter((request) => request.path === path).map(({ method, form }) => ({ method, form }));

const subscriptionRow = async (who: Customer) =>
  (await db.select().from(subscriptions).where(eq(subscriptions.userId, who.userId)))[0];

const deleteAccount = (who: Customer) =>
  app.inject({
    method: 'DELETE',
    url: '/api/v1/me',
    headers: who.auth,
    payload: { password: PASSWORD },
  });

describe('DELETE /api/v1/me with a monthly subscription (Stripe)', () => {
  it('cancels the subscription at Stripe at once, then deletes the account', async () => {
    const who = await customer();
    const { id } = await subscribed(who);
    expect(await entitlements(who)).toMatchObject({ plan: 'monthly', renews: true });
    const response = await deleteAccount(who);
    expect(response.statusCode, response.body).toBe(204);
    expect(callsTo(`/v1/subscriptions/${id}`)).toEqual([{ method: 'DELETE', form: {} }]);
    expect(await db.select().from(users).where(eq(users.id, who.userId))).toEqual([]);
  });

  it('deletes nothing when Stripe cannot be reached, and says so', async () => {
    const who = await customer();
    const { id } = await subscribed(who);
    fakeStripe.setUnreachable(true);
    const response = await deleteAccount(who);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      code: 'PAYMENT_PROVIDER_ERROR',
      message: expect.stringContaining('your account was not deleted') as unknown,
    });
    expect(callsTo(`/v1/subscriptions/${id}`)[0]).toMatchObject({ method: 'DELETE' });
    expect(await db.select().from(users).where(eq(users.id, who.userId))).toHaveLength(1);
    expect(await subscriptionRow(who)).toMatchObject({
      status: 'active',
      stripeSubscriptionId: id,
    });
    // Once Stripe answers again, the same request deletes it.
    fakeStripe.setUnreachable(false);
    expect((await deleteAccount(who)).statusCode).toBe(204);
  });

  it('calls Stripe for nothing without a subscription', async () => {
    const who = await customer();
    expect((await deleteAccount(who)).statusCode).toBe(204);
    expect(received.filter((request) => request.path.startsWith('/v1/subscriptions'))).toEqual([]);
  });
});

describe('the admin disables a paying user (Stripe)', () => {
  const disable = (who: Customer, payload?: object) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${who.userId}/disable`,
      headers: bearer(adminSession.accessToken),
      ...(payload === undefined ? {} : { payload }),
    });

  it('with cancelSubscription, cancels it at Stripe at once and records it in the audit entry', async () => {
    const who = await customer();
    const { id } = await subscribed(who);
    const response = await disable(who, { cancelSubscription: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminUser>()).toMatchObject({ disabled: true, plan: 'free' });
    expect(callsTo(`/v1/subscriptions/${id}`)).toEqual([{ method: 'DELETE', form: {} }]);
    // It will never charge again: what the dashboard's MRR and active subscriptions count.
    expect(await subscriptionRow(who)).toMatchObject({
      subscriptionType: 'monthly',
      status: 'canceled',
      cancelAtPeriodEnd: false,
    });
    const audit = await db
      .select()
      .from(adminAuditEntries)
      .where(eq(adminAuditEntries.targetUserId, who.userId));
    expect(audit).toMatchObject([
      {
        action: 'disable_account',
        details: { cancelSubscription: true, canceledSubscriptionId: id },
      },
    ]);
  });

  it('without it, leaves the subscription alone', async () => {
    const who = await customer();
    await subscribed(who);
    expect((await disable(who)).statusCode).toBe(200);
    expect(received.filter((request) => request.path.startsWith('/v1/subscriptions'))).toEqual([]);
    expect(await subscriptionRow(who)).toMatchObject({ status: 'active' });
  });

  it('disables nothing when Stripe cannot be reached', async () => {
    const who = await customer();
    await subscribed(who);
    fakeStripe.setUnreachable(true);
    const response = await disable(who, { cancelSubscription: true });
    expect([response.statusCode, errorCode(response)]).toEqual([502, 'PAYMENT_PROVIDER_ERROR']);
    const [user] = await db.select().from(users).where(eq(users.id, who.userId));
    expect(user?.disabledAt).toBeNull();
    expect(await subscriptionRow(who)).toMatchObject({ status: 'active' });
  });

  it('refuses a body that is not the option: 400', async () => {
    const who = await customer();
    const response = await disable(who, { cancelSubscription: 'yes' });
    expect([response.statusCode, errorCode(response)]).toEqual([400, 'VALIDATION_FAILED']);
  });
});

describe('upgrading from monthly (Stripe)', () => {
  it('a monthly subscriber buys Yearly: the monthly is cancelled at Stripe, the year starts where the paid month ends', async () => {
    const who = await customer();
    const { id, periodEnd } = await subscribed(who);
    const yearEnd = addCalendarMonths(periodEnd, 12);
    expect((await entitlements(who)).monthlyUpgrade).toEqual({
      paidMonthEndsAt: periodEnd.toISOString(),
      yearlyAccessUntil: yearEnd.toISOString(),
    });
    const checkout = await post(app, '/api/v1/billing/checkout', { plan: 'yearly' }, who.auth);
    expect(checkout.statusCode, checkout.body).toBe(200);

    const completed = {
      id: `cs_test_upgrade_${who.userId}`,
      mode: 'payment',
      payment_status: 'paid',
      client_reference_id: who.userId,
      customer: who.customer,
      payment_intent: `pi_upgrade_${who.userId}`,
      amount_total: 2500,
      currency: 'usd',
      metadata: { userId: who.userId, plan: 'yearly' },
    };
    // Stripe down: the event fails (Stripe delivers it again), and nothing is granted.
    fakeStripe.setUnreachable(true);
    expect((await deliver('checkout.session.completed', completed)).statusCode).toBe(502);
    expect(await entitlements(who)).toMatchObject({ plan: 'monthly' });
    fakeStripe.setUnreachable(false);
    received.length = 0;

    expect((await deliver('checkout.session.completed', completed)).statusCode).toBe(200);
    expect(callsTo(`/v1/subscriptions/${id}`)).toEqual([{ method: 'DELETE', form: {} }]);
    expect(await entitlements(who)).toMatchObject({
      plan: 'yearly',
      accessUntil: yearEnd.toISOString(),
      renews: false,
      monthlyUpgrade: null,
    });
    const [payment] = await db
      .select()
      .from(payments)
      .where(eq(payments.stripePaymentId, completed.payment_intent));
    expect(payment).toMatchObject({ accessFrom: periodEnd, accessUntil: yearEnd });

    // The cancellation's own event, arriving later, takes nothing from the year.
    const ended = { ...fakeStripe.subscriptions.get(id) };
    expect(
      (await deliver('customer.subscription.deleted', ended, nowSeconds() + 5)).statusCode,
    ).toBe(200);
    expect(await entitlements(who)).toMatchObject({
      plan: 'yearly',
      accessUntil: yearEnd.toISOString(),
    });
  });

  it('a monthly subscriber may check out Lifetime, but not Monthly again', async () => {
    const who = await customer();
    await subscribed(who);
    const monthly = await post(app, '/api/v1/billing/checkout', { plan: 'monthly' }, who.auth);
    expect([monthly.statusCode, errorCode(monthly)]).toEqual([409, 'SUBSCRIPTION_ACTIVE']);
    const lifetime = await post(app, '/api/v1/billing/checkout', { plan: 'lifetime' }, who.auth);
    expect(lifetime.statusCode).toBe(200);
  });
});

describe('POST /api/v1/billing/resume (Stripe)', () => {
  const resume = (who: Customer) =>
    app.inject({ method: 'POST', url: '/api/v1/billing/resume', headers: who.auth });

  it('clears a pending cancellation: cancel_at_period_end=false at Stripe', async () => {
    const who = await customer();
    const { id, periodEnd } = await subscribed(who, true);
    expect(await entitlements(who)).toMatchObject({
      cancelAtPeriodEnd: true,
      renews: false,
      resumableUntil: periodEnd.toISOString(),
    });
    const response = await resume(who);
    expect(response.statusCode, response.body).toBe(200);
    expect(callsTo(`/v1/subscriptions/${id}`)).toEqual([
      { method: 'POST', form: { cancel_at_period_end: 'false' } },
    ]);
    expect(response.json<Entitlements>()).toMatchObject({
      plan: 'monthly',
      cancelAtPeriodEnd: false,
      renews: true,
      resumableUntil: null,
    });
  });

  it('answers 409 NOTHING_TO_RESUME for a renewing subscription or none, SUBSCRIPTION_ENDED once cancelled', async () => {
    const who = await customer();
    const none = await resume(who);
    expect([none.statusCode, errorCode(none)]).toEqual([409, 'NOTHING_TO_RESUME']);
    const { id } = await subscribed(who);
    const renewing = await resume(who);
    expect([renewing.statusCode, errorCode(renewing)]).toEqual([409, 'NOTHING_TO_RESUME']);
    const canceled = { ...fakeStripe.subscriptions.get(id), status: 'canceled' };
    expect(
      (await deliver('customer.subscription.deleted', canceled, nowSeconds() + 5)).statusCode,
    ).toBe(200);
    const ended = await resume(who);
    expect([ended.statusCode, errorCode(ended)]).toEqual([409, 'SUBSCRIPTION_ENDED']);
    expect(received.filter((request) => request.path.startsWith('/v1/subscriptions'))).toEqual([]);
  });

  it('answers 502 when Stripe cannot be reached, and changes nothing', async () => {
    const who = await customer();
    await subscribed(who, true);
    fakeStripe.setUnreachable(true);
    const response = await resume(who);
    expect([response.statusCode, errorCode(response)]).toEqual([502, 'PAYMENT_PROVIDER_ERROR']);
    expect(await entitlements(who)).toMatchObject({ cancelAtPeriodEnd: true });
  });
});

describe('GET /api/v1/billing/checkout-sessions/:id (Stripe)', () => {
  const lookUp = (who: Customer, id: string) =>
    app.inject({
      method: 'GET',
      url: `/api/v1/billing/checkout-sessions/${encodeURIComponent(id)}`,
      headers: who.auth,
    });

  it("answers the caller's own session: open, then paid once the webhook fulfilled it", async () => {
    const who = await customer();
    await post(app, '/api/v1/billing/checkout', { plan: 'lifetime' }, who.auth);
    const [created] = fakeStripe.created
      .filter((object) => object.path === '/v1/checkout/sessions')
      .slice(-1);
    const id = created?.id ?? '';
    const open = await lookUp(who, id);
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json<CheckoutSession>()).toEqual({
      id,
      plan: 'lifetime',
      status: 'open',
      fulfilled: false,
    });
    expect(callsTo(`/v1/checkout/sessions/${id}`)).toMatchObject([{ method: 'GET' }]);

    const session = fakeStripe.sessions.get(id);
    Object.assign(session ?? {}, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: `pi_${id}`,
      amount_total: 7900,
      currency: 'usd',
    });
    expect((await lookUp(who, id)).json<CheckoutSession>()).toMatchObject({
      status: 'paid',
      fulfilled: false,
    });
    expect((await deliver('checkout.session.completed', { ...session })).statusCode).toBe(200);
    expect((await lookUp(who, id)).json<CheckoutSession>()).toMatchObject({
      status: 'paid',
      fulfilled: true,
    });
  });

  it("answers 404 CHECKOUT_SESSION_NOT_FOUND for another account's session, an unknown one or a malformed id", async () => {
    const owner = await customer();
    const stranger = await customer();
    await post(app, '/api/v1/billing/checkout', { plan: 'yearly' }, owner.auth);
    const [created] = fakeStripe.created
      .filter((object) => object.path === '/v1/checkout/sessions')
      .slice(-1);
    for (const id of [created?.id ?? '', 'cs_test_unknown', 'not-a-session', '..%2F..']) {
      const response = await lookUp(stranger, id);
      expect([response.statusCode, errorCode(response)], id).toEqual([
        404,
        'CHECKOUT_SESSION_NOT_FOUND',
      ]);
    }
    // A malformed id is refused without asking Stripe.
    expect(received.filter((request) => request.path.includes('not-a-session'))).toEqual([]);
  });

  it('answers expired for an abandoned session, and 502 when Stripe cannot be reached', async () => {
    const who = await customer();
    await post(app, '/api/v1/billing/checkout', { plan: 'yearly' }, who.auth);
    const [created] = fakeStripe.created
      .filter((object) => object.path === '/v1/checkout/sessions')
      .slice(-1);
    const id = created?.id ?? '';
    Object.assign(fakeStripe.sessions.get(id) ?? {}, { status: 'expired' });
    expect((await lookUp(who, id)).json<CheckoutSession>()).toMatchObject({ status: 'expired' });
    fakeStripe.setUnreachable(true);
    const down = await lookUp(who, id);
    expect([down.statusCode, errorCode(down)]).toEqual([502, 'PAYMENT_PROVIDER_ERROR']);
  });
});
