import { AUTH_MESSAGES, type LinkFlow } from '@freedompath/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { EmailTokenPurpose } from '../../infrastructure/database/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import {
  hashPassword,
  isCommonPassword,
  passwordDecoyHash,
  verifyPassword,
} from '../../lib/passwords.js';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token.js';
import type { UserRecord } from '../../repositories/users-repository.js';
import { authEmails, RESET_LINK_TTL_HOURS, VERIFICATION_LINK_TTL_HOURS } from './auth-emails.js';
import type { IssuedTokens } from './auth-sessions.js';
import type { Viewer } from './authenticate.js';

export const ACCOUNT_MESSAGES = {
  notSignupPassword:
    'That is not the password this address signed up with. Try again, or choose “Forgot password?” to set a new one.',
  wrongPassword: 'Your current password is not correct.',
} as const;

/** A session just started or extended: what the route answers with. */
export interface StartedSession {
  user: UserRecord;
  tokens: IssuedTokens;
}

export interface Accounts {
  /**
   * A new or unconfirmed address gets a confirmation link (opening it asks for this password),
   * a confirmed one an e-mail saying someone tried: the same outcome for every caller.
   *
   * @throws AppError 400 WEAK_PASSWORD
   */
  signUp(email: string, password: string): Promise<void>;
  /**
   * The address a live link of `flow` was sent to; the link stays unused.
   *
   * @throws AppError 400 INVALID_TOKEN when the link is used, expired or unknown
   */
  checkLink(token: string, flow: LinkFlow): Promise<string>;
  /**
   * Confirms the address of a sign-up link with the password of one of the address's latest
   * sign-ups, which becomes the only one, and starts a session.
   *
   * @throws AppError 400 INVALID_TOKEN when the link is used, expired or unknown
   * @throws AppError 401 INVALID_CREDENTIALS when no sign-up chose `password` (the link stays)
   * @throws AppError 403 ACCOUNT_DISABLED when the admin disabled the account
   */
  verifyEmail(token: string, password: string): Promise<StartedSession>;
  /** E-mails a new confirmation link, or why there is none (see `emailLinkByAddress`). */
  resendVerification(email: string): Promise<void>;
  /**
   * @throws AppError 401 INVALID_CREDENTIALS for a wrong password and an unknown address alike
   * @throws AppError 403 EMAIL_NOT_VERIFIED for the password of a pending sign-up
   * @throws AppError 403 ACCOUNT_DISABLED when the admin disabled the account
   */
  signIn(email: string, password: string): Promise<StartedSession>;
  /** Trades a refresh token for its successor: see `AuthSessions.rotate`. */
  refresh(refreshToken: string, log: FastifyBaseLogger): Promise<StartedSession>;
  /** Ends the session of the refresh token; unknown tokens are ignored. */
  signOut(refreshToken: string): Promise<void>;
  /** E-mails a reset link (only the newest works), or why there is none. */
  forgotPassword(email: string): Promise<void>;
  /**
   * Sets a new password with the token of a reset link: ends every session, confirms the
   * address and starts a new session.
   *
   * @throws AppError 400 WEAK_PASSWORD
   * @throws AppError 400 INVALID_TOKEN when the link is used, expired or unknown
   * @throws AppError 403 ACCOUNT_DISABLED when the admin disabled the account
   */
  resetPassword(token: string, password: string): Promise<StartedSession>;
  /**
   * Ends every other session of the viewer; theirs stays signed in.
   *
   * @throws AppError 403 INVALID_CREDENTIALS when `currentPassword` is wrong
   * @throws AppError 400 WEAK_PASSWORD
   */
  changePassword(viewer: Viewer, currentPassword: string, newPassword: string): Promise<void>;
  /**
   * Deletes the account and everything stored for it, after cancelling its monthly
   * subscription at the payment provider at once, so nothing charges a deleted account
   * (ADR 041).
   *
   * @throws AppError 403 INVALID_CREDENTIALS when `password` is wrong
   * @throws AppError 502 PAYMENT_PROVIDER_ERROR when the provider cannot cancel the
   *   subscription: nothing is deleted
   */
  deleteAccount(viewer: Viewer, password: string, log: FastifyBaseLogger): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    accounts: Accounts;
  }
}

const HOUR_MS = 60 * 60 * 1000;

/** Why a deletion failed when the payment provider could not cancel the subscription. */
const NOT_DELETED_MESSAGE =
  'We could not reach the payment provider to cancel your subscription, so your account was not deleted. Nothing was changed; please try again in a minute.';

/** `path` names the request field the password came in. */
function weakPassword(path: string): AppError {
  return new AppError(400, 'WEAK_PASSWORD', AUTH_MESSAGES.passwordTooCommon, [
    { path, message: AUTH_MESSAGES.passwordTooCommon },
  ]);
}

