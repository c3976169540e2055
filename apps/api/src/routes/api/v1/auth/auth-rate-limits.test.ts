import { describe, expect, it } from 'vitest';
import { PASSWORD, post, uniqueEmail } from '../../../../../test/accounts.js';
import { buildTestApp } from '../../../../../test/build-test-app.js';

const { app } = await buildTestApp({
  RATE_LIMIT_IP_PER_MINUTE: '3',
  RATE_LIMIT_EMAIL_PER_HOUR: '2',
});
const { app: proxied } = await buildTestApp({
  TRUST_PROXY: '127.0.0.1',
  RATE_LIMIT_IP_PER_MINUTE: '1',
});

function signin(email: string, remoteAddress: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/signin',
    payload: { email, password: 'wrong password!' },
    remoteAddress,
    headers,
  });
}

describe('rate limits on the account routes', () => {
  it('answer 429 with Retry-After past the limit per address, whatever X-Forwarded-For says', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await signin(uniqueEmail(), '192.0.2.1', {
        'x-forwarded-for': `198.51.100.${attempt}`,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toEqual({
          code: 'RATE_LIMITED',
          message: 'Too many attempts. Please wait a moment and try again.',
        });
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Another client is not affected.
    expect((await signin(uniqueEmail(), '192.0.2.2')).statusCode).toBe(401);
  });

  it('count sign-ins per e-mail from one address, and ten times that from everywhere', async () => {
    const email = uniqueEmail();
    expect((await signin(email, '192.0.2.10')).statusCode).toBe(401);
    expect((await signin(email, '192.0.2.10')).statusCode).toBe(401);
    expect((await signin(email, '192.0.2.10')).statusCode).toBe(429);
    const elsewhere = [];
    for (let client = 0; client < 20; client += 1) {
      elsewhere.push((await signin(email, `198.51.100.${client}`)).statusCode);
    }
    // Two from 192.0.2.10 and eighteen from elsewhere reach the ceiling of twenty.
    expect(elsewhere.filter((status) => status === 401)).toHaveLength(18);
    expect(elsewhere.slice(-2)).toEqual([429, 429]);
  });

  it('count parallel guesses before checking them', async () => {
    const email = uniqueEmail();
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, client) => signin(email, `203.0.113.${client}`)),
    );
    const checked = answers.filter((answer) => answer.statusCode === 401);
    expect(checked.length).toBeLessThanOrEqual(20);
    expect(answers.length - checked.length).toBeGreaterThanOrEqual(5);
  });

  it('count an IPv6 client by its /64', async () => {
    const statuses = [];
    for (const host of ['::1', '::2', '::abcd:1', ':ffff:ffff:ffff:ffff']) {
      statuses.push((await signin(uniqueEmail(), `2001:db8:1:2${host}`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('limit sign-ups, resends and reset requests per e-mail', async () => {
    const email = uniqueEmail();
    for (const url of ['/api/v1/auth/forgot-password', '/api/v1/auth/resend-verification']) {
      const statuses = [];
      for (const address of ['192.0.2.20', '192.0.2.21', '192.0.2.22']) {
        const response = await app.inject({
          method: 'POST',
          url,
          payload: { email },
          remoteAddress: address,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses, url).toEqual([202, 202, 429]);
    }
    const signups = [];
    for (const address of ['192.0.2.30', '192.0.2.31', '192.0.2.32']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/signup',
        payload: { email, password: PASSWORD },
        remoteAddress: address,
      });
      signups.push(response.statusCode);
    }
    expect(signups).toEqual([201, 201, 429]);
  });

  it('limit refresh and verification attempts per address', async () => {
    for (const url of ['/api/v1/auth/refresh', '/api/v1/auth/verify-email']) {
      const statuses = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const response = await post(app, url, url.endsWith('refresh') ? {} : { token: 'made-up' });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(3), url).toEqual([429]);
    }
  });
});

describe('behind a trusted proxy', () => {
  it('counts per client address as the proxy names it', async () => {
    const attempt = (client: string) =>
      proxied.inject({
        method: 'POST',
        url: '/api/v1/auth/forgot-password',
        payload: { email: uniqueEmail() },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': client },
      });
    expect((await attempt('203.0.113.1')).statusCode).toBe(202);
    expect((await attempt('203.0.113.1')).statusCode).toBe(429);
    expect((await attempt('203.0.113.2')).statusCode).toBe(202);
  });
});
