import type { AuthSession } from '@freedompath/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  HOUR,
  linkToken,
  mailTo,
  MINUTE,
  PASSWORD,
  post,
  refreshCookie,
  SECOND,
  signUpVerified,
  testClock,
  uniqueEmail,
  errorCode,
} from '../../../../../test/accounts.js';
import { buildTestApp } from '../../../../../test/build-test-app.js';
import { refreshTokens, users } from '../../../../infrastructure/database/schema/index.js';

const ADMIN_EMAIL = 'boss@example.com';
const clock = testClock();
const { app } = await buildTestApp({ ADMIN_EMAIL }, { clock });
const { db } = app.database;

async function userRow(email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

function refresh(token: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/refresh',
    payload: {},
    cookies: { fp_refresh: token },
  });
}

function me(accessToken: string) {
  return app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(accessToken) });
}

describe('sign-up', () => {
  it('answers a new and a registered address alike, and e-mails the owner instead', async () => {
    const fresh = await post(app, '/api/v1/auth/signup', {
      email: uniqueEmail(),
      password: PASSWORD,
    });
    const { email } = await signUpVerified(app);
    const again = await post(app, '/api/v1/auth/signup', {
      email: email.toUpperCase(),
      password: 'another long passphrase',
    });
    expect(fresh.statusCode).toBe(201);
    expect([again.statusCode, again.json()]).toEqual([fresh.statusCode, fresh.json()]);
    const mail = await mailTo(app, email);
    expect(mail[1]?.link).toMatch(
      /^http:\/\/localhost:5173\/auth\/callback\?flow=signup&token=[\w-]{43}$/,
    );
    expect(mail.map((message) => message.subject)).toEqual([
      'Someone tried to sign up with your FreedomPath address',
      'Confirm your FreedomPath account',
    ]);
    // The second sign-up changed nothing: the password still stands.
    expect((await post(app, '/api/v1/auth/signin', { email, password: PASSWORD })).statusCode).toBe(
      200,
    );
    const other = { email, password: 'another long passphrase' };
    expect((await post(app, '/api/v1/auth/signin', other)).statusCode).toBe(401);
  });

  it('refuses bad input with 400 and creates nothing', async () => {
    const email = uniqueEmail();
    const cases: [unknown, string, string][] = [
      [
        { email: 'not-an-email', password: PASSWORD },
        'body.email',
        'Please enter a valid email address',
      ],
      [{ email, password: '1234567' }, 'body.password', 'Password must be at least 8 characters'],
      [
        { email, password: 'x'.repeat(129) },
        'body.password',
        'Password must be at most 128 characters',
      ],
      [{ email, password: PASSWORD, role: 'admin' }, 'body', 'Unrecognized key: "role"'],
      [{ email, password: PASSWORD, isAdmin: true }, 'body', 'Unrecognized key: "isAdmin"'],
      [
        { email: 'bоss@example.com', password: PASSWORD },
        'body.email',
        'Please enter a valid email address',
      ],
    ];
    for (const [payload, path, message] of cases) {
      const response = await post(app, '/api/v1/auth/signup', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        issues: [{ path, message }],
      });
    }
    const common = await post(app, '/api/v1/auth/signup', { email, password: 'Password123' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({
      code: 'WEAK_PASSWORD',
      issues: [{ path: 'body.password' }],
    });
    expect(await userRow(email)).toBeUndefined();
    expect(await mailTo(app, email)).toEqual([]);
  });

  it('accepts any script and emoji, counted in characters', async () => {
    const { session } = await signUpVerified(app, uniqueEmail(), 'пароль🔑日本語で');
    expect(session.user.emailVerified).toBe(true);
  });
});

describe('verification', () => {
  it('signs in once with the link; the link is single use and expires after 24 hours', async () => {
    const email = uniqueEmail();
    await post(app, '/api/v1/auth/signup', { email, password: PASSWORD });
    const unverified = await post(app, '/api/v1/auth/signin', { email, password: PASSWORD });
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    // A wrong password on an unverified account says nothing about the account.
    const wrong = await post(app, '/api/v1/auth/signin', { email, password: 'wrong password!' });
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });

    const token = await linkToken(app, email, 'signup');
    const checked = await post(app, '/api/v1/auth/check-link', { token, flow: 'signup' });
    expect([checked.statusCode, checked.json()]).toEqual([200, { email }]);
    // A password of no sign-up of this address: refused, and the link still works.
    const mistyped = await post(app, '/api/v1/auth/verify-email', {
      token,
      password: 'wrong password!',
    });
    expect([mistyped.statusCode, errorCode(mistyped)]).toEqual([401, 'INVALID_CREDENTIALS']);
    expect(mistyped.json()).toMatchObject({
      message:
        'That is not the password this address signed up with. Try again, or choose “Forgot password?” to set a new one.',
    });
    const verified = await post(app, '/api/v1/auth/verify-email', { token, password: PASSWORD });
    expect(verified.statusCode).toBe(200);
    expect(verified.json<AuthSession>().user).toMatchObject({
      email,
      emailVerified: true,
      role: 'user',
    });
    const again = await post(app, '/api/v1/auth/verify-email', { token, password: PASSWORD });
    expect([again.statusCode, errorCode(again)]).toEqual([400, 'INVALID_TOKEN']);
    const spent = await post(app, '/api/v1/auth/check-link', { token, flow: 'signup' });
    expect([spent.statusCode, errorCode(spent)]).toEqual([400, 'INVALID_TOKEN']);

    const late = uniqueEmail();
    await post(app, '/api/v1/auth/signup', { email: late, password: PASSWORD });
    const lateToken = await linkToken(app, late, 'signup');
    clock.advance(24 * HOUR + SECOND);
    const expired = await post(app, '/api/v1/auth/verify-email', {
      token: lateToken,
      password: PASSWORD,
    });
    expect([expired.statusCode, errorCode(expired)]).toEqual([400, 'INVALID_TOKEN']);
    const stale = await post(app, '/api/v1/auth/check-link', { token: lateToken, flow: 'signup' });
    expect([stale.statusCode, errorCode(stale)]).toEqual([400, 'INVALID_TOKEN']);
    expect((await userRow(late))?.emailVerifiedAt).toBeNull();
  });

  it('resends a link to an unverified address only, with the same answer and one e-mail for every address', async () => {
    const pending = uniqueEmail();
    await post(app, '/api/v1/auth/signup', { email: pending, password: PASSWORD });
    const { email: verified } = await signUpVerified(app);
    const unknown = uniqueEmail();
    const answers = await Promise.all(
      [pending, verified, unknown].map((email) =>
        post(app, '/api/v1/auth/resend-verification', { email }),
      ),
    );
    for (const answer of answers)
      expect([answer.statusCode, answer.json()]).toEqual([202, answers[0]?.json()]);
    expect((await mailTo(app, pending)).map(({ subject }) => subject)).toEqual([
      'Confirm your FreedomPath account',
      'Confirm your FreedomPath account',
    ]);
    expect((await mailTo(app, verified))[0]?.subject).toBe(
      'Someone tried to sign up with your FreedomPath address',
    );
    expect((await mailTo(app, unknown)).map(({ subject }) => subject)).toEqual([
      'No FreedomPath account uses this address',
    ]);
  });
});

