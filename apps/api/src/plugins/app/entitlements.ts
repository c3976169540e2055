import {
  FREE_CALCULATION_LIMIT,
  QUOTA_EXCEEDED_MESSAGE,
  type CalculationType,
  type Entitlements,
} from '@freedompath/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbExecutor } from '../../db/database.js';
import { subscriptions, userCalculations, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { UserRecord } from './users-repository.js';

export interface EntitlementsService {
  /** What `user` may do now: plan, paid, admin and the calculations left. */
  of(user: UserRecord, executor?: DbExecutor): Promise<Entitlements>;
  /**
   * Spends one calculation of a signed-in free user; paid users and the admin spend nothing
   * and leave no ledger row. The same idempotency key twice spends once.
   *
   * @returns the calculations left, `null` for unlimited.
   * @throws AppError 402 QUOTA_EXCEEDED when none are left.
   */
  consume(
    user: UserRecord,
    calculationType: CalculationType,
    idempotencyKey: string,
  ): Promise<number | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    entitlements: EntitlementsService;
  }
}

/**
 * Entitlements and the quota ledger. Paid access is an active subscription row whose period
 * (monthly, yearly) has not ended, or a lifetime purchase; the admin is paid too. A free user's
 * calculations are the ledger rows; a consume locks the user's row and inserts only while fewer
 * than five exist, so concurrent requests can never pass the limit (ADR 020).
 */
export default fp(
  (app: FastifyInstance) => {
    const { db } = app.database;

    async function paidPlan(executor: DbExecutor, userId: string, now: Date) {
      const [row] = await executor
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            eq(subscriptions.status, 'active'),
            sql`(${subscriptions.subscriptionType} = 'lifetime' or ${subscriptions.currentPeriodEnd} > ${now.toISOString()}::timestamptz)`,
          ),
        );
      return row;
    }

    async function used(executor: DbExecutor, userId: string): Promise<number> {
      const [row] = await executor
        .select({ used: count() })
        .from(userCalculations)
        .where(eq(userCalculations.userId, userId));
      return row?.used ?? 0;
    }

    const service: EntitlementsService = {
      async of(user, executor = db) {
        const admin = user.role === 'admin';
        const [plan, spent] = await Promise.all([
          paidPlan(executor, user.id, app.clock.now()),
          used(executor, user.id),
        ]);
        const paid = admin || plan !== undefined;
        return {
          plan: plan?.subscriptionType ?? 'free',
          paid,
          admin,
          limit: FREE_CALCULATION_LIMIT,
          used: spent,
          remaining: paid ? null : Math.max(0, FREE_CALCULATION_LIMIT - spent),
          accessUntil:
            plan && plan.subscriptionType !== 'lifetime' && plan.currentPeriodEnd
              ? plan.currentPeriodEnd.toISOString()
              : null,
          cancelAtPeriodEnd: plan?.cancelAtPeriodEnd ?? false,
        };
      },

      async consume(user, calculationType, idempotencyKey) {
        if (user.role === 'admin') return null;
        return db.transaction(async (tx) => {
          if (await paidPlan(tx, user.id, app.clock.now())) return null;
          // Concurrent consumes of one user queue here; each then counts what the others wrote.
          await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
          const inserted = await tx.execute<{ id: string }>(sql`
            insert into ${userCalculations} (user_id, calculation_type, idempotency_key)
            select ${user.id}, ${calculationType}, ${idempotencyKey}
            where (select count(*) from ${userCalculations} where user_id = ${user.id}) < ${FREE_CALCULATION_LIMIT}
            on conflict (user_id, idempotency_key) do nothing
            returning id`);
          if (inserted.rows.length === 0) {
            const [replayed] = await tx
              .select({ id: userCalculations.id })
              .from(userCalculations)
              .where(
                and(
                  eq(userCalculations.userId, user.id),
                  eq(userCalculations.idempotencyKey, idempotencyKey),
                ),
              );
            if (!replayed) throw new AppError(402, 'QUOTA_EXCEEDED', QUOTA_EXCEEDED_MESSAGE);
          }
          return Math.max(0, FREE_CALCULATION_LIMIT - (await used(tx, user.id)));
        });
      },
    };
    app.decorate('entitlements', service);
  },
  { name: 'entitlements', dependencies: ['database'] },
);
