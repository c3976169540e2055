import { FREE_CALCULATION_LIMIT, type CalculationType } from '@freedompath/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../infrastructure/database/database.js';
import {
  subscriptions,
  type SubscriptionType,
  userCalculations,
  users,
} from '../infrastructure/database/schema/index.js';
import { activeSubscription } from './active-subscription.js';

/** A user's paying subscription at a moment, if any, and whether the admin gave free access. */
export interface PaidPlan {
  complimentary: boolean;
  plan?: { type: SubscriptionType; currentPeriodEnd: Date | null; cancelAtPeriodEnd: boolean };
}

/** What one spend did, read in one snapshot (`before` does not see this spend's own row). */
export type Spend = {
  before: number;
  inserted: number;
  /** The key is in the ledger for this same request (or for one written before fingerprints). */
  replayed: boolean;
  /** The key is in the ledger for another request. */
  reused: boolean;
};

/**
 * The quota ledger (`user_calculations`) and the paid-access reads it is checked against. The
 * statements take the transaction they run in: the entitlements service holds the rules and
 * the lock order.
 */
export const quotaLedgerRepository = {
  async paidPlan(executor: DbExecutor, userId: string, now: Date): Promise<PaidPlan> {
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
  },

  async used(executor: DbExecutor, userId: string): Promise<number> {
    const [row] = await executor
      .select({ used: count() })
      .from(userCalculations)
      .where(eq(userCalculations.userId, userId));
    return row?.used ?? 0;
  },

  /**
   * Locks the user's row and tells whether they have paid access; `undefined` when the user is
   * gone. Concurrent spends of one user queue on this lock.
   */
  async lockPaid(tx: DbExecutor, userId: string, now: Date): Promise<boolean | undefined> {
    const locked = await tx.execute<{ paid: boolean }>(sql`
      select ${users.complimentaryAccessAt} is not null or exists (
        select 1 from ${subscriptions}
        where ${subscriptions.userId} = ${userId} and ${activeSubscription(now)}
      ) as paid
      from ${users} where ${users.id} = ${userId} for update of ${users}`);
    return locked.rows[0]?.paid;
  },

  /**
   * Writes one ledger row while fewer than FREE_CALCULATION_LIMIT exist, unless the key is
   * already there. A row written before fingerprints were kept has none and counts as this
   * request's: it was spent once, and nothing tells what it was spent on.
   */
  async spend(
    tx: DbExecutor,
    userId: string,
    calculationType: CalculationType,
    idempotencyKey: string,
    fingerprint: string,
  ): Promise<Spend> {
    const spent = await tx.execute<Spend>(sql`
      with inserted as (
        insert into ${userCalculations} (user_id, calculation_type, idempotency_key, request_fingerprint)
        select ${userId}, ${calculationType}, ${idempotencyKey}, ${fingerprint}
        where (select count(*) from ${userCalculations} where user_id = ${userId}) < ${FREE_CALCULATION_LIMIT}
        on conflict (user_id, idempotency_key) do nothing
        returning 1
      ), earlier as (
        select request_fingerprint from ${userCalculations}
        where user_id = ${userId} and idempotency_key = ${idempotencyKey}
      )
      select
        (select count(*) from ${userCalculations} where user_id = ${userId})::int as before,
        (select count(*) from inserted)::int as inserted,
        exists (
          select 1 from earlier
          where request_fingerprint is null or request_fingerprint = ${fingerprint}
        ) as replayed,
        exists (select 1 from earlier where request_fingerprint <> ${fingerprint}) as reused`);
    const row = spent.rows[0];
    if (!row) throw new Error('the consume statement returned no row');
    return row;
  },

  /** Empties the user's ledger (the admin's quota reset); returns how many rows went. */
  async clear(executor: DbExecutor, userId: string): Promise<number> {
    const removed = await executor
      .delete(userCalculations)
      .where(eq(userCalculations.userId, userId))
      .returning({ id: userCalculations.id });
    return removed.length;
  },
};
