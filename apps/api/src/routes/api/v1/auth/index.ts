import {
  AUTH_MESSAGES,
  acceptedResponseSchema,
  authClientQuerySchema,
  authSessionSchema,
  emailBodySchema,
  errorResponseSchema,
  refreshBodySchema,
  resetPasswordBodySchema,
  signinBodySchema,
  signupBodySchema,
  verifyEmailBodySchema,
} from '@freedompath/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbExecutor } from '../../../../db/database.js';
import type { EmailTokenPurpose } from '../../../../db/schema/index.js';
import { AppError } from '../../../../lib/app-error.js';
import {
  hashPassword,
  isCommonPassword,
  passwordDecoyHash,
  verifyPassword,
} from '../../../../lib/passwords.js';
import { hashSecretToken, newSecretToken } from '../../../../lib/secret-token.js';
import type { UserRecord } from '../../../../plugins/app/users-repository.js';
import { authEmails, RESET_LINK_TTL_HOURS, VERIFICATION_LINK_TTL_HOURS } from './auth-emails.js';
import {
  byEmail,
  byEmailAndIp,
  byIp,
  rateLimitCheck,
  type AuthRateLimitSettings,
} from '../../../../lib/rate-limit-check.js';

export const AUTH_ROUTE_MESSAGES = {
  signupAccepted: 'Check your email for a link to confirm your account.',
  verificationAccepted:
    'If an unconfirmed account uses this address, a new confirmation link is on its way.',
  resetAccepted: 'If an account uses this address, password reset instructions are on their way.',
  invalidCredentials: 'Invalid email or password. Please try again.',
  emailNotVerified:
    'Please confirm your email address first: open the link we sent you, or request a new one.',
  invalidLink: 'This link is invalid or has expired. Please request a new one.',
} as const;

const HOUR_MS = 60 * 60 * 1000;

const errors = {
  400: errorResponseSchema,
  429: errorResponseSchema,
} as const;

function weakPassword(): AppError {
  return new AppError(400, 'WEAK_PASSWORD', AUTH_MESSAGES.passwordTooCommon, [
    { path: 'body.password', message: AUTH_MESSAGES.passwordTooCommon },
  ]);
}

function invalidCredentials(): AppError {
  return new AppError(401, 'INVALID_CREDENTIALS', AUTH_ROUTE_MESSAGES.invalidCredentials);
}

function invalidLink(): AppError {
  return new AppError(400, 'INVALID_TOKEN', AUTH_ROUTE_MESSAGES.invalidLink);
}

/**
 * `/api/v1/auth`: sign-up with e-mail verification, sign-in, refresh, sign-out and password
 * reset. Answers never tell whether an address has an account (ADR 017).
 */
