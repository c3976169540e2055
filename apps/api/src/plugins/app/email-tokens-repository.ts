import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbExecutor } from '../../db/database.js';
import { emailTokens, type EmailTokenPurpose } from '../../db/schema/index.js';

export interface EmailTokensRepository {
  /** Stores a new link token; the user's earlier unused ones of that purpose stop working. */
  issue(
    executor: DbExecutor,
    values: { userId: string; purpose: EmailTokenPurpose; tokenHash: string; expiresAt: Date },
    now: Date,
  ): Promise<void>;
  /**
   * Spends a token in one statement (single use even under concurrent clicks): the user id, or
   * `undefined` when the token is unknown, used, expired or for another purpose.
   */
  consume(
    executor: DbExecutor,
    tokenHash: string,
    purpose: EmailTokenPurpose,
    now: Date,
  ): Promise<string | undefined>;
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
      async issue(executor, values, now) {
        await executor
          .update(emailTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(emailTokens.userId, values.userId),
              eq(emailTokens.purpose, values.purpose),
              isNull(emailTokens.usedAt),
            ),
          );
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
          .returning({ userId: emailTokens.userId });
        return row?.userId;
      },
    };
    app.decorate('emailTokens', repository);
  },
  { name: 'email-tokens-repository', dependencies: ['database'] },
);
