import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { beforeEach, describe, expect, it } from 'vitest';
import { bearer, errorCode, post, signUpVerified } from '../../../../../test/accounts.js';
import { buildTestApp } from '../../../../../test/build-test-app.js';
import { startFakeStripe } from '../../../../../test/fake-stripe.js';
import { stripeCustomers } from '../../../../infrastructure/database/schema/index.js';

const APP_URL = 'https://freedompath.example';
const WEBHOOK_SECRET = 'whsec_billing_tests';
const SECRET_KEY = 'sk_test_billing_tests';

const fakeStripe = await startFakeStripe();
const { received } = fakeStripe;

const { app } = await buildTestApp({
  APP_URL,
  STRIPE_SECRET_KEY: SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_MONTHLY: 'price_test_monthly',
  STRIPE_PRICE_YEARLY: 'price_test_yearly',
  STRIPE_PRICE_LIFETIME: 'price_test_lifetime',
  STRIPE_API_BASE: fakeStripe.apiBase,
});
const { db } = app.database;
const signer = new Stripe(SECRET_KEY);

beforeEach(() => {
  received.length = 0;
});

async function customer() {
  const { email, session } = await signUpVerified(app);
  return { email, userId: session.user.id, auth: bearer(session.accessToken) };
}
type Customer = Awaited<ReturnType<typeof customer>>;

const checkout = (
  who: Customer | undefined,
  payload: unknown,
  headers: Record<string, string> = {},
) => post(app, '/api/v1/billing/checkout', payload, { ...who?.auth, ...headers });

