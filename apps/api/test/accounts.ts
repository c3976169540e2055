import type { AuthSession } from '@freedompath/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../src/app.js';
import { outboxMessages } from '../src/infrastructure/database/schema/index.js';
import type { Clock } from '../src/lib/clock.js';

/** A clock that stands still until a test moves it. */
export function testClock(start = new Date()): Clock & { advance(ms: number): void } {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
  };
}

export const SECOND = 1_000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;

let counter = 0;
/** An address no other test of the run uses. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}-${process.pid}-${Date.now().toString(36)}-${counter}@example.com`;
}

export const PASSWORD = 'a long unusual passphrase';

/** The e-mails sent to `email`, newest first, straight from the outbox table. */
export async function mailTo(
  app: App,
  email: string,
): Promise<{ subject: string; link: string | null }[]> {
  return app.database.db
    .select({ subject: outboxMessages.subject, link: outboxMessages.link })
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, email))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id));
}

/** The token of the newest link of `flow` (signup or recovery) e-mailed to `email`. */
export async function linkToken(
  app: App,
  email: string,
  flow: 'signup' | 'recovery',
): Promise<string> {
  const messages = await app.database.db
    .select({ link: outboxMessages.link })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, email)))
    .orderBy(desc(outboxMessages.createdAt));
  for (const { link } of messages) {
    const url = link ? new URL(link) : undefined;
    const token = url?.searchParams.get('token');
    if (url?.searchParams.get('flow') === flow && token) return token;
  }
  throw new Error(`no ${flow} link was e-mailed to ${email}`);
}

export function post(
  app: App,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url, payload: payload as object, headers });
}

/** Signs up and confirms `email`; returns the signed-in session and its refresh cookie. */
export async function signUpVerified(
  app: App,
  email = uniqueEmail(),
  password = PASSWORD,
): Promise<{ email: string; session: AuthSession; refreshToken: string }> {
  const signup = await post(app, '/api/v1/auth/signup', { email, password });
  expect(signup.statusCode).toBe(201);
  const token = await linkToken(app, email, 'signup');
  const verified = await post(app, '/api/v1/auth/verify-email', { token, password });
  expect(verified.statusCode).toBe(200);
  return { email, session: verified.json<AuthSession>(), refreshToken: refreshCookie(verified) };
}

/** The refresh token a response set in its cookie. */
export function refreshCookie(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((candidate) => candidate.name === 'fp_refresh');
  if (!cookie?.value) throw new Error('the response set no refresh cookie');
  return cookie.value;
}

export function bearer(accessToken: string): Record<string, string> {
  return { authorization: `Bearer ${accessToken}` };
}

/** The stable error code of an error answer. */
export function errorCode(response: { json: <T>() => T }): string {
  return response.json<{ code: string }>().code;
}
