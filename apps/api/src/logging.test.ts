import { randomBytes, randomUUID } from 'node:crypto';
import type { AuthSession } from '@freedompath/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  linkToken,
  mailTo,
  PASSWORD,
  post,
  refreshCookie,
  SECOND,
  testClock,
  uniqueEmail,
} from '../test/accounts.js';
import { buildTestApp } from '../test/build-test-app.js';
import { startFakeStripe } from '../test/fake-stripe.js';
import {
  oneTimeSession,
  stripeEvent,
  stripeSeconds,
  stripeSignature,
} from '../test/stripe-events.js';
import { stripeCustomers } from './infrastructure/database/schema/index.js';
import { REQUEST_ID_HEADER } from './infrastructure/http/request-id-header.js';

const STRIPE_SECRET_KEY = `sk_test_${randomBytes(12).toString('hex')}`;
const STRIPE_WEBHOOK_SECRET = `whsec_${randomBytes(12).toString('hex')}`;
const NEW_PASSWORD = 'another long unusual passphrase';
const RESET_PASSWORD = 'a third long unusual passphrase';
const WRONG_PASSWORD = 'not the passphrase at all, sorry';

/** Every line the app wrote, as written. */
const lines: string[] = [];
const fakeStripe = await startFakeStripe();
const clock = testClock();
const { app } = await buildTestApp(
  {
    // Everything the app can log, Fastify's own trace lines included.
    LOG_LEVEL: 'trace',
    STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET,
    STRIPE_PRICE_MONTHLY: 'price_test_monthly',
    STRIPE_PRICE_YEARLY: 'price_test_yearly',
    STRIPE_PRICE_LIFETIME: 'price_test_lifetime',
    STRIPE_API_BASE: fakeStripe.apiBase,
  },
  { clock, logStream: { write: (line) => void lines.push(line) } },
);
await app.ready();
/** Lines written while the app booted, before any request. */
const bootLines = lines.length;

interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  req?: { url: string; forwardedId?: string };
  res?: { statusCode: number };
}

/**
 * The lines that belong to no request: the outbox sender delivers after the request that wrote
 * the e-mail has answered, and the database's logger writes each statement without knowing
 * which request runs it.
 */
const BACKGROUND_MESSAGES = new Set([
  'e-mail logged, not sent (SMTP_URL is not set)',
  'e-mail delivered',
  'sql',
]);

/** The secrets the journey handles, each named for the failure message. */
const secrets = new Map<string, string>([
  ['password', PASSWORD],
  ['new password', NEW_PASSWORD],
  ['reset password', RESET_PASSWORD],
  ['wrong password', WRONG_PASSWORD],
  ['Stripe secret key', STRIPE_SECRET_KEY],
  ['Stripe webhook secret', STRIPE_WEBHOOK_SECRET],
]);
/** Every answer of the journey, to match with its log lines. */
const answers: LightMyRequestResponse[] = [];

function keep(response: LightMyRequestResponse, status: number): LightMyRequestResponse {
  expect(response.statusCode, response.body).toBe(status);
  answers.push(response);
  return response;
}

function keepSession(response: LightMyRequestResponse, label: string) {
  const session = keep(response, 200).json<AuthSession>();
  const cookie = refreshCookie(response);
  secrets.set(`${label}: access token`, session.accessToken);
  secrets.set(`${label}: refresh cookie`, cookie);
  return { session, cookie };
}

function withCookie(cookie: string) {
  return { cookie: `fp_refresh=${cookie}` };
}

/** A path of the app with the query of an e-mailed link, as the browser would open it. */
function pathOf(link: string | null | undefined): string {
  if (!link) throw new Error('the e-mail has no link');
  const { pathname, search } = new URL(link);
  return `${pathname}${search}`;
}

/**
 * One person's whole journey through the API, with the secrets it handles recorded: sign-up,
 * the e-mailed link, sessions, quota, checkout and its webhook, a saved plan, password change
 * and reset, sign-out, and the refusals on the way.
 */
