import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbExecutor } from '../infrastructure/database/database.js';
import {
  emailTokens,
  users,
  type EmailTokenPurpose,
} from '../infrastructure/database/schema/index.js';

/**
 * How many of an unconfirmed address's latest sign-ups can be confirmed with their password: a
 * stranger signing up again and again cannot make the owner's confirmation check without end.
 */
export const SIGNUP_PASSWORDS_KEPT = 5;

/** What a link token still working tells: whose it is, and where it was sent. */
export interface LiveEmailToken {
  userId: string;
  email: string;
}

/** Which account an address has, as a link request by address found it. */
export type AccountState = 'none' | 'unverified' | 'verified';

export interface EmailTokensRepository {
  /** Stores a new link token; a sign-up's carries the password it chose. */
  issue(
    executor: DbExecutor,
    values: {
      userId: string;
      purpose: EmailTokenPurpose;
      tokenHash: string;
      expiresAt: Date;
      passwordHash?: string;
    },
  ): Promise<void>;
  /**
   * Stores a new link token for the account of `email`, if it should get one, in one statement
   * that is the same whether or not the address has an account, so the time it takes tells
   * nothing: a reset link for any account (older reset links stop working), a confirmation link
   * for an unconfirmed one. Says which account the address has.
   */
  issueByEmail(
    executor: DbExecutor,
    values: { email: string; purpose: EmailTokenPurpose; tokenHash: string; expiresAt: Date },
    now: Date,
  ): Promise<AccountState>;
  /** The token's owner and address while it is unused and unexpired; it stays unused. */
  find(
    executor: DbExecutor,
    tokenHash: string,
    purpose: EmailTokenPurpose,
    now: Date,
  ): Promise<LiveEmailToken | undefined>;
  /**
   * Spends a token in one statement (single use even under concurrent clicks); `undefined`
   * when the token is unknown, used, expired or for another purpose.
   */
  consume(
    executor: DbExecutor,
    tokenHash: string,
    purpose: EmailTokenPurpose,
    now: Date,
  ): Promise<{ userId: string } | undefined>;
  /** Spends every unused token of the user for `purpose`: older links stop working. */
  retire(
    executor: DbExecutor,
    userId: string,
    purpose: EmailTokenPurpose,
    now: Date,
  ): Promise<void>;
  /** The passwords of the user's latest sign-ups (at most `SIGNUP_PASSWORDS_KEPT`), newest first. */
  signupPasswords(executor: DbExecutor, userId: string): Promise<string[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    emailTokens: EmailTokensRepository;
  }
}

/** Tokens of e-mailed links (verification, password reset), as hashes. */
export default fp(
  (app: FastifyInstance) => {
    const live = (tokenHash: string, purpose: EmailTokenPurpose, now: Date) =>
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      );

    const repository: EmailTokensRepository = {
      async issue(executor, values) {
        await executor.insert(emailTokens).values(values);
      },
      async issueByEmail(executor, { email, purpose, tokenHash, expiresAt }, now) {
        // The purpose is a parameter, not a branch: both routes and both answers run this text.
        const result = await executor.execute<{ verified: boolean | null }>(sql`
          with account as (
            select ${users.id} as id, ${users.emailVerifiedAt} is not null as verified
            from ${users} where ${users.email} = ${email}
          ),
          retired as (
            update ${emailTokens} set used_at = ${now.toISOString()}::timestamptz
            where user_id in (select id from account)
              and purpose = ${purpose} and used_at is null and ${purpose} = 'reset_password'
          ),
          issued as (
            insert into ${emailTokens} (user_id, purpose, token_hash, expires_at)
            select id, ${purpose}, ${tokenHash}, ${expiresAt.toISOString()}::timestamptz
            from account where ${purpose} = 'reset_password' or not verified
          )
          select (select verified from account) as verified`);
        const verified = result.rows[0]?.verified ?? null;
        return verified === null ? 'none' : verified ? 'verified' : 'unverified';
      },
      async find(executor, tokenHash, purpose, now) {
        const [row] = await executor
          .select({ userId: emailTokens.userId, email: users.email })
          .from(emailTokens)
          .innerJoin(users, eq(users.id, emailTokens.userId))
          .where(live(tokenHash, purpose, now));
        return row;
      },
      async consume(executor, tokenHash, purpose, now) {
        const [row] = await executor
          .update(emailTokens)
          .set({ usedAt: now })
          .where(live(tokenHash, purpose, now))
          .returning({ userId: emailTokens.userId });
        return row;
      },
      async retire(executor, userId, purpose, now) {
        await executor
          .update(emailTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(emailTokens.userId, userId),
              eq(emailTokens.purpose, purpose),
              isNull(emailTokens.usedAt),
            ),
          );
      },
      async signupPasswords(executor, userId) {
        const rows = await executor
          .select({ passwordHash: emailTokens.passwordHash })
          .from(emailTokens)
          .where(
            and(
              eq(emailTokens.userId, userId),
              eq(emailTokens.purpose, 'verify_email'),
              isNotNull(emailTokens.passwordHash),
            ),
          )
          .orderBy(desc(emailTokens.createdAt))
          .limit(SIGNUP_PASSWORDS_KEPT);
        return rows.flatMap(({ passwordHash }) => (passwordHash ? [passwordHash] : []));
      },
    };
    app.decorate('emailTokens', repository);
  },
  { name: 'email-tokens-repository', dependencies: ['database'] },
);
