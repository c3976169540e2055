import type { AuthSession, Entitlements } from '@freedompath/contracts';
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
import { payments } from '../../../../infrastructure/database/schema/index.js';
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

/** A form post as the page's buttons send it: urlencoded, empty, with the browser's cookie. */
function submit(path: string, secret?: string) {
  return app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
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