const portal = (who: Customer | undefined, payload?: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/billing/portal',
    headers: who?.auth ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const requestsTo = (path: string) => received.filter((request) => request.path === path);

/** Delivers a signed webhook event, as Stripe would after a payment. */
async function deliver(type: string, object: Record<string, unknown>) {
  const payload = JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  const response = await app.inject({
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
  expect(response.statusCode).toBe(200);
}

async function customerIdOf(who: Customer): Promise<string> {
  const [row] = await db
    .select()
    .from(stripeCustomers)
    .where(eq(stripeCustomers.userId, who.userId));
  if (!row) throw new Error('no customer');
  return row.stripeCustomerId;
}

async function bought(who: Customer, plan: 'yearly' | 'lifetime') {
  await deliver('checkout.session.completed', {
    id: `cs_test_${plan}_${who.userId}`,
    mode: 'payment',
    payment_status: 'paid',
    client_reference_id: who.userId,
    customer: await customerIdOf(who),
    payment_intent: `pi_${plan}_${who.userId}`,
    amount_total: plan === 'yearly' ? 2500 : 7900,
    currency: 'usd',
    metadata: { userId: who.userId, plan },
  });
}

async function subscribed(who: Customer, cancelAtPeriodEnd = false) {
  const subscriptionId = `sub_test_${who.userId}`;
  await deliver('customer.subscription.updated', {
    id: subscriptionId,
    status: 'active',
    customer: await customerIdOf(who),
    cancel_at_period_end: cancelAtPeriodEnd,
    items: { data: [{ current_period_end: Math.floor(Date.now() / 1000) + 30 * 86_400 }] },
    metadata: { userId: who.userId, plan: 'monthly' },
  });
  return subscriptionId;
}

describe('POST /api/v1/billing/checkout', () => {
  it('sends Stripe the plan as a one-time payment with the server-side price and our URLs', async () => {
    const who = await customer();
    const response = await checkout(who, { plan: 'yearly' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ url: string }>().url).toMatch(
      /^https:\/\/checkout\.stripe\.test\/cs_test_fake_\d+$/,
    );

    const [created] = requestsTo('/v1/customers');
    expect(created).toMatchObject({
      method: 'POST',
      form: { email: who.email, 'metadata[userId]': who.userId },
    });
    expect(created?.headers['idempotency-key']).toBe(`customer-of-user-${who.userId}`);
    const customerId = await customerIdOf(who);

    const [session] = requestsTo('/v1/checkout/sessions');
    expect(session?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(session?.form).toEqual({
      mode: 'payment',
      'line_items[0][price]': 'price_test_yearly',
      'line_items[0][quantity]': '1',
      customer: customerId,
      client_reference_id: who.userId,
      allow_promotion_codes: 'true',
      success_url: `${APP_URL}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${APP_URL}/pricing`,
      expires_at: expect.stringMatching(/^\d+$/) as unknown,
      'metadata[userId]': who.userId,
      'metadata[plan]': 'yearly',
      'payment_intent_data[metadata][userId]': who.userId,
      'payment_intent_data[metadata][plan]': 'yearly',
    });
  });

  it('makes monthly a subscription, lifetime a payment, and creates the customer once per user', async () => {
    const who = await customer();
    expect((await checkout(who, { plan: 'monthly' })).statusCode).toBe(200);
    expect((await checkout(who, { plan: 'lifetime' })).statusCode).toBe(200);
    const [monthly, lifetime] = requestsTo('/v1/checkout/sessions');
    expect(monthly?.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_test_monthly',
      allow_promotion_codes: 'true',
      'subscription_data[metadata][userId]': who.userId,
      'subscription_data[metadata][plan]': 'monthly',
    });
    expect(monthly?.form).not.toHaveProperty(['payment_intent_data[metadata][userId]']);
    expect(lifetime?.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price]': 'price_test_lifetime',
      customer: monthly?.form.customer,
    });
    expect(requestsTo('/v1/customers')).toHaveLength(1);
    const rows = await db
      .select()
      .from(stripeCustomers)
      .where(eq(stripeCustomers.userId, who.userId));
    expect(rows).toHaveLength(1);
  });

  it('creates one customer when a first checkout is sent twice at once', async () => {
    const who = await customer();
    const responses = await Promise.all([
      checkout(who, { plan: 'monthly' }),
      checkout(who, { plan: 'yearly' }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    const customers = new Set(requestsTo('/v1/checkout/sessions').map((r) => r.form.customer));
    expect([...customers]).toEqual([await customerIdOf(who)]);
  });

  it('needs a signed-in caller: 401', async () => {
    const response = await checkout(undefined, { plan: 'monthly' });
    expect([response.statusCode, errorCode(response)]).toEqual([401, 'UNAUTHORIZED']);
    expect(received).toHaveLength(0);
  });

  it.each([
    { payload: { plan: 'weekly' } },
    { payload: { plan: 'monthly', priceId: 'price_cheap' } },
    { payload: {} },
  ])('refuses a bad plan or an unknown field with 400: $payload', async ({ payload }) => {
    const who = await customer();
    const response = await checkout(who, payload);
    expect([response.statusCode, errorCode(response)]).toEqual([400, 'VALIDATION_FAILED']);
    expect(received).toHaveLength(0);
  });

  it('sends Stripe an idempotency key of its own for a client’s Idempotency-Key', async () => {
    const who = await customer();
    const key = { 'idempotency-key': 'a1b2c3d4-retry-me' };
    for (const headers of [key, key, {}]) {
      expect((await checkout(who, { plan: 'yearly' }, headers)).statusCode).toBe(200);
    }
    const keys = requestsTo('/v1/checkout/sessions').map((request) =>
      String(request.headers['idempotency-key']),
    );
    expect(keys[0]).toMatch(/^checkout-[\w-]{43}$/);
    expect(keys[1]).toBe(keys[0]);
    // Without one, the SDK's own key: a network retry inside the SDK, and nothing more.
    expect(keys[2]).toMatch(/^stripe-node-retry-/);
  });

  it.each(['short', 'has spaces in it', 'x'.repeat(129)])(
    'refuses a malformed Idempotency-Key with 400: %s',
    async (key) => {
      const who = await customer();
      const response = await checkout(who, { plan: 'yearly' }, { 'idempotency-key': key });
      expect([response.statusCode, errorCode(response)]).toEqual([400, 'VALIDATION_FAILED']);
      expect(response.json<{ issues: { path: string }[] }>().issues).toMatchObject([
        { path: 'headers.idempotency-key' },
      ]);
      expect(received).toHaveLength(0);
    },
  );

  it('documents the optional Idempotency-Key header in OpenAPI', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, { post?: { parameters?: unknown[] } }>;
    }>();
    expect(document.paths['/api/v1/billing/checkout']?.post?.parameters).toEqual([
      expect.objectContaining({ in: 'header', name: 'idempotency-key', required: false }),
    ]);
  });

  it('refuses a lifetime owner anything: 409 LIFETIME_OWNED', async () => {
    const who = await customer();
    await checkout(who, { plan: 'lifetime' });
    await bought(who, 'lifetime');
    received.length = 0;
    for (const plan of ['monthly', 'yearly', 'lifetime']) {
      const response = await checkout(who, { plan });
      expect([response.statusCode, errorCode(response)]).toEqual([409, 'LIFETIME_OWNED']);
    }
    expect(received).toHaveLength(0);
  });

  it('sends a monthly subscriber asking for monthly to the portal (409); yearly is an upgrade (ADR 041)', async () => {
    const who = await customer();
    await checkout(who, { plan: 'monthly' });
    await subscribed(who);
    const response = await checkout(who, { plan: 'monthly' });
    expect([response.statusCode, errorCode(response)]).toEqual([409, 'SUBSCRIPTION_ACTIVE']);
    expect((await checkout(who, { plan: 'yearly' })).statusCode).toBe(200);
    await subscribed(who, true);
    expect(errorCode(await checkout(who, { plan: 'monthly' }))).toBe('SUBSCRIPTION_ACTIVE');
    expect((await checkout(who, { plan: 'yearly' })).statusCode).toBe(200);
  });

  it('lets a yearly buyer add a year or upgrade, not subscribe monthly: 409 YEARLY_ACTIVE', async () => {
    const who = await customer();
    await checkout(who, { plan: 'yearly' });
    await bought(who, 'yearly');
    expect(errorCode(await checkout(who, { plan: 'monthly' }))).toBe('YEARLY_ACTIVE');
    expect((await checkout(who, { plan: 'yearly' })).statusCode).toBe(200);
    expect((await checkout(who, { plan: 'lifetime' })).statusCode).toBe(200);
  });

  it('answers 502 PAYMENT_PROVIDER_ERROR when Stripe refuses', async () => {
    const who = await customer();
    await checkout(who, { plan: 'yearly' });
    fakeStripe.failNext();
    const response = await checkout(who, { plan: 'yearly' });
    expect([response.statusCode, errorCode(response)]).toEqual([502, 'PAYMENT_PROVIDER_ERROR']);
  });
});

describe('POST /api/v1/billing/portal', () => {
  it('opens the portal of the caller’s own customer, returning to /account', async () => {
    const who = await customer();
    await checkout(who, { plan: 'monthly' });
    received.length = 0;
    const response = await portal(who);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ url: string }>().url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(requestsTo('/v1/billing_portal/sessions')[0]?.form).toEqual({
      customer: await customerIdOf(who),
      return_url: `${APP_URL}/account`,
    });
  });

  it('goes straight to cancelling a renewing subscription, back to /account?canceled=true', async () => {
    const who = await customer();
    await checkout(who, { plan: 'monthly' });
    const subscriptionId = await subscribed(who);
    received.length = 0;
    expect((await portal(who, { flow: 'cancel' })).statusCode).toBe(200);
    expect(requestsTo('/v1/billing_portal/sessions')[0]?.form).toEqual({
      customer: await customerIdOf(who),
      return_url: `${APP_URL}/account`,
      'flow_data[type]': 'subscription_cancel',
      'flow_data[subscription_cancel][subscription]': subscriptionId,
      'flow_data[after_completion][type]': 'redirect',
      'flow_data[after_completion][redirect][return_url]': `${APP_URL}/account?canceled=true`,
    });
  });

  it('answers 404 NO_BILLING_ACCOUNT before a first checkout, 409 with nothing to cancel, 401 signed out', async () => {
    const who = await customer();
    const none = await portal(who);
    expect([none.statusCode, errorCode(none)]).toEqual([404, 'NO_BILLING_ACCOUNT']);
    await checkout(who, { plan: 'lifetime' });
    await bought(who, 'lifetime');
    const nothing = await portal(who, { flow: 'cancel' });
    expect([nothing.statusCode, errorCode(nothing)]).toEqual([409, 'NOTHING_TO_CANCEL']);
    expect((await portal(undefined)).statusCode).toBe(401);
    const unknown = await portal(who, { flow: 'delete-everything' });
    expect([unknown.statusCode, errorCode(unknown)]).toEqual([400, 'VALIDATION_FAILED']);
  });
});