describe('sign-in', () => {
  it('answers a wrong password and an unknown address with the same 401', async () => {
    const { email } = await signUpVerified(app);
    const wrong = await post(app, '/api/v1/auth/signin', { email, password: 'not the password' });
    const unknown = await post(app, '/api/v1/auth/signin', {
      email: uniqueEmail(),
      password: 'not the password',
    });
    expect(wrong.statusCode).toBe(401);
    expect([wrong.statusCode, wrong.json()]).toEqual([unknown.statusCode, unknown.json()]);
    expect(wrong.json()).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password. Please try again.',
    });
  });

  it('sets the refresh token in an httpOnly, SameSite=Strict cookie scoped to the auth routes', async () => {
    const { email } = await signUpVerified(app);
    const response = await post(app, '/api/v1/auth/signin', {
      email: ` ${email.toUpperCase()}`,
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const session = response.json<AuthSession>();
    expect(session).toMatchObject({ tokenType: 'Bearer', expiresIn: 900, user: { email } });
    expect(session.refreshToken).toBeUndefined();
    const cookie = response.cookies.find((candidate) => candidate.name === 'fp_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth' });
    expect(cookie?.secure).toBeFalsy();
    expect((await me(session.accessToken)).json()).toMatchObject({ email, role: 'user' });
  });

  it('gives API clients the refresh token in the body, and takes it back from the body', async () => {
    const { email } = await signUpVerified(app);
    const signin = await post(app, '/api/v1/auth/signin?client=api', { email, password: PASSWORD });
    const session = signin.json<AuthSession>();
    expect(session.refreshToken).toEqual(expect.any(String));
    expect(signin.cookies).toEqual([]);
    const refreshed = await post(app, '/api/v1/auth/refresh', {
      refreshToken: session.refreshToken,
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json<AuthSession>().refreshToken).not.toBe(session.refreshToken);
  });
});

