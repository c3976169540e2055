import type { AuthSession, CheckoutSession, Entitlements } from '@freedompath/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  errorCode,
  PASSWORD,
  post,
  signUpVerified,
  testClock,
} from '../../../../../test/accounts.js';
import { buildTestApp } from '../../../../../test/build-test-app.js';
import { addCalendarMonths } from '../../../../services/billing/add-calendar-months.js';
import {
  payments,
  subscriptions,
  users,
} from '../../../../infrastructure/database/schema/index.js';
import { SIMULATED_SESSION_COOKIE } from '../../../../services/billing/simulated-sessions.js';

// No Stripe settings: checkout is the local, simulated one.
const APP_URL = 'http://localhost:5173';
const clock = testClock();
const { app } = await buildTestApp({ APP_URL }, { clock });
const { db } = app.database;

interface Started {
  url: string;
  path: string;
  id: string;
  /** The cookie the browser that started the checkout holds. */
  secret: string;
}

async function customer() {
  const { email, session } = await signUpVerified(app);
  return { email, userId: session.user.id, token: session.accessToken };
}
type Customer = Awaited<ReturnType<typeof customer>>;

async function start(
  who: Customer,
  endpoint: 'checkout' | 'portal',
  payload: object,
): Promise<Started> {
  const response = await post(app, `/api/v1/billing/${endpoint}`, payload, bearer(who.token));
  expect(response.statusCode, response.body).toBe(200);
  const { url } = response.json<{ url: string }>();
  const path = url.slice(APP_URL.length);
  const cookie = response.cookies.find((candidate) => candidate.name === SIMULATED_SESSION_COOKIE);
  expect(cookie).toMatchObject({ path, httpOnly: true, sameSite: 'Lax' });
  return { url, path, id: path.split('/').pop() ?? '', secret: cookie?.value ?? '' };
}

/** A form post as the page's buttons send it: urlencoded, with the browser's cookie. */
function submit(path: string, secret?: string, form: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
    ...(secret === undefined ? {} : { cookies: { [SIMULATED_SESSION_COOKIE]: secret } }),
  });
}

async function entitlements(who: Customer): Promise<Entitlements> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/v1/me/entitlements',
    headers: bearer(who.token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<Entitlements>();
}

