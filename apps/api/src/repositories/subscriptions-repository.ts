import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbExecutor } from '../infrastructure/database/database.js';
import { subscriptions } from '../infrastructure/database/schema/index.js';

export type SubscriptionRecord = typeof subscriptions.$inferSelect;

/** What billing writes in a user's row: everything but whose it is and when it was created. */
export type SubscriptionValues = Omit<typeof subscriptions.$inferInsert, 'userId' | 'createdAt'>;

export interface SubscriptionsRepository {
  find(userId: string): Promise<SubscriptionRecord | undefined>;
  /** Reads the user's row and locks it until the transaction ends. */
  lock(executor: DbExecutor, userId: string): Promise<SubscriptionRecord | undefined>;
  /** The user whose row holds the Stripe subscription `stripeSubscriptionId`. */
  ownerOf(executor: DbExecutor, stripeSubscriptionId: string): Promise<string | undefined>;
  /** Writes the user's row, inserting it the first time. */
  write(executor: DbExecutor, userId: string, values: SubscriptionValues, now: Date): Promise<void>;
  /** Changes some values of the user's row, if they have one. */
  update(
    executor: DbExecutor,
    userId: string,
    values: Partial<SubscriptionValues>,
    now: Date,
  ): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    subscriptions: SubscriptionsRepository;
  }
}

/** Each user's one row of paid access (a subscription or a one-time purchase); see billing. */
export default fp(
  (app: FastifyInstance) => {
    const { db } = app.database;
    const repository: SubscriptionsRepository = {
      async find(userId) {
        const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
        return row;
      },
      async lock(executor, userId) {
        const [row] = await executor
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.userId, userId))
          .for('update');
        return row;
      },
      async ownerOf(executor, stripeSubscriptionId) {
        const [row] = await executor
          .select({ userId: subscriptions.userId })
          .from(subscriptions)
          .where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId));
        return row?.userId;
      },
      async write(executor, userId, values, now) {
        const set = { ...values, updatedAt: now };
        await executor
          .insert(subscriptions)
          .values({ userId, ...set, createdAt: now })
          .onConflictDoUpdate({ target: subscriptions.userId, set });
      },
      async update(executor, userId, values, now) {
        await executor
          .update(subscriptions)
          .set({ ...values, updatedAt: now })
          .where(eq(subscriptions.userId, userId));
      },
    };
    app.decorate('subscriptions', repository);
  },
  { name: 'subscriptions-repository', dependencies: ['database'] },
);
