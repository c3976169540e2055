import { randomUUID } from 'node:crypto';
import { ADMIN_ERROR_CODES, type AuthSession, type User } from '@freedompath/contracts';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DbExecutor } from '../../infrastructure/database/database.js';
import { AppError } from '../../lib/app-error.js';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token.js';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../infrastructure/http/jwt.js';
import type { UserRecord } from '../../repositories/users-repository.js';

/** The refresh cookie: sent by the browser to the auth routes only, never readable by scripts. */
export const REFRESH_COOKIE = 'fp_refresh';
export const REFRESH_COOKIE_PATH = '/api/v1/auth';
/** A refresh token not used for this long expires; each refresh starts the period again. */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/**
 * Two tabs (or a retried request) may present the same refresh token within moments of each
 * other. Inside this window a spent token still yields a new one in its family instead of
 * being taken for a replay.
 */
export const REFRESH_GRACE_SECONDS = 10;

export const SESSION_MESSAGES = {
  invalidRefresh: 'Your session has ended. Please sign in again.',
} as const;

/** A new session's secrets: what the caller hands out. */
export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
}

export interface AuthSessions {
  /**
   * Starts a new session (a new refresh family) for `user` inside the caller's transaction;
   * `undefined` when the password changed since `user` was read (a reset won the race).
   *
   * @throws AppError 403 ACCOUNT_DISABLED when the admin disabled the account
   */
  start(executor: DbExecutor, user: UserRecord): Promise<IssuedTokens | undefined>;
  /**
   * Spends a refresh token and issues its successor. A spent token presented again after the
   * grace window revokes its whole family (a warning in `log`, the request's); any other dead
   * token is refused.
   *
   * @throws AppError 401 INVALID_TOKEN
   * @throws AppError 403 ACCOUNT_DISABLED when the admin disabled the account
   */
  rotate(
    refreshToken: string,
    log: FastifyBaseLogger,
  ): Promise<{ user: UserRecord; tokens: IssuedTokens }>;
  /** Ends the session the refresh token belongs to (all of its family); unknown tokens are ignored. */
  end(refreshToken: string): Promise<void>;
  /** The refresh token the request carries: the body's (API clients) or the cookie's. */
  presentedToken(
    request: FastifyRequest,
    body: { refreshToken?: string | undefined },
  ): string | undefined;
  /**
   * Answers with the session: the refresh token in the body for API clients (`inBody`), in
   * the httpOnly cookie for browsers.
   */
  reply(reply: FastifyReply, user: UserRecord, tokens: IssuedTokens, inBody: boolean): AuthSession;
  clearCookie(reply: FastifyReply): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    authSessions: AuthSessions;
  }
}

/** The public view of a user row (`GET /api/v1/me`). */
export function toUser(user: UserRecord): User {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    emailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

function invalidRefresh(): AppError {
  return new AppError(401, 'INVALID_TOKEN', SESSION_MESSAGES.invalidRefresh);
}

function accountDisabled(): AppError {
  return new AppError(403, ADMIN_ERROR_CODES.accountDisabled);
}

/**
 * Sessions: a short-lived JWT access token and a rotating refresh token (stored hashed) whose
 * family is the session. ADR 017 gives the rules.
 */
export default fp(
  (app: FastifyInstance, options: { secureCookie: boolean }) => {
    const { db } = app.database;

    async function issue(
      executor: DbExecutor,
      user: UserRecord,
      familyId: string,
      parentId: string | null,
    ): Promise<IssuedTokens> {
      const now = app.clock.now();
      const refreshToken = newSecretToken();
      await app.refreshTokens.create(executor, {
        userId: user.id,
        familyId,
        parentId,
        tokenHash: hashSecretToken(refreshToken),
        expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000),
      });
      const accessToken = app.jwt.sign(
        { sub: user.id, sid: familyId, typ: 'access' },
        { clockTimestamp: now.getTime() },
      );
      return { accessToken, refreshToken };
    }

    const sessions: AuthSessions = {
      async start(executor, user) {
        const current = await app.users.lock(executor, user.id);
        if (current?.passwordHash !== user.passwordHash) return undefined;
        // Checked under the lock that a disable takes too: no session starts after it commits.
        if (current.disabledAt) throw accountDisabled();
        return issue(executor, current, randomUUID(), null);
      },

      async rotate(refreshToken, log) {
        const tokenHash = hashSecretToken(refreshToken);
        // The revocation of a replayed family must commit, so the refusal is thrown after it.
        const outcome = await db.transaction(async (tx) => {
          const presented = await app.refreshTokens.findByHash(tx, tokenHash);
          if (!presented) return { refused: true } as const;
          // Sign-out and resets lock the user first too: no child escapes their revocation.
          const user = await app.users.lock(tx, presented.userId);
          if (!user) return { refused: true } as const;
          // Before the token checks: a disable revokes every family too, but the answer says why.
          if (user.disabledAt) return { refused: true, disabled: true } as const;
          const now = app.clock.now();
          let parent = await app.refreshTokens.spend(tx, tokenHash, now);
          if (parent) {
            await app.refreshTokens.spendSiblings(tx, parent, now);
          } else {
            const known = await app.refreshTokens.findByHash(tx, tokenHash);
            if (!known?.spentAt || known.revokedAt || known.expiresAt <= now) {
              return { refused: true } as const;
            }
            if (now.getTime() - known.spentAt.getTime() >= REFRESH_GRACE_SECONDS * 1000) {
              await app.refreshTokens.revokeFamily(tx, known.familyId, now);
              log.warn(
                { familyId: known.familyId, userId: known.userId },
                'spent refresh token presented again: session revoked',
              );
              return { refused: true } as const;
            }
            parent = known;
          }
          const tokens = await issue(tx, user, parent.familyId, parent.id);
          return { refused: false, user, tokens } as const;
        });
        if (outcome.refused) throw 'disabled' in outcome ? accountDisabled() : invalidRefresh();
        return { user: outcome.user, tokens: outcome.tokens };
      },

      async end(refreshToken) {
        await db.transaction(async (tx) => {
          const known = await app.refreshTokens.findByHash(tx, hashSecretToken(refreshToken));
          if (!known) return;
          await app.users.lock(tx, known.userId);
          await app.refreshTokens.revokeFamily(tx, known.familyId, app.clock.now());
        });
      },

      presentedToken(request, body) {
        return body.refreshToken ?? request.cookies[REFRESH_COOKIE];
      },

      reply(reply, user, tokens, inBody) {
        if (!inBody) {
          void reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
            path: REFRESH_COOKIE_PATH,
            httpOnly: true,
            sameSite: 'strict',
            secure: options.secureCookie,
            maxAge: REFRESH_TOKEN_TTL_SECONDS,
          });
        }
        return {
          accessToken: tokens.accessToken,
          tokenType: 'Bearer',
          expiresIn: ACCESS_TOKEN_TTL_SECONDS,
          user: toUser(user),
          ...(inBody ? { refreshToken: tokens.refreshToken } : {}),
        };
      },

      clearCookie(reply) {
        void reply.clearCookie(REFRESH_COOKIE, {
          path: REFRESH_COOKIE_PATH,
          httpOnly: true,
          sameSite: 'strict',
          secure: options.secureCookie,
        });
      },
    };

    app.decorate('authSessions', sessions);
  },
  {
    name: 'auth-sessions',
    dependencies: ['database', 'jwt', 'cookie', 'users-repository', 'refresh-tokens-repository'],
  },
);
