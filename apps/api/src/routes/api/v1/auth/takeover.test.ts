import type { AuthSession } from '@freedompath/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorCode, linkToken, PASSWORD, post, uniqueEmail } from '../../../../../test/accounts.js';
import { buildTestApp } from '../../../../../test/build-test-app.js';
import { users } from '../../../../infrastructure/database/schema/index.js';
import { SIGNUP_PASSWORDS_KEPT } from '../../../../repositories/email-tokens-repository.js';

// Whoever controls the mailbox ends with the only working password, whichever e-mail they open
// and in whatever order; a stranger's sign-up for an address they do not control never yields a
// session or a password (ADR 038).

const ADMIN_EMAIL = 'chief@example.com';
const { app } = await buildTestApp({ ADMIN_EMAIL });
const { db } = app.database;

const OWNER = PASSWORD;
const STRANGER = 'the stranger chose this one';

async function signUp(email: string, password: string): Promise<string> {
  expect((await post(app, '/api/v1/auth/signup', { email, password })).statusCode).toBe(201);
  return linkToken(app, email, 'signup');
}

function signIn(email: string, password: string) {
  return post(app, '/api/v1/auth/signin', { email, password });
}

/** The owner holds the mailbox: checks the link, then confirms with their own password. */
async function confirm(token: string, password: string) {
  const checked = await post(app, '/api/v1/auth/check-link', { token, flow: 'signup' });
  expect(checked.statusCode).toBe(200);
  return post(app, '/api/v1/auth/verify-email', { token, password });
}

async function expectOnlyOwnerPassword(email: string, role: 'user' | 'admin'): Promise<void> {
  const stranger = await signIn(email, STRANGER);
  expect([stranger.statusCode, errorCode(stranger)]).toEqual([401, 'INVALID_CREDENTIALS']);
  const owner = await signIn(email, OWNER);
  expect(owner.statusCode).toBe(200);
  expect(owner.json<AuthSession>().user).toMatchObject({ email, role, emailVerified: true });
}

/** Before the owner confirms, neither password opens a session. */
async function expectNoSession(email: string): Promise<void> {
  for (const password of [OWNER, STRANGER]) {
    const attempt = await signIn(email, password);
    expect([attempt.statusCode, errorCode(attempt)]).toEqual([403, 'EMAIL_NOT_VERIFIED']);
  }
}

const orders = ['owner signs up first', 'stranger signs up first'] as const;
const opened = ['their own link', "the stranger's link", 'a resent link'] as const;
const addresses = [
  { kind: 'an address', role: 'user' as const, email: () => uniqueEmail('owner') },
  { kind: 'ADMIN_EMAIL', role: 'admin' as const, email: () => ADMIN_EMAIL },
];

describe.each(addresses)('a stranger signing up with $kind', ({ role, email: addressOf }) => {
  describe.each(orders)('when the %s', (order) => {
    it.each(opened)('leaves the owner, who opens %s, the only password', async (link) => {
      const email = addressOf();
      // Each case starts from no account: ADMIN_EMAIL is one address for the whole file.
      await db.delete(users).where(eq(users.email, email));
      const links: Record<'owner' | 'stranger', string> = { owner: '', stranger: '' };
      const sequence =
        order === 'owner signs up first'
          ? ([
              ['owner', OWNER],
              ['stranger', STRANGER],
            ] as const)
          : ([
              ['stranger', STRANGER],
              ['owner', OWNER],
            ] as const);
      for (const [who, password] of sequence) links[who] = await signUp(email, password);
      await expectNoSession(email);

      let token = link === 'their own link' ? links.owner : links.stranger;
      if (link === 'a resent link') {
        await post(app, '/api/v1/auth/resend-verification', { email });
        token = await linkToken(app, email, 'signup');
        expect(Object.values(links)).not.toContain(token);
      }
      // A password of no sign-up of this address confirms nothing, and the link stays live.
      const forged = await post(app, '/api/v1/auth/verify-email', { token, password: 'guess!!!1' });
      expect([forged.statusCode, errorCode(forged)]).toEqual([401, 'INVALID_CREDENTIALS']);

      const confirmed = await confirm(token, OWNER);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json<AuthSession>().user).toMatchObject({ email, role });
      await expectOnlyOwnerPassword(email, role);
      // Every other link died with the one opened: none can confirm again.
      for (const other of Object.values(links)) {
        const late = await post(app, '/api/v1/auth/verify-email', {
          token: other,
          password: STRANGER,
        });
        expect(errorCode(late)).toBe('INVALID_TOKEN');
      }
    });
  });

  it('gives the stranger nothing when the owner never signed up, and the owner the account by a reset', async () => {
    const email = addressOf();
    await db.delete(users).where(eq(users.email, email));
    const token = await signUp(email, STRANGER);
    // The owner opens the stranger's link but cannot know its password.
    const attempt = await confirm(token, OWNER);
    expect([attempt.statusCode, errorCode(attempt)]).toEqual([401, 'INVALID_CREDENTIALS']);
    const stranger = await signIn(email, STRANGER);
    expect([stranger.statusCode, errorCode(stranger)]).toEqual([403, 'EMAIL_NOT_VERIFIED']);

    await post(app, '/api/v1/auth/forgot-password', { email });
    const reset = await post(app, '/api/v1/auth/reset-password', {
      token: await linkToken(app, email, 'recovery'),
      password: OWNER,
    });
    expect(reset.json<AuthSession>().user).toMatchObject({ email, role, emailVerified: true });
    await expectOnlyOwnerPassword(email, role);
  });
});

describe('many sign-ups by a stranger', () => {
  it(`keep the latest ${SIGNUP_PASSWORDS_KEPT} sign-ups' passwords: an older one needs a reset, never a stranger's`, async () => {
    const email = uniqueEmail('owner');
    const ownLink = await signUp(email, OWNER);
    for (let signup = 0; signup < SIGNUP_PASSWORDS_KEPT; signup += 1) {
      await signUp(email, `${STRANGER} ${signup}`);
    }
    const tooOld = await confirm(ownLink, OWNER);
    expect([tooOld.statusCode, errorCode(tooOld)]).toEqual([401, 'INVALID_CREDENTIALS']);

    await post(app, '/api/v1/auth/forgot-password', { email });
    const reset = await post(app, '/api/v1/auth/reset-password', {
      token: await linkToken(app, email, 'recovery'),
      password: OWNER,
    });
    expect(reset.statusCode).toBe(200);
    const latest = await signIn(email, `${STRANGER} ${SIGNUP_PASSWORDS_KEPT - 1}`);
    expect(errorCode(latest)).toBe('INVALID_CREDENTIALS');
    expect((await signIn(email, OWNER)).statusCode).toBe(200);
  });
});
