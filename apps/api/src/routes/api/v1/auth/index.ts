import {
  AUTH_MESSAGES,
  acceptedResponseSchema,
  authClientQuerySchema,
  authSessionSchema,
  checkLinkBodySchema,
  emailBodySchema,
  errorResponseSchema,
  linkStatusSchema,
  refreshBodySchema,
  resetPasswordBodySchema,
  signinBodySchema,
  signupBodySchema,
  verifyEmailBodySchema,
} from '@freedompath/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EmailTokenPurpose } from '../../../../infrastructure/database/schema/index.js';
import { AppError } from '../../../../lib/app-error.js';
import {
  hashPassword,
  isCommonPassword,
  passwordDecoyHash,
  verifyPassword,
} from '../../../../lib/passwords.js';
import { hashSecretToken, newSecretToken } from '../../../../lib/secret-token.js';
import { authEmails, RESET_LINK_TTL_HOURS, VERIFICATION_LINK_TTL_HOURS } from './auth-emails.js';
import {
  byEmail,
  byEmailAndIp,
  byIp,
  rateLimitCheck,
  type AuthRateLimitSettings,
} from '../../../../lib/rate-limit-check.js';
import { refuseCrossSite } from './refuse-cross-site.js';

export const AUTH_ROUTE_MESSAGES = {
  signupAccepted: 'Check your email to continue.',
  verificationAccepted:
    'If an unconfirmed account uses this address, a new confirmation link is on its way.',
  resetAccepted: 'If an account uses this address, password reset instructions are on their way.',
  notSignupPassword:
    'That is not the password this address signed up with. Try again, or choose “Forgot password?” to set a new one.',
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
   * The hash of the sign-up password `password` is, among the address's latest sign-ups, or
   * `undefined`. At least one hash is checked, so an answer takes as long without sign-ups.
   */
  async function signupPasswordOf(userId: string, password: string): Promise<string | undefined> {
    const hashes = await app.emailTokens.signupPasswords(db, userId);
    for (const hash of hashes) {
      if (await verifyPassword(hash, password)) return hash;
    }
    if (hashes.length === 0) await verifyPassword(await passwordDecoyHash(), password);
    return undefined;
  }

  /**
   * Writes a link e-mail for whatever account `email` has, or the e-mail saying why there is no
   * link: the same statements and the same e-mail count whoever asks (ADR 038).
   */
  async function emailLinkByAddress(email: string, purpose: EmailTokenPurpose): Promise<void> {
    const token = newSecretToken();
    const resetting = purpose === 'reset_password';
    await db.transaction(async (tx) => {
      const account = await app.emailTokens.issueByEmail(
        tx,
        {
          email,
          purpose,
          tokenHash: hashSecretToken(token),
          expiresAt: later(resetting ? RESET_LINK_TTL_HOURS : VERIFICATION_LINK_TTL_HOURS),
        },
        app.clock.now(),
      );
      let message;
      if (account === 'none') message = authEmails.noAccount(email, appUrl);
      else if (resetting) message = authEmails.passwordReset(email, appUrl, token);
      else if (account === 'unverified') message = authEmails.verification(email, appUrl, token);
      else message = authEmails.accountExists(email, appUrl);
      await app.mailer.enqueue(tx, message);
    });
    app.mailer.wake();
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
          'unconfirmed address gets a confirmation link (opening it asks for this password), a ' +
          'confirmed one an e-mail saying someone tried.',
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
        // Unconfirmed: the link only proves the mailbox; its opener confirms with the password
        // of their own sign-up, so a stranger's sign-up never sets the owner's password.
        const token = newSecretToken();
        await app.emailTokens.issue(tx, {
          userId: user.id,
          purpose: 'verify_email',
          tokenHash: hashSecretToken(token),
          expiresAt: later(VERIFICATION_LINK_TTL_HOURS),
          passwordHash,
        });
        await app.mailer.enqueue(tx, authEmails.verification(email, appUrl, token));
      });
      app.mailer.wake();
      return reply.status(201).send({ message: AUTH_ROUTE_MESSAGES.signupAccepted });
    },
  );

  app.post(
    '/check-link',
    {
      onRequest: perIp('check-link'),
      schema: {
        summary: 'Tell whether an e-mailed link still works, without spending it',
        description:
          'For the page a link opens: a used, expired or unknown link is a 400 at once, before ' +
          'anything is typed. The address the link was sent to comes back.',
        tags: ['auth'],
        body: checkLinkBodySchema,
        response: { 200: linkStatusSchema, ...errors },
      },
    },
    async (request) => {
      const { token, flow } = request.body;
      const link = await app.emailTokens.find(
        db,
        hashSecretToken(token),
        flow === 'signup' ? 'verify_email' : 'reset_password',
        app.clock.now(),
      );
      if (!link) throw invalidLink();
      return { email: link.email };
    },
  );

  app.post(
    '/verify-email',
    {
      onRequest: perIp('verify-email'),
      schema: {
        summary:
          'Confirm an e-mail address with the e-mailed link and the sign-up password; signs in',
        description:
          'The link proves the mailbox; the password, that of one of the address’s latest ' +
          'sign-ups, becomes the only one (other sign-ups’ passwords never work). A password ' +
          'of no sign-up is a 401 and the link keeps working.',
        tags: ['auth'],
        querystring: authClientQuerySchema,
        body: verifyEmailBodySchema,
        // 403 ACCOUNT_DISABLED: the admin disabled the account.
        response: {
          200: authSessionSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      const tokenHash = hashSecretToken(token);
      const link = await app.emailTokens.find(db, tokenHash, 'verify_email', app.clock.now());
      if (!link) throw invalidLink();
      // Checked before the link is spent, outside any transaction: Argon2 takes a while.
      const passwordHash = await signupPasswordOf(link.userId, password);
      if (!passwordHash) {
        throw new AppError(401, 'INVALID_CREDENTIALS', AUTH_ROUTE_MESSAGES.notSignupPassword);
      }
      const now = app.clock.now();
      const session = await db.transaction(async (tx) => {
        const owner = await app.users.lock(tx, link.userId);
        // Confirmed meanwhile (another link, a reset): that retired this link too.
        if (!owner || owner.emailVerifiedAt) return undefined;
        if (!(await app.emailTokens.consume(tx, tokenHash, 'verify_email', now))) return undefined;
        const user = await app.users.setPassword(tx, owner.id, passwordHash, now, { verify: true });
        // The other links, and with them the other sign-ups' passwords, die with this one.
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
        description:
          'Always 202 with the same body: an unconfirmed account gets a new link, a confirmed ' +
          'one an e-mail saying so, an address without an account an e-mail saying that.',
        tags: ['auth'],
        body: emailBodySchema,
        response: { 202: acceptedResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await emailLinkByAddress(request.body.email, 'verify_email');
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
      if (user && !user.emailVerifiedAt) {
        // Only its own sign-up's password tells a pending sign-up it must confirm first.
        if (await signupPasswordOf(user.id, password)) {
          throw new AppError(403, 'EMAIL_NOT_VERIFIED', AUTH_ROUTE_MESSAGES.emailNotVerified);
        }
        throw invalidCredentials();
      }
      const matches = await verifyPassword(
        user?.passwordHash ?? (await passwordDecoyHash()),
        password,
      );
      if (!user || !matches) throw invalidCredentials();
      const tokens = await db.transaction((tx) => app.authSessions.start(tx, user));
      if (!tokens) throw invalidCredentials();
      return app.authSessions.reply(reply, user, tokens, request.query.client === 'api');
    },
  );

  app.post(
    '/refresh',
    {
      onRequest: [perIp('refresh'), refuseCrossSite(appUrl)],
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
      onRequest: refuseCrossSite(appUrl),
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
        description:
          'Always 202 with the same body, in the same time: an account gets a reset link, an ' +
          'address without one an e-mail saying so.',
        tags: ['auth'],
        body: emailBodySchema,
        response: { 202: acceptedResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // Only the newest reset link works.
      await emailLinkByAddress(request.body.email, 'reset_password');
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