const authRoutes: FastifyPluginAsyncZod<{
  appUrl: string;
  rateLimits: AuthRateLimitSettings;
}> = async (app, options) => {
  const { db } = app.database;
  const { appUrl } = options;
  const perIp = (route: string) =>
    rateLimitCheck(app, route, { max: options.rateLimits.perIpPerMinute, windowMs: 60_000 }, byIp);
  const perEmail = (route: string, key = byEmail, factor = 1) =>
    rateLimitCheck(
      app,
      route,
      { max: options.rateLimits.perEmailPerHour * factor, windowMs: HOUR_MS },
      key,
    );

  const later = (hours: number): Date => new Date(app.clock.now().getTime() + hours * HOUR_MS);

  /**
   * Issues a link token and writes its e-mail in the caller's transaction. A verification link
   * may carry the password of the sign-up that asked for it.
   */
  async function emailLink(
    tx: DbExecutor,
    user: UserRecord,
    purpose: EmailTokenPurpose,
    passwordHash?: string,
  ): Promise<void> {
    const token = newSecretToken();
    const verifying = purpose === 'verify_email';
    await app.emailTokens.issue(tx, {
      userId: user.id,
      purpose,
      tokenHash: hashSecretToken(token),
      expiresAt: later(verifying ? VERIFICATION_LINK_TTL_HOURS : RESET_LINK_TTL_HOURS),
      ...(passwordHash ? { passwordHash } : {}),
    });
    const email = verifying
      ? authEmails.verification(user.email, appUrl, token)
      : authEmails.passwordReset(user.email, appUrl, token);
    await app.mailer.enqueue(tx, email);
  }

  app.post(
    '/signup',
    {
      onRequest: perIp('signup'),
      preHandler: perEmail('signup'),
      schema: {
        summary: 'Create an account',
        description:
          'Always 201 with the same body, whether or not the address has an account: a new or ' +
          'unconfirmed address gets a confirmation link that sets this password, a confirmed ' +
          'one an e-mail saying someone tried.',
        tags: ['auth'],
        body: signupBodySchema,
        response: { 201: acceptedResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      if (isCommonPassword(password)) throw weakPassword();
      // Hashed whether or not the address is taken, so both answers take as long.
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const now = app.clock.now();
        const user =
          (await app.users.create(tx, { email, passwordHash }, now)) ??
          (await app.users.findByEmail(email, tx));
        if (!user) throw new Error(`no user for ${email} after an insert that conflicted`);
        if (user.emailVerifiedAt) {
          await app.mailer.enqueue(tx, authEmails.accountExists(email, appUrl));
          return;
        }
        // Unconfirmed: each sign-up gets a link that sets its own password, so whoever signed
        // up first with this address cannot keep the account once its owner confirms.
        await app.users.setPendingPassword(tx, user.id, passwordHash, now);
        await emailLink(tx, user, 'verify_email', passwordHash);
      });
      app.mailer.wake();
      return reply.status(201).send({ message: AUTH_ROUTE_MESSAGES.signupAccepted });
    },
  );

  app.post(
    '/verify-email',
    {
      onRequest: perIp('verify-email'),
      schema: {
        summary: 'Confirm an e-mail address with the token of the e-mailed link; signs in',
        tags: ['auth'],
        querystring: authClientQuerySchema,
        body: verifyEmailBodySchema,
        // 403 ACCOUNT_DISABLED: the admin disabled the account.
        response: { 200: authSessionSchema, 403: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const session = await db.transaction(async (tx) => {
        const link = await app.emailTokens.consume(
          tx,
          hashSecretToken(request.body.token),
          'verify_email',
          now,
        );
        if (!link) return undefined;
        const user = await app.users.markVerified(tx, link.userId, now, link.passwordHash);
        // Other sign-ups' links (and their passwords) die with the first one opened.
        await app.emailTokens.retire(tx, user.id, 'verify_email', now);
        const tokens = await app.authSessions.start(tx, user);
        return tokens && { user, tokens };
      });
      if (!session) throw invalidLink();
      return app.authSessions.reply(
        reply,
        session.user,
        session.tokens,
        request.query.client === 'api',
      );
    },
  );

  app.post(
    '/resend-verification',
    {
      onRequest: perIp('resend-verification'),
      preHandler: perEmail('resend-verification'),
      schema: {
        summary: 'Send a new confirmation link',
        description: 'Always 202: only an unconfirmed account gets an e-mail.',
        tags: ['auth'],
        body: emailBodySchema,
        response: { 202: acceptedResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      await db.transaction(async (tx) => {
        const user = await app.users.findByEmail(email, tx);
        if (!user || user.emailVerifiedAt) return;
        await emailLink(tx, user, 'verify_email');
      });
      app.mailer.wake();
      return reply.status(202).send({ message: AUTH_ROUTE_MESSAGES.verificationAccepted });
    },
  );

  // Per address from one client, and a looser ceiling per address from everywhere: guessing
  // is bounded either way, and a stranger elsewhere needs ten times as many misses to lock
  // the owner out. Every attempt counts, so parallel guesses cannot slip past.
  const signinPerEmailAndIp = perEmail('signin', byEmailAndIp);
  const signinPerEmail = perEmail('signin-all', byEmail, 10);
  app.post(
    '/signin',
    {
      onRequest: perIp('signin'),
      preHandler: [signinPerEmailAndIp, signinPerEmail],
      schema: {
        summary: 'Sign in with e-mail and password',
        description:
          'Browsers get the refresh token in an httpOnly cookie scoped to /api/v1/auth; with ' +
          '`?client=api` it comes back in the body instead. A wrong password and an unknown ' +
          'address get the same 401.',
        tags: ['auth'],
        querystring: authClientQuerySchema,
        body: signinBodySchema,
        response: {
          200: authSessionSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const user = await app.users.findByEmail(email);
      const matches = await verifyPassword(
        user?.passwordHash ?? (await passwordDecoyHash()),
        password,
      );
      if (!user || !matches) throw invalidCredentials();
      if (!user.emailVerifiedAt) {
        throw new AppError(403, 'EMAIL_NOT_VERIFIED', AUTH_ROUTE_MESSAGES.emailNotVerified);
      }
      const tokens = await db.transaction((tx) => app.authSessions.start(tx, user));
      if (!tokens) throw invalidCredentials();
      return app.authSessions.reply(reply, user, tokens, request.query.client === 'api');
    },
  );

  app.post(
    '/refresh',
    {
      onRequest: perIp('refresh'),
      schema: {
        summary: 'Trade the refresh token for a new access token and a new refresh token',
        description:
          'The refresh token comes from the cookie, or from the body for API clients (who get ' +
          'the new one in the body). A spent token presented again more than 10 seconds later ' +
          'ends the whole session.',
        tags: ['auth'],
        body: z.nullish(refreshBodySchema),
        response: {
          200: authSessionSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const body = request.body ?? {};
      const presented = app.authSessions.presentedToken(request, body);
      if (!presented) {
        throw new AppError(401, 'INVALID_TOKEN', 'Please sign in to continue.');
      }
      try {
        const { user, tokens } = await app.authSessions.rotate(presented, request.log);
        return app.authSessions.reply(reply, user, tokens, body.refreshToken !== undefined);
      } catch (error) {
        if (error instanceof AppError && body.refreshToken === undefined) {
          app.authSessions.clearCookie(reply);
        }
        throw error;
      }
    },
  );

  app.post(
    '/signout',
    {
      schema: {
        summary: 'Sign out: ends the session of the refresh token on every tab and device using it',
        tags: ['auth'],
        body: z.nullish(refreshBodySchema),
        response: { 204: z.null().describe('Signed out'), ...errors },
      },
    },
    async (request, reply) => {
      const presented = app.authSessions.presentedToken(request, request.body ?? {});
      if (presented) await app.authSessions.end(presented);
      app.authSessions.clearCookie(reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/forgot-password',
    {
      onRequest: perIp('forgot-password'),
      preHandler: perEmail('forgot-password'),
      schema: {
        summary: 'E-mail a password reset link',
        description: 'Always 202 with the same body: only an existing account gets an e-mail.',
        tags: ['auth'],
        body: emailBodySchema,
        response: { 202: acceptedResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      await db.transaction(async (tx) => {
        const user = await app.users.findByEmail(email, tx);
        if (!user) return;
        // Only the newest reset link works.
        await app.emailTokens.retire(tx, user.id, 'reset_password', app.clock.now());
        await emailLink(tx, user, 'reset_password');
      });
      app.mailer.wake();
      return reply.status(202).send({ message: AUTH_ROUTE_MESSAGES.resetAccepted });
    },
  );

  app.post(
    '/reset-password',
    {
      onRequest: perIp('reset-password'),
      schema: {
        summary: 'Set a new password with the token of the e-mailed link; signs in',
        description:
          'Ends every existing session, confirms the e-mail address and starts a new session.',
        tags: ['auth'],
        querystring: authClientQuerySchema,
        body: resetPasswordBodySchema,
        response: { 200: authSessionSchema, 403: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      if (isCommonPassword(password)) throw weakPassword();
      const passwordHash = await hashPassword(password);
      const now = app.clock.now();
      const session = await db.transaction(async (tx) => {
        const link = await app.emailTokens.consume(
          tx,
          hashSecretToken(token),
          'reset_password',
          now,
        );
        if (!link) return undefined;
        const user = await app.users.setPassword(tx, link.userId, passwordHash, now, {
          verify: true,
        });
        await app.refreshTokens.revokeAllOfUser(tx, user.id, now);
        // The address is confirmed now: pending sign-ups' links must not set another password.
        await app.emailTokens.retire(tx, user.id, 'verify_email', now);
        const tokens = await app.authSessions.start(tx, user);
        return tokens && { user, tokens };
      });
      if (!session) throw invalidLink();
      return app.authSessions.reply(
        reply,
        session.user,
        session.tokens,
        request.query.client === 'api',
      );
    },
  );
};

export default authRoutes;