async function journey(): Promise<void> {
  const email = uniqueEmail('logging');
  keep(await post(app, '/api/v1/auth/signup', { email, password: PASSWORD }), 201);
  keep(await post(app, '/api/v1/auth/signup', { email: uniqueEmail(), password: 'short' }), 400);
  const verifyToken = await linkToken(app, email, 'signup');
  secrets.set('verification link token', verifyToken);
  const [signupMail] = await mailTo(app, email);
  // No web build in tests: the link's page is a 404 here, but its address is logged.
  keep(await app.inject({ method: 'GET', url: pathOf(signupMail?.link) }), 404);
  keepSession(
    await post(app, '/api/v1/auth/verify-email', { token: verifyToken, password: PASSWORD }),
    'verified',
  );

  const first = keepSession(
    await post(app, '/api/v1/auth/signin', { email, password: PASSWORD }),
    'signed in',
  );
  keepSession(await post(app, '/api/v1/auth/refresh', null, withCookie(first.cookie)), 'refreshed');
  // The spent cookie again, past the grace window: a replay, which ends the session (and is
  // logged as a warning of that request).
  clock.advance(11 * SECOND);
  keep(await post(app, '/api/v1/auth/refresh', null, withCookie(first.cookie)), 401);

  const { session, cookie } = keepSession(
    await post(app, '/api/v1/auth/signin', { email, password: PASSWORD }),
    'signed in again',
  );
  const auth = bearer(session.accessToken);
  keep(await app.inject({ method: 'GET', url: '/api/v1/me', headers: auth }), 200);
  keep(
    await post(
      app,
      '/api/v1/quota/consume',
      { calculationType: 'scenario', idempotencyKey: randomUUID() },
      auth,
    ),
    200,
  );

  keep(await post(app, '/api/v1/billing/checkout', { plan: 'lifetime' }, auth), 200);
  const [customer] = await app.database.db
    .select()
    .from(stripeCustomers)
    .where(eq(stripeCustomers.userId, session.user.id));
  const payload = JSON.stringify(
    stripeEvent(
      'checkout.session.completed',
      oneTimeSession({ userId: session.user.id, customer: customer?.stripeCustomerId }, 'lifetime'),
      stripeSeconds(clock),
    ),
  );
  const signature = stripeSignature(payload, STRIPE_WEBHOOK_SECRET, stripeSeconds(clock));
  secrets.set('Stripe-Signature', signature);
  const signed = { 'content-type': 'application/json', 'stripe-signature': signature };
  keep(
    await app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: signed, payload }),
    200,
  );
  // Stripe refuses: a 502, and an error line with Stripe's details.
  fakeStripe.failNext();
  keep(await post(app, '/api/v1/billing/portal', null, auth), 502);

  keep(
    await post(
      app,
      '/api/v1/scenarios',
      {
        name: 'My runway',
        calculator: 'runway',
        inputs: { savings: 25_000, monthlyExpenses: 3_000, mode: 'all' },
      },
      auth,
    ),
    201,
  );
  keep(
    await post(
      app,
      '/api/v1/me/password',
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      auth,
    ),
    204,
  );
  keep(await post(app, '/api/v1/auth/forgot-password', { email }), 202);
  const resetToken = await linkToken(app, email, 'recovery');
  secrets.set('reset link token', resetToken);
  keepSession(
    await post(app, '/api/v1/auth/reset-password', { token: resetToken, password: RESET_PASSWORD }),
    'reset',
  );
  keep(await post(app, '/api/v1/auth/signout', null, withCookie(cookie)), 204);
  keep(await post(app, '/api/v1/auth/signin', { email, password: WRONG_PASSWORD }), 401);
  keep(
    await app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { ...auth, [REQUEST_ID_HEADER]: 'proxy-7f3a9c' },
    }),
    401,
  );
  // The outbox's lines too.
  await app.mailer.deliverDue();
}

/** The lines of the journey, parsed. */
let logged: LogLine[] = [];
beforeAll(async () => {
  await journey();
  logged = lines.slice(bootLines).map((line) => JSON.parse(line) as LogLine);
});

describe('the log of a whole journey', () => {
  it('holds none of the secrets the journey used', () => {
    const text = lines.join('');
    for (const [name, secret] of secrets) expect(text.includes(secret), name).toBe(false);
    // The e-mailed link's address is logged, without its token.
    const opened = logged.find((line) => line.req?.url.startsWith('/auth/callback'));
    expect(opened?.req?.url).toBe('/auth/callback?flow=signup&token=[hidden]');
  });

  it('gives every line of a request that request’s id, which its answer names', () => {
    const ids = answers.map((response) => response.headers[REQUEST_ID_HEADER]);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/);
    expect(new Set(ids).size).toBe(answers.length);
    for (const [index, response] of answers.entries()) {
      const own = logged.filter((line) => line.reqId === ids[index]);
      expect(own.map((line) => line.msg)).toEqual(
        expect.arrayContaining(['incoming request', 'request completed']),
      );
      expect(own.find((line) => line.res)?.res?.statusCode).toBe(response.statusCode);
    }
    // The lines the journey's handlers wrote themselves carry it too.
    for (const msg of [
      'spent refresh token presented again: session revoked',
      'stripe webhook',
      'billing: lifetime access granted',
      'billing: Stripe refused or did not answer: create billing portal session',
    ]) {
      const line = logged.find((candidate) => candidate.msg === msg);
      expect(line?.reqId, msg).toBeDefined();
      expect(ids, msg).toContain(line?.reqId);
    }
    const withoutRequest = logged.filter((line) => line.reqId === undefined);
    expect(withoutRequest.filter((line) => !BACKGROUND_MESSAGES.has(line.msg ?? ''))).toEqual([]);
    expect(withoutRequest.length).toBeGreaterThan(0);
  });

  it('redacts the secret fields and headers should a line ever carry them', () => {
    const before = lines.length;
    const unguarded = {
      password: 'leaked password',
      body: { currentPassword: 'leaked current', newPassword: 'leaked new', token: 'leaked token' },
      session: { accessToken: 'leaked access', refreshToken: 'leaked refresh' },
      email: { link: 'https://freedompath.example/auth/callback?token=leaked-link' },
      headers: {
        authorization: 'Bearer leaked-bearer',
        cookie: 'fp_refresh=leaked-cookie',
        'set-cookie': 'fp_refresh=leaked-set-cookie',
        'stripe-signature': 't=1,v1=leaked-signature',
        'user-agent': 'curl/8.5.0',
      },
    };
    app.log.info(unguarded, 'a line a handler should not write');
    const [line] = lines.slice(before);
    expect(line).toBeDefined();
    expect(line).not.toContain('leaked');
    expect(JSON.parse(line ?? '')).toMatchObject({
      password: '[redacted]',
      body: { currentPassword: '[redacted]', newPassword: '[redacted]', token: '[redacted]' },
      headers: { authorization: '[redacted]', 'user-agent': 'curl/8.5.0' },
    });
  });

  it('keeps a proxy’s own request id beside ours, never instead of it', () => {
    const proxied = answers.at(-1);
    const id = proxied?.headers[REQUEST_ID_HEADER];
    expect(id).not.toBe('proxy-7f3a9c');
    const incoming = logged.find((line) => line.reqId === id && line.req);
    expect(incoming?.req).toEqual(
      expect.objectContaining({ url: '/api/v1/me', forwardedId: 'proxy-7f3a9c' }),
    );
  });
});
