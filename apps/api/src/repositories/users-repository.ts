import { and, eq, exists, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbExecutor } from '../infrastructure/database/database.js';
import { refreshTokens, users } from '../infrastructure/database/schema/index.js';

export type UserRecord = typeof users.$inferSelect;

export interface UsersRepository {
  findByEmail(email: string, executor?: DbExecutor): Promise<UserRecord | undefined>;
  findById(id: string, executor?: DbExecutor): Promise<UserRecord | undefined>;
  /**
   * The user, only while the session (refresh family) `sessionId` of theirs is not revoked and
   * the account is not disabled.
   */
  findInSession(id: string, sessionId: string): Promise<UserRecord | undefined>;
  /**
   * Reads the user and locks the row until the transaction ends. Everything that starts,
   * extends or ends a session takes this lock first, so a refresh cannot slip a new token past
   * a sign-out or a password reset running at the same moment.
   */
  lock(executor: DbExecutor, id: string): Promise<UserRecord | undefined>;
  /**
   * Inserts a new, unverified user; `undefined` when the address is taken. Until the address is
   * confirmed its password is the one the owner confirms it with (ADR 038), not this one.
   */
  create(
    executor: DbExecutor,
    values: { email: string; passwordHash: string },
    now: Date,
  ): Promise<UserRecord | undefined>;
  /**
   * Sets a new password. With `verify`, the address is verified too (an opened link proves the
   * mailbox), the admin address gets its role, and every access token issued before `now` stops
   * working.
   */
  setPassword(
    executor: DbExecutor,
    id: string,
    passwordHash: string,
    now: Date,
    options: { verify: boolean },
  ): Promise<UserRecord>;
  /** Deletes the user; their tokens and other rows go with them (foreign keys cascade). */
  delete(executor: DbExecutor, id: string): Promise<void>;
  /** Gives `admin` to the verified `ADMIN_EMAIL` and `user` to everyone else; returns changes. */
  syncRoles(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersRepository;
  }
}

/**
 * Users' rows. The role is derived in SQL from the one configured admin address and the
 * verification state, so nothing a caller sends can make anyone an admin, and changing
 * `ADMIN_EMAIL` moves the role at the next boot.
 */
export default fp(
  async (app: FastifyInstance, options: { adminEmail?: string | undefined }) => {
    const db = app.database.db;
    // Exact match on the stored (lower-cased, ASCII-only) address: no look-alike qualifies.
    const roleOf = (verifiedAt: SQL | typeof users.emailVerifiedAt): SQL =>
      options.adminEmail === undefined
        ? sql`'user'`
        : sql`case when ${users.email} = ${options.adminEmail} and ${verifiedAt} is not null then 'admin' else 'user' end`;

    const expectOne = (rows: UserRecord[], id: string): UserRecord => {
      const [row] = rows;
      if (!row) throw new Error(`user ${id} vanished during an update`);
      return row;
    };

    const repository: UsersRepository = {
      async findByEmail(email, executor = db) {
        const [row] = await executor.select().from(users).where(eq(users.email, email));
        return row;
      },
      async findById(id, executor = db) {
        const [row] = await executor.select().from(users).where(eq(users.id, id));
        return row;
      },
      async findInSession(id, sessionId) {
        const [row] = await db
          .select()
          .from(users)
          .where(
            and(
              eq(users.id, id),
              // A disable revokes the sessions too; this keeps a missed one from counting.
              isNull(users.disabledAt),
              exists(
                db
                  .select({ id: refreshTokens.id })
                  .from(refreshTokens)
                  .where(
                    and(
                      eq(refreshTokens.familyId, sessionId),
                      eq(refreshTokens.userId, id),
                      isNull(refreshTokens.revokedAt),
                    ),
                  ),
              ),
            ),
          );
        return row;
      },
      async lock(executor, id) {
        const [row] = await executor.select().from(users).where(eq(users.id, id)).for('update');
        return row;
      },
      async create(executor, values, now) {
        const [row] = await executor
          .insert(users)
          .values({ ...values, tokensValidAfter: now, createdAt: now, updatedAt: now })
          .onConflictDoNothing({ target: users.email })
          .returning();
        return row;
      },
      async setPassword(executor, id, passwordHash, now, { verify }) {
        const verifiedAt = verify
          ? sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`
          : sql`${users.emailVerifiedAt}`;
        const rows = await executor
          .update(users)
          .set({
            passwordHash,
            emailVerifiedAt: verifiedAt,
            role: sql`${roleOf(verifiedAt)}`,
            ...(verify ? { tokensValidAfter: now } : {}),
            updatedAt: now,
          })
          .where(eq(users.id, id))
          .returning();
        return expectOne(rows, id);
      },
      async delete(executor, id) {
        await executor.delete(users).where(eq(users.id, id));
      },
      async syncRoles() {
        const rows = await db
          .update(users)
          .set({ role: sql`${roleOf(users.emailVerifiedAt)}` })
          .where(sql`${users.role} <> ${roleOf(users.emailVerifiedAt)}`)
          .returning({ id: users.id });
        return rows.length;
      },
    };

    app.decorate('users', repository);
    app.addHook('onReady', async () => {
      const changed = await repository.syncRoles();
      if (changed > 0) app.log.info({ changed }, 'user roles updated for ADMIN_EMAIL');
    });
  },
  { name: 'users-repository', dependencies: ['database'] },
);
