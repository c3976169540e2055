import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.js';
import type { StripeCustomersRepository } from '../../repositories/stripe-customers-repository.js';
import type { UserRecord } from '../../repositories/users-repository.js';
import type { PaymentGateway } from './payment-gateway.js';

export interface BillingCustomers {
  /** The id of the user's customer at the gateway, if they have one it can use. */
  find(userId: string): Promise<string | undefined>;
  /**
   * The user's customer, created at their first checkout.
   *
   * @throws as the gateway's `createCustomer`.
   */
  ensure(user: UserRecord, log: FastifyBaseLogger): Promise<string>;
}

/**
 * Each user's one customer at the gateway. Two first checkouts at once may both create one:
 * the table keeps whichever row lands, and both use it.
 */
export function createBillingCustomers(options: {
  gateway: PaymentGateway;
  stripeCustomers: StripeCustomersRepository;
  clock: Clock;
}): BillingCustomers {
  const { gateway, stripeCustomers, clock } = options;
  const foreign = gateway.foreignCustomerPrefix;

  async function find(userId: string): Promise<string | undefined> {
    const id = await stripeCustomers.find(userId);
    return foreign !== undefined && id?.startsWith(foreign) ? undefined : id;
  }

  return {
    find,
    async ensure(user, log) {
      const existing = await find(user.id);
      if (existing) return existing;
      const created = await gateway.createCustomer(user, log);
      const stored = await stripeCustomers.insert(user.id, created, clock.now(), foreign);
      if (stored) return stored;
      const winner = await find(user.id);
      if (!winner) throw new Error(`no Stripe customer for user ${user.id} after an insert`);
      return winner;
    },
  };
}
