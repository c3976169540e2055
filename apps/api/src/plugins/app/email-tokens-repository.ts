import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbExecutor } from '../../db/database.js';
import { emailTokens, type EmailTokenPurpose } from '../../db/schema/index.js';

/** What a spent link token tells: whose it is, and the password its sign-up chose, if any. */
export interface ConsumedEmailToken {
  userId: string;
  passwordHash: string | null;
}

export interface EmailTokensRepository {
  /** Stores a new link token. */
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
   * Spends a token in one statement (single use even under concurrent clicks); `undefined`
   * when the token is unknown, used, expired or for another purpose.
   */
  consume(
    executor: DbExecutor,
    tokenHash: string,
    purpose: EmailTokenPurpose,
    now: Date,
  ): Promise<ConsumedEmailToken | undefined>;
  /** Spends every unused token of the user for `purpose`: older links stop working. */
  retire(
    executor: DbExecutor,
    userId: string,
    purpose: EmailTokenPurpose,
    now: Date,
  ): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    emailTokens: EmailTokensRepository;
  }
}

/** Tokens of e-mailed links (verification, password reset), as hashes. */
export default fp(
  (app: FastifyInstance) => {
    const repository: EmailTokensRepository = {
      async issue(executor, values) {
        await executor.insert(emailTokens).values(values);
      },
      async consume(executor, tokenHash, purpose, now) {
        const [row] = await executor
          .update(emailTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(emailTokens.tokenHash, tokenHash),
              eq(emailTokens.purpose, purpose),
              isNull(emailTokens.usedAt),
              gt(emailTokens.expiresAt, now),
            ),
          )
          .returning({ userId: emailTokens.userId, passwordHash: emailTokens.passwordHash });
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
    };
    app.decorate('emailTokens', repository);
  },
  { name: 'email-tokens-repository', dependencies: ['database'] },
);
