import { createHash } from 'node:crypto';
import {
  FREE_CALCULATION_LIMIT,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  QUOTA_EXCEEDED_MESSAGE,
  type CalculationType,
  type Entitlements,
} from '@freedompath/contracts';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbExecutor } from '../../infrastructure/database/database.js';
import { subscriptions, userCalculations, users } from '../../infrastructure/database/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { UserRecord } from '../../repositories/users-repository.js';

export interface EntitlementsService {
  /** What `user` may do now: plan, paid, admin and the calculations left. */
  of(user: UserRecord, executor?: DbExecutor): Promise<Entitlements>;
  /**
   * Spends one calculation of a signed-in free user; paid users, complimentary access and the
   * admin spend nothing and leave no ledger row. The same idempotency key twice with the same
   * `request` (what the client asked: JSON, its object keys in a fixed order) spends once.
   *
   * @returns the calculations left, `null` for unlimited.
   * @throws AppError 422 IDEMPOTENCY_KEY_REUSED when the key was spent on another request.
   * @throws AppError 402 QUOTA_EXCEEDED when none are left.
   */
  consume(
    user: UserRecord,
    calculationType: CalculationType,
    idempotencyKey: string,
    request: unknown,
  ): Promise<number | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    entitlements: EntitlementsService;
  }
}

/**
 * Whether the `subscriptions` row grants paid access at `now`: active, and a lifetime purchase
 * or a period (monthly, yearly) that has not ended. The admin's figures use the same rule.
 */
export function activeSubscription(now: Date): SQL {
  return sql`(${subscriptions.status} = 'active' and (${subscriptions.subscriptionType} = 'lifetime' or ${subscriptions.currentPeriodEnd} > ${now.toISOString()}::timestamptz))`;
}

/** SHA-256 of `request` as JSON: the ledger row's `request_fingerprint`. */
function fingerprintOf(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('base64url');
}

/**
 * Entitlements and the quota ledger. Paid access is an active subscription row whose period
 * (monthly, yearly) has not ended, or a lifetime purchase; the admin and users the admin gave
 * complimentary access are paid too, on the free plan and outside the ledger. A free user's
 * calculations are the ledger rows; a consume locks the user's row and inserts only while fewer
 * than five exist, so concurrent requests can never pass the limit (ADR 020). A key already in
 * the ledger is a retry when its row's fingerprint matches, else a reuse, refused (ADR 039).
 */
export default fp(
  (app: FastifyInstance) => {
    const { db } = app.database;

    /** The user's paying subscription, if any, and whether the admin gave them free access. */
    async function paidPlan(executor: DbExecutor, userId: string, now: Date) {
      const [row] = await executor
        .select({
          complimentary: sql<boolean>`${users.complimentaryAccessAt} is not null`,
          subscriptionType: subscriptions.subscriptionType,
          currentPeriodEnd: subscriptions.currentPeriodEnd,
          cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
        })
        .from(users)
        .leftJoin(subscriptions, and(eq(subscriptions.userId, users.id), activeSubscription(now)))
        .where(eq(users.id, userId));
      const plan = row?.subscriptionType
        ? {
            type: row.subscriptionType,
            currentPeriodEnd: row.currentPeriodEnd,
            cancelAtPeriodEnd: row.cancelAtPeriodEnd ?? false,
          }
        : undefined;
      return { complimentary: row?.complimentary ?? false, plan };
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
        const [{ complimentary, plan }, spent] = await Promise.all([
          paidPlan(executor, user.id, app.clock.now()),
          used(executor, user.id),
        ]);
        const paid = admin || complimentary || plan !== undefined;
        return {
          plan: plan?.type ?? 'free',
          paid,
          admin,
          limit: FREE_CALCULATION_LIMIT,
          used: spent,
          remaining: paid ? null : Math.max(0, FREE_CALCULATION_LIMIT - spent),
          accessUntil:
            plan && plan.type !== 'lifetime' && plan.currentPeriodEnd
              ? plan.currentPeriodEnd.toISOString()
              : null,
          cancelAtPeriodEnd: plan?.cancelAtPeriodEnd ?? false,
        };
      },

      async consume(user, calculationType, idempotencyKey, request) {
        if (user.role === 'admin') return null;
        const now = app.clock.now();
        const fingerprint = fingerprintOf(request);
        const outcome = await db.transaction(async (tx) => {
          // Concurrent consumes of one user queue on their row; each then counts what the
          // others committed. The paid check rides along, so a free consume is two statements.
          const locked = await tx.execute<{ paid: boolean }>(sql`
            select ${users.complimentaryAccessAt} is not null or exists (
              select 1 from ${subscriptions}
              where ${subscriptions.userId} = ${user.id} and ${activeSubscription(now)}
            ) as paid
            from ${users} where ${users.id} = ${user.id} for update of ${users}`);
          const viewer = locked.rows[0];
          if (!viewer) throw new AppError(401, 'UNAUTHORIZED', 'Please sign in to continue.');
          if (viewer.paid) return { paid: true } as const;
          // One snapshot: `before` and `earlier` do not see this statement's own insert. A row
          // written before fingerprints were kept has none and is taken for a retry: it was
          // spent once, and nothing tells what it was spent on.
          const spent = await tx.execute<{
            before: number;
            inserted: number;
            replayed: boolean;
            reused: boolean;
          }>(sql`
            with inserted as (
              insert into ${userCalculations} (user_id, calculation_type, idempotency_key, request_fingerprint)
              select ${user.id}, ${calculationType}, ${idempotencyKey}, ${fingerprint}
              where (select count(*) from ${userCalculations} where user_id = ${user.id}) < ${FREE_CALCULATION_LIMIT}
              on conflict (user_id, idempotency_key) do nothing
              returning 1
            ), earlier as (
              select request_fingerprint from ${userCalculations}
              where user_id = ${user.id} and idempotency_key = ${idempotencyKey}
            )
            select
              (select count(*) from ${userCalculations} where user_id = ${user.id})::int as before,
              (select count(*) from inserted)::int as inserted,
              exists (
                select 1 from earlier
                where request_fingerprint is null or request_fingerprint = ${fingerprint}
              ) as replayed,
              exists (select 1 from earlier where request_fingerprint <> ${fingerprint}) as reused`);
          const row = spent.rows[0];
          if (!row) throw new Error('the consume statement returned no row');
          return { paid: false, ...row } as const;
        });
        if (outcome.paid) return null;
        // Before the quota: the key, not the count, is what the client must change.
        if (outcome.reused) {
          throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_KEY_REUSED_MESSAGE);
        }
        if (outcome.inserted === 0 && !outcome.replayed) {
          throw new AppError(402, 'QUOTA_EXCEEDED', QUOTA_EXCEEDED_MESSAGE);
        }
        return Math.max(0, FREE_CALCULATION_LIMIT - outcome.before - outcome.inserted);
      },
    };
    app.decorate('entitlements', service);
  },
  { name: 'entitlements', dependencies: ['database'] },
);