describe('refresh', () => {
  it('rotates, and a spent token presented after the grace window ends the whole family', async () => {
    const { refreshToken: first, session } = await signUpVerified(app);
    const rotated = await refresh(first);
    expect(rotated.statusCode).toBe(200);
    const second = refreshCookie(rotated);
    expect(second).not.toBe(first);
    const third = refreshCookie(await refresh(second));
    const access = (await refresh(third)).json<AuthSession>().accessToken;
    expect((await me(access)).statusCode).toBe(200);

    clock.advance(11 * SECOND);
    const replay = await refresh(first);
    expect([replay.statusCode, errorCode(replay)]).toEqual([401, 'INVALID_TOKEN']);
    // The replay cleared the cookie and revoked every descendant, and their access tokens.
    expect(replay.cookies.find((cookie) => cookie.name === 'fp_refresh')?.value).toBe('');
    const family = await db
      .select({ revokedAt: refreshTokens.revokedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, session.user.id));
    expect(family).toHaveLength(4);
    expect(family.every((token) => token.revokedAt !== null)).toBe(true);
    expect((await refresh(third)).statusCode).toBe(401);
    expect((await me(access)).statusCode).toBe(401);
  });

  it('lets ten tabs refresh with the same token at once without signing out', async () => {
    const { refreshToken } = await signUpVerified(app);
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(refreshToken)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const successors = answers.map(refreshCookie);
    expect(new Set(successors).size).toBe(10);
    for (const successor of successors) expect((await refresh(successor)).statusCode).toBe(200);
  });

  it('tolerates a spent token for 10 seconds, no longer', async () => {
    const { refreshToken } = await signUpVerified(app);
    expect((await refresh(refreshToken)).statusCode).toBe(200);
    clock.advance(9_900);
    expect((await refresh(refreshToken)).statusCode).toBe(200);
    clock.advance(100);
    expect((await refresh(refreshToken)).statusCode).toBe(401);
  });

  it('spends the copies issued in the grace window when one of them is used', async () => {
    const { refreshToken, session } = await signUpVerified(app);
    const [kept, copy] = await Promise.all([refresh(refreshToken), refresh(refreshToken)]);
    expect([kept?.statusCode, copy?.statusCode]).toEqual([200, 200]);
    const next = await refresh(refreshCookie(kept));
    expect(next.statusCode).toBe(200);
    clock.advance(11 * SECOND);
    // The copy was never used, yet it is spent: presenting it now is a replay.
    expect((await refresh(refreshCookie(copy))).statusCode).toBe(401);
    expect((await refresh(refreshCookie(next))).statusCode).toBe(401);
    expect((await me(session.accessToken)).statusCode).toBe(401);
  });

  it('leaves no live session to a refresh racing a password reset', async () => {
    const { email, refreshToken } = await signUpVerified(app);
    await post(app, '/api/v1/auth/forgot-password', { email });
    const token = await linkToken(app, email, 'recovery');
    const [reset, ...refreshes] = await Promise.all([
      post(app, '/api/v1/auth/reset-password', { token, password: 'a brand new passphrase' }),
      ...Array.from({ length: 5 }, () => refresh(refreshToken)),
    ]);
    expect(reset?.statusCode).toBe(200);
    for (const answer of refreshes) {
      if (answer.statusCode !== 200) continue;
      const survivor = answer.json<AuthSession>();
      expect((await me(survivor.accessToken)).statusCode).toBe(401);
      expect((await refresh(refreshCookie(answer))).statusCode).toBe(401);
    }
  });

  it('signs out a client that sends no body at all', async () => {
    const { refreshToken } = await signUpVerified(app);
    const out = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signout',
      cookies: { fp_refresh: refreshToken },
    });
    expect(out.statusCode).toBe(204);
    expect((await refresh(refreshToken)).statusCode).toBe(401);
  });

  it('refuses an unknown, missing or expired refresh token', async () => {
    expect((await refresh('made-up-token')).statusCode).toBe(401);
    const none = await post(app, '/api/v1/auth/refresh', {});
    expect([none.statusCode, errorCode(none)]).toEqual([401, 'INVALID_TOKEN']);
    const { refreshToken } = await signUpVerified(app);
    clock.advance(31 * 24 * HOUR);
    expect((await refresh(refreshToken)).statusCode).toBe(401);
  });

  it('refuses a refresh and a sign-out another site started, and changes nothing', async () => {
    const { session, refreshToken } = await signUpVerified(app);
    const crossSite = [
      { 'sec-fetch-site': 'cross-site', origin: 'https://attacker.example' },
      // A browser without Fetch Metadata: the Origin alone tells.
      { origin: 'https://attacker.example' },
      { origin: 'null' },
    ];
    for (const headers of crossSite) {
      for (const url of ['/api/v1/auth/refresh', '/api/v1/auth/signout']) {
        const response = await app.inject({
          method: 'POST',
          url,
          payload: {},
          headers,
          cookies: { fp_refresh: refreshToken },
        });
        expect([response.statusCode, response.json()], `${url} ${JSON.stringify(headers)}`).toEqual(
          [
            403,
            {
              code: 'CROSS_SITE_REQUEST',
              message:
                'This request came from another site, so it was refused. Open FreedomPath and try again.',
            },
          ],
        );
      }
    }
    expect((await me(session.accessToken)).statusCode).toBe(200);
    // The app's own pages, and programs that send neither header, still refresh.
    const ownPage = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: {},
      headers: { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:5173' },
      cookies: { fp_refresh: refreshToken },
    });
    expect(ownPage.statusCode).toBe(200);
    expect((await refresh(refreshCookie(ownPage))).statusCode).toBe(200);
  });

  it('signs out: the family is revoked and its access token stops working at once', async () => {
    const { session, refreshToken } = await signUpVerified(app);
    const out = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signout',
      payload: {},
      cookies: { fp_refresh: refreshToken },
    });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((cookie) => cookie.name === 'fp_refresh')?.value).toBe('');
    expect((await refresh(refreshToken)).statusCode).toBe(401);
    expect((await me(session.accessToken)).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('answers a known and an unknown address alike', async () => {
    const { email } = await signUpVerified(app);
    const unknown = uniqueEmail();
    const known = await post(app, '/api/v1/auth/forgot-password', { email });
    const stranger = await post(app, '/api/v1/auth/forgot-password', { email: unknown });
    expect(known.statusCode).toBe(202);
    expect([known.statusCode, known.json()]).toEqual([stranger.statusCode, stranger.json()]);
    expect((await mailTo(app, unknown)).map(({ subject }) => subject)).toEqual([
      'No FreedomPath account uses this address',
    ]);
    expect((await mailTo(app, email))[0]?.subject).toBe('Reset your FreedomPath password');
  });

  it('sets the password once per link, ends every session and signs in anew', async () => {
    const { email, session, refreshToken } = await signUpVerified(app);
    const other = await post(app, '/api/v1/auth/signin', { email, password: PASSWORD });
    await post(app, '/api/v1/auth/forgot-password', { email });
    const token = await linkToken(app, email, 'recovery');
    const opened = await post(app, '/api/v1/auth/check-link', { token, flow: 'recovery' });
    expect([opened.statusCode, opened.json()]).toEqual([200, { email }]);
    // A reset link is not a confirmation link.
    const wrongFlow = await post(app, '/api/v1/auth/check-link', { token, flow: 'signup' });
    expect(errorCode(wrongFlow)).toBe('INVALID_TOKEN');

    const reset = await post(app, '/api/v1/auth/reset-password', {
      token,
      password: 'a brand new passphrase',
    });
    expect(reset.statusCode).toBe(200);
    // Opened again, the used link says so before a new password is typed.
    const reopened = await post(app, '/api/v1/auth/check-link', { token, flow: 'recovery' });
    expect([reopened.statusCode, reopened.json()]).toEqual([
      400,
      {
        code: 'INVALID_TOKEN',
        message: 'This link is invalid or has expired. Please request a new one.',
      },
    ]);
    expect((await me(reset.json<AuthSession>().accessToken)).statusCode).toBe(200);
    for (const old of [session.accessToken, other.json<AuthSession>().accessToken]) {
      expect((await me(old)).statusCode).toBe(401);
    }
    expect((await refresh(refreshToken)).statusCode).toBe(401);
    expect((await refresh(refreshCookie(other))).statusCode).toBe(401);

    const reused = await post(app, '/api/v1/auth/reset-password', {
      token,
      password: 'yet another passphrase',
    });
    expect([reused.statusCode, errorCode(reused)]).toEqual([400, 'INVALID_TOKEN']);
    expect((await post(app, '/api/v1/auth/signin', { email, password: PASSWORD })).statusCode).toBe(
      401,
    );
    expect(
      (await post(app, '/api/v1/auth/signin', { email, password: 'a brand new passphrase' }))
        .statusCode,
    ).toBe(200);
  });

  it('expires a link after an hour and confirms an unverified address', async () => {
    const email = uniqueEmail();
    await post(app, '/api/v1/auth/signup', { email, password: PASSWORD });
    await post(app, '/api/v1/auth/forgot-password', { email });
    const stale = await linkToken(app, email, 'recovery');
    const before = await userRow(email);
    clock.advance(HOUR + SECOND);
    const expired = await post(app, '/api/v1/auth/reset-password', {
      token: stale,
      password: 'a brand new passphrase',
    });
    expect([expired.statusCode, errorCode(expired)]).toEqual([400, 'INVALID_TOKEN']);
    expect(await userRow(email)).toEqual(before);

    await post(app, '/api/v1/auth/forgot-password', { email });
    const fresh = await linkToken(app, email, 'recovery');
    const reset = await post(app, '/api/v1/auth/reset-password', {
      token: fresh,
      password: 'a brand new passphrase',
    });
    expect(reset.json<AuthSession>().user.emailVerified).toBe(true);
    // The sign-up's link can no longer set its password.
    const signupLink = await linkToken(app, email, 'signup');
    const late = await post(app, '/api/v1/auth/verify-email', {
      token: signupLink,
      password: PASSWORD,
    });
    expect(errorCode(late)).toBe('INVALID_TOKEN');
  });

  it('refuses a weak new password and keeps the link for a second try', async () => {
    const { email } = await signUpVerified(app);
    await post(app, '/api/v1/auth/forgot-password', { email });
    const token = await linkToken(app, email, 'recovery');
    const weak = await post(app, '/api/v1/auth/reset-password', { token, password: 'qwertyuiop' });
    expect(weak.json()).toMatchObject({ code: 'WEAK_PASSWORD' });
    const short = await post(app, '/api/v1/auth/reset-password', { token, password: 'short' });
    expect(short.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    const good = await post(app, '/api/v1/auth/reset-password', {
      token,
      password: 'a brand new passphrase',
    });
    expect(good.statusCode).toBe(200);
  });
});

