import { eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbExecutor } from '../infrastructure/database/database.js';
import { stripeCustomers } from '../infrastructure/database/schema/index.js';

export interface StripeCustomersRepository {
  /** The id of the user's customer, whichever gateway created it. */
  find(userId: string): Promise<string | undefined>;
  /**
   * Stores the user's customer. A user has one: when they have one already it is kept, unless
   * its id starts with `replacing` (a customer another gateway left, which this one replaces).
   *
   * @returns the id stored; `undefined` when the user's own was kept.
   */
  insert(
    userId: string,
    customerId: string,
    now: Date,
    replacing: string | undefined,
  ): Promise<string | undefined>;
  /** The user whose customer `customerId` is. */
  userOf(executor: DbExecutor, customerId: string): Promise<string | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    stripeCustomers: StripeCustomersRepository;
  }
}

/** Each user's one Stripe customer, created at their first checkout. */
export default fp(
  (app: FastifyInstance) => {
    const { db } = app.database;
    const repository: StripeCustomersRepository = {
      async find(userId) {
        const [row] = await db
          .select({ id: stripeCustomers.stripeCustomerId })
          .from(stripeCustomers)
          .where(eq(stripeCustomers.userId, userId));
        return row?.id;
      },
      async insert(userId, customerId, now, replacing) {
        const insert = db
          .insert(stripeCustomers)
          .values({ userId, stripeCustomerId: customerId, createdAt: now });
        const [row] = await (
          replacing === undefined
            ? insert.onConflictDoNothing({ target: stripeCustomers.userId })
            : insert.onConflictDoUpdate({
                target: stripeCustomers.userId,
                set: { stripeCustomerId: customerId },
                setWhere: like(stripeCustomers.stripeCustomerId, `${replacing}%`),
              })
        ).returning({ id: stripeCustomers.stripeCustomerId });
        return row?.id;
      },
      async userOf(executor, customerId) {
        const [row] = await executor
          .select({ userId: stripeCustomers.userId })
          .from(stripeCustomers)
          .where(eq(stripeCustomers.stripeCustomerId, customerId));
        return row?.userId;
      },
    };
    app.decorate('stripeCustomers', repository);
  },
  { name: 'stripe-customers-repository', dependencies: ['database'] },
);
