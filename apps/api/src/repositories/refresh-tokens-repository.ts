import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbExecutor } from '../infrastructure/database/database.js';
import { refreshTokens } from '../infrastructure/database/schema/index.js';

export type RefreshTokenRecord = typeof refreshTokens.$inferSelect;

export interface RefreshTokensRepository {
  create(
    executor: DbExecutor,
    values: {
      userId: string;
      familyId: string;
      parentId: string | null;
      tokenHash: string;
      expiresAt: Date;
    },
  ): Promise<RefreshTokenRecord>;
  /**
   * Spends a live token in one statement: of two requests presenting it at once, exactly one
   * gets the row back. `undefined` when it is unknown, spent, revoked or expired.
   */
  spend(
    executor: DbExecutor,
    tokenHash: string,
    now: Date,
  ): Promise<RefreshTokenRecord | undefined>;
  findByHash(executor: DbExecutor, tokenHash: string): Promise<RefreshTokenRecord | undefined>;
  /**
   * Spends the unspent siblings of a token just spent (other children of its parent, issued in
   * the grace window): a copy of a token replayed in that window dies with the first use of
   * any of them. Browsers keep only the newest in their cookie, so they never present the others.
   */
  spendSiblings(executor: DbExecutor, token: RefreshTokenRecord, now: Date): Promise<void>;
  /** Revokes every token of a family: the session ends on every device that shares it. */
  revokeFamily(executor: DbExecutor, familyId: string, now: Date): Promise<void>;
  /** Revokes every family of a user, except `keepFamilyId` (the caller's own session). */
  revokeAllOfUser(
    executor: DbExecutor,
    userId: string,
    now: Date,
    keepFamilyId?: string,
  ): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    refreshTokens: RefreshTokensRepository;
  }
}

/** Refresh tokens (hashes only) and their families; see auth-sessions for the rules. */
export default fp(
  (app: FastifyInstance) => {
    const repository: RefreshTokensRepository = {
      async create(executor, values) {
        const [row] = await executor.insert(refreshTokens).values(values).returning();
        if (!row) throw new Error('inserting a refresh token returned no row');
        return row;
      },
      async spend(executor, tokenHash, now) {
        const [row] = await executor
          .update(refreshTokens)
          .set({ spentAt: now })
          .where(
            and(
              eq(refreshTokens.tokenHash, tokenHash),
              isNull(refreshTokens.spentAt),
              isNull(refreshTokens.revokedAt),
              gt(refreshTokens.expiresAt, now),
            ),
          )
          .returning();
        return row;
      },
      async findByHash(executor, tokenHash) {
        const [row] = await executor
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, tokenHash));
        return row;
      },
      async spendSiblings(executor, token, now) {
        if (token.parentId === null) return;
        await executor
          .update(refreshTokens)
          .set({ spentAt: now })
          .where(
            and(
              eq(refreshTokens.parentId, token.parentId),
              ne(refreshTokens.id, token.id),
              isNull(refreshTokens.spentAt),
            ),
          );
      },
      async revokeFamily(executor, familyId, now) {
        await executor
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
      },
      async revokeAllOfUser(executor, userId, now, keepFamilyId) {
        await executor
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(
            and(
              eq(refreshTokens.userId, userId),
              isNull(refreshTokens.revokedAt),
              keepFamilyId === undefined ? undefined : ne(refreshTokens.familyId, keepFamilyId),
            ),
          );
      },
    };
    app.decorate('refreshTokens', repository);
  },
  { name: 'refresh-tokens-repository', dependencies: ['database'] },
);
