import type { AuthSession } from '@freedompath/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  PASSWORD,
  post,
  refreshCookie,
  signUpVerified,
  uniqueEmail,
  errorCode,
} from '../../../../../test/accounts.js';
import { buildAppOn, buildTestApp } from '../../../../../test/build-test-app.js';
import {
  emailTokens,
  refreshTokens,
  users,
} from '../../../../infrastructure/database/schema/index.js';

const ADMIN_EMAIL = 'owner@example.com';
const { app, database } = await buildTestApp({ ADMIN_EMAIL, RATE_LIMIT_EMAIL_PER_HOUR: '5' });
const { db } = app.database;

// A route only an admin may call, as later admin routes will be guarded.
app.get('/api/test/admin-only', { preHandler: [app.authenticate, app.requireAdmin] }, () => ({
  ok: true,
}));

function me(accessToken: string) {
  return app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(accessToken) });
}

describe('GET /api/v1/me', () => {
  it('answers who is signed in', async () => {
    const { email, session } = await signUpVerified(app);
    const response = await me(session.accessToken);
    expect(response.statusCode).toBe(200);
    const user = response.json<Record<string, unknown>>();
    expect(user).toEqual({ ...session.user, email, role: 'user', emailVerified: true });
    expect(Date.parse(String(user.createdAt))).toBeLessThanOrEqual(Date.now());
  });
});

describe('POST /api/v1/me/password', () => {
  it('needs the current password, then ends the other sessions and keeps this one', async () => {
    const { email, session, refreshToken } = await signUpVerified(app);
    const other = await post(app, '/api/v1/auth/signin', { email, password: PASSWORD });
    const otherSession = other.json<AuthSession>();

    const wrong = await post(
      app,
      '/api/v1/me/password',
      { currentPassword: 'not my password', newPassword: 'a brand new passphrase' },
      bearer(session.accessToken),
    );
    expect([wrong.statusCode, errorCode(wrong)]).toEqual([403, 'INVALID_CREDENTIALS']);

    const changed = await post(
      app,
      '/api/v1/me/password',
      { currentPassword: PASSWORD, newPassword: 'a brand new passphrase' },
      bearer(session.accessToken),
    );
    expect(changed.statusCode).toBe(204);
    expect((await me(session.accessToken)).statusCode).toBe(200);
    expect((await me(otherSession.accessToken)).statusCode).toBe(401);
    const refresh = (token: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/refresh',
        payload: {},
        cookies: { fp_refresh: token },
      });
    expect((await refresh(refreshCookie(other))).statusCode).toBe(401);
    expect((await refresh(refreshToken)).statusCode).toBe(200);
    const signin = await post(app, '/api/v1/auth/signin', {
      email,
      password: 'a brand new passphrase',
    });
    expect(signin.statusCode).toBe(200);
  });

  it('refuses a short, long or common new password', async () => {
    const { session } = await signUpVerified(app);
    for (const [newPassword, code] of [
      ['short', 'VALIDATION_FAILED'],
      ['y'.repeat(129), 'VALIDATION_FAILED'],
      ['iloveyou123', 'WEAK_PASSWORD'],
    ] as const) {
      const response = await post(
        app,
        '/api/v1/me/password',
        { currentPassword: PASSWORD, newPassword },
        bearer(session.accessToken),
      );
      expect([response.statusCode, errorCode(response)]).toEqual([400, code]);
    }
  });
});

describe('password checks', () => {
  it('are limited per user, so a stolen access token cannot guess the password', async () => {
    const { session } = await signUpVerified(app);
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await post(
        app,
        '/api/v1/me/password',
        { currentPassword: `guess number ${attempt}`, newPassword: 'a brand new passphrase' },
        bearer(session.accessToken),
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
    const remove = await app.inject({
      method: 'DELETE',
      url: '/api/v1/me',
      headers: bearer(session.accessToken),
      payload: { password: PASSWORD },
    });
    expect([remove.statusCode, errorCode(remove)]).toEqual([429, 'RATE_LIMITED']);
  });
});

describe('DELETE /api/v1/me', () => {
  it('deletes the account and everything stored for it, after the password', async () => {
    const { email, session } = await signUpVerified(app);
    const remove = (password: string) =>
      app.inject({
        method: 'DELETE',
        url: '/api/v1/me',
        headers: bearer(session.accessToken),
        payload: { password },
      });
    expect((await remove('not my password')).statusCode).toBe(403);
    const deleted = await remove(PASSWORD);
    expect(deleted.statusCode).toBe(204);
    expect(await db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(
      await db.select().from(refreshTokens).where(eq(refreshTokens.userId, session.user.id)),
    ).toEqual([]);
    expect(
      await db.select().from(emailTokens).where(eq(emailTokens.userId, session.user.id)),
    ).toEqual([]);
    expect((await me(session.accessToken)).statusCode).toBe(401);
    expect((await post(app, '/api/v1/auth/signin', { email, password: PASSWORD })).statusCode).toBe(
      401,
    );
  });
});

describe('admin-only routes', () => {
  it('answer 403 to a user and serve the verified admin', async () => {
    const { session: user } = await signUpVerified(app, uniqueEmail());
    const { session: admin } = await signUpVerified(app, ADMIN_EMAIL);
    const call = (accessToken?: string) =>
      app.inject({
        method: 'GET',
        url: '/api/test/admin-only',
        headers: accessToken ? bearer(accessToken) : {},
      });
    expect((await call()).statusCode).toBe(401);
    const refused = await call(user.accessToken);
    expect([refused.statusCode, errorCode(refused)]).toEqual([403, 'FORBIDDEN']);
    expect((await call(admin.accessToken)).json()).toEqual({ ok: true });
  });

  it('refuse a former admin at once when ADMIN_EMAIL moves, whatever their token says', async () => {
    const { session } = await signUpVerified(app, 'former@example.com');
    // Another process of the same deployment boots with the admin address changed.
    const moved = await buildAppOn(database, { ADMIN_EMAIL: 'former@example.com' });
    await moved.ready();
    try {
      const grant = await moved.inject({
        method: 'GET',
        url: '/api/v1/me',
        headers: bearer(session.accessToken),
      });
      expect(grant.json()).toMatchObject({ role: 'admin' });
    } finally {
      await moved.close();
    }
    // This app syncs roles at its boot only; a restart with the original address demotes.
    await app.users.syncRoles();
    const call = await app.inject({
      method: 'GET',
      url: '/api/test/admin-only',
      headers: bearer(session.accessToken),
    });
    expect(call.statusCode).toBe(403);
  });
});