describe('the admin role', () => {
  it('goes to the verified ADMIN_EMAIL only', async () => {
    await post(app, '/api/v1/auth/signup', { email: ADMIN_EMAIL, password: PASSWORD });
    expect((await userRow(ADMIN_EMAIL))?.role).toBe('user');
    // The same address in other case is the same account, not a second one.
    await post(app, '/api/v1/auth/signup', { email: 'BOSS@Example.com', password: PASSWORD });
    expect(await db.select().from(users).where(eq(users.email, ADMIN_EMAIL))).toHaveLength(1);

    const token = await linkToken(app, ADMIN_EMAIL, 'signup');
    const verified = await post(app, '/api/v1/auth/verify-email', { token, password: PASSWORD });
    const session = verified.json<AuthSession>();
    expect(session.user.role).toBe('admin');
    expect((await me(session.accessToken)).json()).toMatchObject({ role: 'admin' });

    const { session: someone } = await signUpVerified(app, 'boss@example.co');
    expect(someone.user.role).toBe('user');
  });
});

describe('access tokens', () => {
  it('refuses alg none, a foreign signature, an expired token and a refresh token as bearer', async () => {
    const { session, refreshToken } = await signUpVerified(app);
    const [header, payload] = session.accessToken.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const foreign = app.jwt.sign(
      { sub: session.user.id, sid: 'x', typ: 'access' },
      { key: 'another secret of thirty-two characters!' },
    );
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), sub: '00000000-0000-0000-0000-000000000000' })).toString('base64url')}.${session.accessToken.split('.')[2]}`;
    // Signed with our key but not an access token of ours: no session id, a made-up subject.
    const odd = app.jwt.sign({ sub: 'not-a-uuid', sid: 'nor-this', typ: 'access' });
    for (const token of [none, foreign, tampered, odd, refreshToken, 'garbage']) {
      const response = await me(token);
      expect(response.statusCode, token).toBe(401);
      expect(errorCode(response)).toBe('UNAUTHORIZED');
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
    expect((await app.inject({ method: 'GET', url: '/api/v1/me' })).statusCode).toBe(401);
    clock.advance(15 * MINUTE + SECOND);
    expect((await me(session.accessToken)).statusCode).toBe(401);
  });
});