describe('the simulated checkout (no Stripe keys)', () => {
  it('shows a test-mode page with no script, whose Pay grants the plan', async () => {
    const who = await customer();
    const checkout = await start(who, 'checkout', { plan: 'yearly' });
    expect(checkout.url).toMatch(
      /^http:\/\/localhost:5173\/api\/v1\/billing\/simulated-checkout\/cs_sim_[0-9a-f]{32}$/,
    );

    const page = await app.inject({
      method: 'GET',
      url: checkout.path,
      cookies: { [SIMULATED_SESSION_COOKIE]: checkout.secret },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain('Pay $25 (test)');
    expect(page.body).toContain(who.email);
    expect(page.body).not.toContain('<script');
    expect(page.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http://localhost:5173; frame-ancestors 'none'; base-uri 'none'",
    );

    const paid = await submit(`${checkout.path}/pay`, checkout.secret);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${APP_URL}/success?session_id=${checkout.id}`);
    expect(await entitlements(who)).toMatchObject({
      plan: 'yearly',
      paid: true,
      accessUntil: addCalendarMonths(clock.now(), 12).toISOString(),
    });
    const rows = await db.select().from(payments).where(eq(payments.userId, who.userId));
    expect(rows).toMatchObject([
      { amount: 2500, currency: 'usd', status: 'succeeded', plan: 'yearly' },
    ]);
  });

  it('pays once: a second Pay goes to the same success page and changes nothing', async () => {
    const who = await customer();
    const checkout = await start(who, 'checkout', { plan: 'yearly' });
    const first = await submit(`${checkout.path}/pay`, checkout.secret);
    const second = await submit(`${checkout.path}/pay`, checkout.secret);
    expect([first.statusCode, second.statusCode]).toEqual([303, 303]);
    expect(second.headers.location).toBe(first.headers.location);
    expect((await entitlements(who)).accessUntil).toBe(
      addCalendarMonths(clock.now(), 12).toISOString(),
    );
    const rows = await db.select().from(payments).where(eq(payments.userId, who.userId));
    expect(rows).toHaveLength(1);
    const cancel = await submit(`${checkout.path}/cancel`, checkout.secret);
    expect([cancel.statusCode, errorCode(cancel)]).toEqual([409, 'CHECKOUT_CLOSED']);
  });

  it('Cancel goes back to /pricing and changes nothing; the session cannot be paid after', async () => {
    const who = await customer();
    const checkout = await start(who, 'checkout', { plan: 'lifetime' });
    const canceled = await submit(`${checkout.path}/cancel`, checkout.secret);
    expect(canceled.statusCode).toBe(303);
    expect(canceled.headers.location).toBe(`${APP_URL}/pricing`);
    expect(await entitlements(who)).toMatchObject({ plan: 'free', paid: false });
    const late = await submit(`${checkout.path}/pay`, checkout.secret);
    expect([late.statusCode, errorCode(late)]).toEqual([409, 'CHECKOUT_CLOSED']);
    expect(await entitlements(who)).toMatchObject({ plan: 'free', paid: false });
  });

  it('refuses another user’s browser, or none, and pays only the session’s own user', async () => {
    const owner = await customer();
    const other = await customer();
    const ownerCheckout = await start(owner, 'checkout', { plan: 'lifetime' });
    const otherCheckout = await start(other, 'checkout', { plan: 'lifetime' });

    const stolen = await submit(`${ownerCheckout.path}/pay`, otherCheckout.secret);
    expect([stolen.statusCode, errorCode(stolen)]).toEqual([403, 'CHECKOUT_NOT_YOURS']);
    const bare = await submit(`${ownerCheckout.path}/pay`);
    expect([bare.statusCode, errorCode(bare)]).toEqual([403, 'CHECKOUT_NOT_YOURS']);
    const peek = await app.inject({ method: 'GET', url: ownerCheckout.path });
    expect(peek.statusCode).toBe(403);
    expect((await entitlements(owner)).paid).toBe(false);
    expect((await entitlements(other)).paid).toBe(false);

    expect((await submit(`${ownerCheckout.path}/pay`, ownerCheckout.secret)).statusCode).toBe(303);
    expect((await entitlements(owner)).plan).toBe('lifetime');
    expect((await entitlements(other)).plan).toBe('free');
  });

  it('answers 404 for an unknown or expired session', async () => {
    const who = await customer();
    const unknown = await submit(
      `/api/v1/billing/simulated-checkout/cs_sim_${'0'.repeat(32)}/pay`,
      'x',
    );
    expect([unknown.statusCode, errorCode(unknown)]).toEqual([404, 'CHECKOUT_NOT_FOUND']);
    const checkout = await start(who, 'checkout', { plan: 'yearly' });
    clock.advance(31 * 60 * 1000);
    const expired = await submit(`${checkout.path}/pay`, checkout.secret);
    expect([expired.statusCode, errorCode(expired)]).toEqual([404, 'CHECKOUT_NOT_FOUND']);
  });

  it('refuses a lifetime owner a new checkout (409) and signed-out callers (401)', async () => {
    const who = await customer();
    const checkout = await start(who, 'checkout', { plan: 'lifetime' });
    await submit(`${checkout.path}/pay`, checkout.secret);
    const again = await post(
      app,
      '/api/v1/billing/checkout',
      { plan: 'yearly' },
      bearer(who.token),
    );
    expect([again.statusCode, errorCode(again)]).toEqual([409, 'LIFETIME_OWNED']);
    const anonymous = await post(app, '/api/v1/billing/checkout', { plan: 'yearly' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('monthly: a month of access; the portal cancels it at the period end, back to /account?canceled=true', async () => {
    const who = await customer();
    const checkout = await start(who, 'checkout', { plan: 'monthly' });
    await submit(`${checkout.path}/pay`, checkout.secret);
    const periodEnd = new Date(
      Math.floor(addCalendarMonths(clock.now(), 1).getTime() / 1000) * 1000,
    );
    expect(await entitlements(who)).toMatchObject({
      plan: 'monthly',
      paid: true,
      cancelAtPeriodEnd: false,
      accessUntil: periodEnd.toISOString(),
    });

    const portal = await start(who, 'portal', {});
    expect(portal.url).toMatch(/\/api\/v1\/billing\/simulated-portal\/bps_sim_[0-9a-f]{32}$/);
    const page = await app.inject({
      method: 'GET',
      url: portal.path,
      cookies: { [SIMULATED_SESSION_COOKIE]: portal.secret },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain('Cancel subscription');

    const canceled = await submit(`${portal.path}/cancel-subscription`, portal.secret);
    expect(canceled.statusCode).toBe(303);
    expect(canceled.headers.location).toBe(`${APP_URL}/account?canceled=true`);
    expect(await entitlements(who)).toMatchObject({
      plan: 'monthly',
      paid: true,
      cancelAtPeriodEnd: true,
      accessUntil: periodEnd.toISOString(),
    });
    const cancelFlow = await post(
      app,
      '/api/v1/billing/portal',
      { flow: 'cancel' },
      bearer(who.token),
    );
    expect([cancelFlow.statusCode, errorCode(cancelFlow)]).toEqual([409, 'NOTHING_TO_CANCEL']);

    clock.advance(periodEnd.getTime() - clock.now().getTime() + 1000);
    const signin = await post(app, '/api/v1/auth/signin', { email: who.email, password: PASSWORD });
    const token = signin.json<AuthSession>().accessToken;
    expect(await entitlements({ ...who, token })).toMatchObject({ plan: 'free', paid: false });
  });

  it('has no Stripe webhook to receive: 404', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{}',
    });
    expect([response.statusCode, errorCode(response)]).toEqual([404, 'STRIPE_NOT_CONFIGURED']);
  });
});

/** The page at `path`, as the browser holding the session's cookie gets it. */
function view(path: string, secret: string) {
  return app.inject({ method: 'GET', url: path, cookies: { [SIMULATED_SESSION_COOKIE]: secret } });
}

/** A paid monthly subscription of a new customer, and the end of its paid month. */
async function monthlySubscriber() {
  const who = await customer();
  const checkout = await start(who, 'checkout', { plan: 'monthly' });
  expect((await submit(`${checkout.path}/pay`, checkout.secret)).statusCode).toBe(303);
  const periodEnd = new Date(Math.floor(addCalendarMonths(clock.now(), 1).getTime() / 1000) * 1000);
  return { who, periodEnd };
}

describe('promotion codes in the simulated checkout (as Stripe Checkout)', () => {
  it("BYR2025 is the card's sale: the page shows $24 off $49 and Pay charges the card's $25", async () => {
    const who = await customer();
    const checkout = await start(who, 'checkout', { plan: 'yearly' });
    const applied = await submit(`${checkout.path}/promotion-code`, checkout.secret, {
      code: ' byr2025 ',
    });
    expect([applied.statusCode, applied.headers.location]).toEqual([303, checkout.path]);
    const page = await view(checkout.path, checkout.secret);
    expect(page.body).toContain('<strong>BYR2025</strong> applied: $24 off. Total due $25.');
    expect(page.body).toContain('<s><span class="sr-only">was </span>$49</s> $25');
    expect(page.body).toContain('Pay $25 (test)');
    await submit(`${checkout.path}/pay`, checkout.secret);
    expect(await entitlements(who)).toMatchObject({ plan: 'yearly', paid: true });
    const rows = await db.select().from(payments).where(eq(payments.userId, who.userId));
    expect(rows).toMatchObject([{ amount: 2500, status: 'succeeded', plan: 'yearly' }]);
  });

  it('refuses an unknown code, or one for another plan, on the page itself', async () => {
    const who = await customer();
    const checkout = await start(who, 'checkout', { plan: 'lifetime' });
    for (const [code, reason] of [
      ['NOPE', 'This code is invalid.'],
      ['BYR2025', 'This code cannot be applied to this plan.'],
    ] as const) {
      const refused = await submit(`${checkout.path}/promotion-code`, checkout.secret, { code });
      expect(refused.statusCode).toBe(200);
      expect(refused.body).toContain(`role="alert" class="error">${reason}</p>`);
      expect(refused.body).toContain('Pay $79 (test)');
    }
  });

  it('a 100 % code completes with nothing to pay (no_payment_required) and grants the plan', async () => {
    const who = await customer();
    const checkout = await start(who, 'checkout', { plan: 'lifetime' });
    await submit(`${checkout.path}/promotion-code`, checkout.secret, { code: 'TESTFREE' });
    expect((await view(checkout.path, checkout.secret)).body).toContain(
      'Complete (nothing to pay, test)',
    );
    await submit(`${checkout.path}/pay`, checkout.secret);
    expect(await entitlements(who)).toMatchObject({ plan: 'lifetime', paid: true });
    // No payment intent: the session stands for the payment, as Stripe's would.
    const rows = await db.select().from(payments).where(eq(payments.userId, who.userId));
    expect(rows).toMatchObject([{ stripePaymentId: checkout.id, amount: 0, status: 'succeeded' }]);
  });
});

describe('the simulated portal: cancel asks to confirm, and resume', () => {
  it('confirms a cancel as Stripe does, then offers Resume until the period ends', async () => {
    const { who, periodEnd } = await monthlySubscriber();
    const portal = await start(who, 'portal', {});
    const home = await view(portal.path, portal.secret);
    expect(home.body).toContain(`href="/api/v1/billing/simulated-portal/${portal.id}/cancel"`);
    expect(home.body).not.toContain('Resume subscription');

    const confirm = await view(`${portal.path}/cancel`, portal.secret);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('Confirm cancellation');
    expect(confirm.body).not.toContain('<script');
    // Looking at the confirmation changes nothing.
    expect(await entitlements(who)).toMatchObject({ cancelAtPeriodEnd: false, renews: true });

    const canceled = await submit(`${portal.path}/cancel-subscription`, portal.secret);
    expect(canceled.headers.location).toBe(`${APP_URL}/account?canceled=true`);
    expect(await entitlements(who)).toMatchObject({
      plan: 'monthly',
      cancelAtPeriodEnd: true,
      renews: false,
      resumableUntil: periodEnd.toISOString(),
    });

    const again = await start(who, 'portal', {});
    expect((await view(again.path, again.secret)).body).toContain('Resume subscription');
    const resumed = await submit(`${again.path}/resume-subscription`, again.secret);
    expect([resumed.statusCode, resumed.headers.location]).toEqual([303, `${APP_URL}/account`]);
    expect(await entitlements(who)).toMatchObject({
      cancelAtPeriodEnd: false,
      renews: true,
      resumableUntil: null,
    });
  });

  it('the cancel flow of POST /billing/portal opens the confirmation', async () => {
    const { who } = await monthlySubscriber();
    const response = await post(
      app,
      '/api/v1/billing/portal',
      { flow: 'cancel' },
      bearer(who.token),
    );
    const { url } = response.json<{ url: string }>();
    expect(url).toMatch(/\/simulated-portal\/bps_sim_[0-9a-f]{32}\/cancel$/);
    const cookie = response.cookies.find(
      (candidate) => candidate.name === SIMULATED_SESSION_COOKIE,
    );
    // The cookie is the portal session's, for its page and the pages under it.
    expect(cookie?.path).toBe(url.slice(APP_URL.length).replace(/\/cancel$/, ''));
    const confirm = await view(url.slice(APP_URL.length), cookie?.value ?? '');
    expect(confirm.body).toContain('Confirm cancellation');
  });

  it('POST /billing/resume works on the simulated checkout too, until the period ends', async () => {
    const { who, periodEnd } = await monthlySubscriber();
    const resume = (token = who.token) =>
      app.inject({ method: 'POST', url: '/api/v1/billing/resume', headers: bearer(token) });
    const renewing = await resume();
    expect([renewing.statusCode, errorCode(renewing)]).toEqual([409, 'NOTHING_TO_RESUME']);
    const portal = await start(who, 'portal', {});
    await submit(`${portal.path}/cancel-subscription`, portal.secret);
    const resumed = await resume();
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json<Entitlements>()).toMatchObject({ cancelAtPeriodEnd: false, renews: true });

    const later = await start(who, 'portal', {});
    await submit(`${later.path}/cancel-subscription`, later.secret);
    clock.advance(periodEnd.getTime() - clock.now().getTime() + 1000);
    const signin = await post(app, '/api/v1/auth/signin', { email: who.email, password: PASSWORD });
    const ended = await resume(signin.json<AuthSession>().accessToken);
    expect([ended.statusCode, errorCode(ended)]).toEqual([409, 'SUBSCRIPTION_ENDED']);
  });
});

describe('upgrading from monthly in the simulated checkout', () => {
  it('Yearly: shown before payment, starts where the paid month ends, and the monthly stops', async () => {
    const { who, periodEnd } = await monthlySubscriber();
    const yearEnd = addCalendarMonths(periodEnd, 12);
    expect((await entitlements(who)).monthlyUpgrade).toEqual({
      paidMonthEndsAt: periodEnd.toISOString(),
      yearlyAccessUntil: yearEnd.toISOString(),
    });
    const checkout = await start(who, 'checkout', { plan: 'yearly' });
    await submit(`${checkout.path}/pay`, checkout.secret);
    expect(await entitlements(who)).toMatchObject({
      plan: 'yearly',
      accessUntil: yearEnd.toISOString(),
      renews: false,
      resumableUntil: null,
      monthlyUpgrade: null,
    });
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, who.userId));
    expect(row).toMatchObject({ subscriptionType: 'yearly', stripeSubscriptionId: null });
  });

  it('Lifetime replaces the monthly subscription', async () => {
    const { who } = await monthlySubscriber();
    const checkout = await start(who, 'checkout', { plan: 'lifetime' });
    await submit(`${checkout.path}/pay`, checkout.secret);
    expect(await entitlements(who)).toMatchObject({ plan: 'lifetime', renews: false });
  });
});

describe('GET /api/v1/billing/checkout-sessions/:id on the simulated checkout', () => {
  const lookUp = (who: Customer, id: string) =>
    app.inject({
      method: 'GET',
      url: `/api/v1/billing/checkout-sessions/${id}`,
      headers: bearer(who.token),
    });

  it('answers open, then paid and fulfilled after Pay; expired after Cancel', async () => {
    const who = await customer();
    const checkout = await start(who, 'checkout', { plan: 'yearly' });
    expect((await lookUp(who, checkout.id)).json<CheckoutSession>()).toEqual({
      id: checkout.id,
      plan: 'yearly',
      status: 'open',
      fulfilled: false,
    });
    await submit(`${checkout.path}/pay`, checkout.secret);
    expect((await lookUp(who, checkout.id)).json<CheckoutSession>()).toMatchObject({
      status: 'paid',
      fulfilled: true,
    });
    const monthly = await customer();
    const subscription = await start(monthly, 'checkout', { plan: 'monthly' });
    await submit(`${subscription.path}/pay`, subscription.secret);
    expect((await lookUp(monthly, subscription.id)).json<CheckoutSession>()).toMatchObject({
      plan: 'monthly',
      status: 'paid',
      fulfilled: true,
    });
    const abandoned = await start(who, 'checkout', { plan: 'lifetime' });
    await submit(`${abandoned.path}/cancel`, abandoned.secret);
    expect((await lookUp(who, abandoned.id)).json<CheckoutSession>()).toMatchObject({
      status: 'expired',
    });
  });

  it("answers 404 CHECKOUT_SESSION_NOT_FOUND for another user's session or an unknown one", async () => {
    const owner = await customer();
    const stranger = await customer();
    const checkout = await start(owner, 'checkout', { plan: 'yearly' });
    for (const id of [checkout.id, `cs_sim_${'0'.repeat(32)}`, 'nothing']) {
      const response = await lookUp(stranger, id);
      expect([response.statusCode, errorCode(response)]).toEqual([
        404,
        'CHECKOUT_SESSION_NOT_FOUND',
      ]);
    }
    const signedOut = await app.inject({
      method: 'GET',
      url: `/api/v1/billing/checkout-sessions/${checkout.id}`,
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('DELETE /api/v1/me with a simulated monthly subscription', () => {
  it('cancels it and deletes the account', async () => {
    const { who } = await monthlySubscriber();
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/v1/me',
      headers: bearer(who.token),
      payload: { password: PASSWORD },
    });
    expect(response.statusCode).toBe(204);
    expect(await db.select().from(users).where(eq(users.id, who.userId))).toEqual([]);
    expect(
      await db.select().from(subscriptions).where(eq(subscriptions.userId, who.userId)),
    ).toEqual([]);
  });
});
