import { randomUUID } from 'node:crypto';
import type { AuthSession, RedirectUrl } from '@freedompath/contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  linkToken,
  PASSWORD,
  post,
  refreshCookie,
  signUpVerified,
  uniqueEmail,
} from '../../../test/accounts.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { SIMULATED_SESSION_COOKIE } from '../../services/billing/simulated-sessions.js';
import apiCacheControl from './api-cache-control.js';

// No Stripe settings: the checkout is the simulated one, whose pages this server answers.
const APP_URL = 'http://localhost:5173';
const { app } = await buildTestApp({ APP_URL });

type Answer = Awaited<ReturnType<typeof app.inject>>;

/** The answers' statuses and Cache-Control headers, to compare in one go. */
function cacheControlOf(answers: Record<string, Answer>) {
  return Object.fromEntries(
    Object.entries(answers).map(([name, answer]) => [
      name,
      `${answer.statusCode} ${String(answer.headers['cache-control'])}`,
    ]),
  );
}

/** `status no-store` for each name: what `cacheControlOf` must read. */
function noStore(statuses: Record<string, number>) {
  return Object.fromEntries(
    Object.entries(statuses).map(([name, status]) => [name, `${status} no-store`]),
  );
}

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

/** The simulated checkout or portal page a billing answer sends the browser to. */
function simulatedPage(started: Answer) {
  const cookie = started.cookies.find(({ name }) => name === SIMULATED_SESSION_COOKIE);
  return app.inject({
    method: 'GET',
    url: started.json<RedirectUrl>().url.slice(APP_URL.length),
    cookies: { [SIMULATED_SESSION_COOKIE]: cookie?.value ?? '' },
  });
}

describe('Cache-Control on /api/v1', () => {
  it('is no-store on the answers that carry tokens: sign-in, refresh, verify, reset', async () => {
    const email = uniqueEmail();
    expect((await post(app, '/api/v1/auth/signup', { email, password: PASSWORD })).statusCode).toBe(
      201,
    );
    const verifyToken = await linkToken(app, email, 'signup');
    const verified = await post(app, '/api/v1/auth/verify-email', {
      token: verifyToken,
      password: PASSWORD,
    });
    const signin = await post(app, '/api/v1/auth/signin', { email, password: PASSWORD });
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      cookies: { fp_refresh: refreshCookie(signin) },
    });
    await post(app, '/api/v1/auth/forgot-password', { email });
    const reset = await post(app, '/api/v1/auth/reset-password', {
      token: await linkToken(app, email, 'recovery'),
      password: `${PASSWORD} renewed`,
    });
    const badLink = { token: 'x'.repeat(43), password: PASSWORD };
    expect(
      cacheControlOf({
        verified,
        signin,
        refreshed,
        reset,
        wrongPassword: await post(app, '/api/v1/auth/signin', { email, password: 'not it' }),
        refreshWithoutToken: await post(app, '/api/v1/auth/refresh', {}),
        verifyWithBadLink: await post(app, '/api/v1/auth/verify-email', badLink),
        resetWithBadLink: await post(app, '/api/v1/auth/reset-password', badLink),
      }),
    ).toEqual(
      noStore({
        verified: 200,
        signin: 200,
        refreshed: 200,
        reset: 200,
        wrongPassword: 401,
        refreshWithoutToken: 401,
        verifyWithBadLink: 400,
        resetWithBadLink: 400,
      }),
    );
    expect(reset.json<AuthSession>().accessToken).toEqual(expect.any(String));
  });

  it("is no-store on the signed-in user's data: me, entitlements, plans, quota, billing", async () => {
    const { session } = await signUpVerified(app);
    const auth = bearer(session.accessToken);
    const consume = { calculationType: 'scenario', idempotencyKey: randomUUID() };
    const checkout = await post(app, '/api/v1/billing/checkout', { plan: 'yearly' }, auth);
    // The checkout made the caller a customer: the portal opens.
    const portal = await post(app, '/api/v1/billing/portal', {}, auth);
    expect(
      cacheControlOf({
        me: await get('/api/v1/me', auth),
        entitlements: await get('/api/v1/me/entitlements', auth),
        scenarios: await get('/api/v1/scenarios', auth),
        consume: await post(app, '/api/v1/quota/consume', consume, auth),
        checkout,
        checkoutPage: await simulatedPage(checkout),
        portal,
        portalPage: await simulatedPage(portal),
        meAnonymous: await get('/api/v1/me'),
        entitlementsAnonymous: await get('/api/v1/me/entitlements'),
        scenariosAnonymous: await get('/api/v1/scenarios'),
        consumeAnonymous: await post(app, '/api/v1/quota/consume', consume),
        checkoutAnonymous: await post(app, '/api/v1/billing/checkout', { plan: 'yearly' }),
        unknownCheckoutPage: await get(
          `/api/v1/billing/simulated-checkout/cs_sim_${'0'.repeat(32)}`,
        ),
        consumeInvalid: await post(app, '/api/v1/quota/consume', {}, auth),
        unknownAddress: await get('/api/v1/nothing-here'),
      }),
    ).toEqual(
      noStore({
        me: 200,
        entitlements: 200,
        scenarios: 200,
        consume: 200,
        checkout: 200,
        checkoutPage: 200,
        portal: 200,
        portalPage: 200,
        meAnonymous: 401,
        entitlementsAnonymous: 401,
        scenariosAnonymous: 401,
        consumeAnonymous: 401,
        checkoutAnonymous: 401,
        unknownCheckoutPage: 404,
        consumeInvalid: 400,
        unknownAddress: 404,
      }),
    );
  });

  it('leaves answers outside /api/v1 alone', async () => {
    expect((await get('/api/health/live')).headers['cache-control']).toBeUndefined();
  });

  it("keeps a route's own Cache-Control", async () => {
    const bare = Fastify();
    await bare.register(apiCacheControl);
    bare.get('/api/v1/public', (_request, reply) =>
      reply.header('cache-control', 'public, max-age=60').send({ public: true }),
    );
    const answer = await bare.inject({ method: 'GET', url: '/api/v1/public' });
    await bare.close();
    expect(answer.headers['cache-control']).toBe('public, max-age=60');
  });
});