function invalidCredentials(): AppError {
  return new AppError(401, 'INVALID_CREDENTIALS');
}

function invalidLink(): AppError {
  return new AppError(400, 'INVALID_TOKEN');
}

/**
 * The account flows: sign-up with e-mail verification, sign-in, sessions, password reset and
 * change, deletion, each with its transaction. No answer tells whether an address has an
 * account (ADR 017, ADR 038).
 */
export default fp(
  (app: FastifyInstance, options: { appUrl: string }) => {
    const { db } = app.database;
    const { appUrl } = options;

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
     * Writes a link e-mail for whatever account `email` has, or the e-mail saying why there is
     * no link: the same statements and the same e-mail count whoever asks (ADR 038).
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

    async function confirmPassword(viewer: Viewer, password: string): Promise<void> {
      if (!(await verifyPassword(viewer.user.passwordHash, password))) {
        throw new AppError(403, 'INVALID_CREDENTIALS', ACCOUNT_MESSAGES.wrongPassword);
      }
    }

    const accounts: Accounts = {
      async signUp(email, password) {
        if (isCommonPassword(password)) throw weakPassword('body.password');
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
      },

      async checkLink(token, flow) {
        const link = await app.emailTokens.find(
          db,
          hashSecretToken(token),
          flow === 'signup' ? 'verify_email' : 'reset_password',
          app.clock.now(),
        );
        if (!link) throw invalidLink();
        return link.email;
      },

      async verifyEmail(token, password) {
        const tokenHash = hashSecretToken(token);
        const link = await app.emailTokens.find(db, tokenHash, 'verify_email', app.clock.now());
        if (!link) throw invalidLink();
        // Checked before the link is spent, outside any transaction: Argon2 takes a while.
        const passwordHash = await signupPasswordOf(link.userId, password);
        if (!passwordHash) {
          throw new AppError(401, 'INVALID_CREDENTIALS', ACCOUNT_MESSAGES.notSignupPassword);
        }
        const now = app.clock.now();
        const session = await db.transaction(async (tx) => {
          const owner = await app.users.lock(tx, link.userId);
          // Confirmed meanwhile (another link, a reset): that retired this link too.
          if (!owner || owner.emailVerifiedAt) return undefined;
          if (!(await app.emailTokens.consume(tx, tokenHash, 'verify_email', now)))
            return undefined;
          const user = await app.users.setPassword(tx, owner.id, passwordHash, now, {
            verify: true,
          });
          // The other links, and with them the other sign-ups' passwords, die with this one.
          await app.emailTokens.retire(tx, user.id, 'verify_email', now);
          const tokens = await app.authSessions.start(tx, user);
          return tokens && { user, tokens };
        });
        if (!session) throw invalidLink();
        return session;
      },

      async resendVerification(email) {
        await emailLinkByAddress(email, 'verify_email');
      },

      async signIn(email, password) {
        const user = await app.users.findByEmail(email);
        if (user && !user.emailVerifiedAt) {
          // Only its own sign-up's password tells a pending sign-up it must confirm first.
          if (await signupPasswordOf(user.id, password)) {
            throw new AppError(403, 'EMAIL_NOT_VERIFIED');
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
        return { user, tokens };
      },

      refresh(refreshToken, log) {
        return app.authSessions.rotate(refreshToken, log);
      },

      signOut(refreshToken) {
        return app.authSessions.end(refreshToken);
      },

      async forgotPassword(email) {
        // Only the newest reset link works.
        await emailLinkByAddress(email, 'reset_password');
      },

      async resetPassword(token, password) {
        if (isCommonPassword(password)) throw weakPassword('body.password');
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
        return session;
      },

      async changePassword(viewer, currentPassword, newPassword) {
        await confirmPassword(viewer, currentPassword);
        if (isCommonPassword(newPassword)) throw weakPassword('body.newPassword');
        const passwordHash = await hashPassword(newPassword);
        const now = app.clock.now();
        await db.transaction(async (tx) => {
          await app.users.setPassword(tx, viewer.user.id, passwordHash, now, { verify: false });
          await app.refreshTokens.revokeAllOfUser(tx, viewer.user.id, now, viewer.sessionId);
        });
      },

      async deleteAccount(viewer, password, log) {
        await confirmPassword(viewer, password);
        const { id } = viewer.user;
        // One transaction holding the user's row: a provider that fails deletes nothing.
        await db.transaction(async (tx) => {
          await app.users.lock(tx, id);
          await app.billing.cancelNow(tx, id, log, NOT_DELETED_MESSAGE);
          await app.users.delete(tx, id);
        });
      },
    };

    app.decorate('accounts', accounts);
  },
  {
    name: 'accounts',
    dependencies: [
      'database',
      'mailer',
      'users-repository',
      'email-tokens-repository',
      'refresh-tokens-repository',
      'auth-sessions',
      'billing',
    ],
  },
);
