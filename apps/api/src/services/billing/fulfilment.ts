import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbExecutor } from '../../infrastructure/database/database.js';
import type { Clock } from '../../lib/clock.js';
import type { StripeEventsRepository } from '../../repositories/stripe-events-repository.js';
import {
  applyAnsweredSubscription,
  handleStripeEvent,
  isFulfilmentEventType,
  type FulfilmentContext,
  type FulfilmentEvent,
} from './handle-stripe-event.js';
import type { ProviderObject } from './payment-gateway.js';
import type { StripeEventEnvelope } from './stripe-object-schemas.js';

/** What became of a webhook event. */
export type EventOutcome = 'processed' | 'duplicate' | 'ignored';

export interface Fulfilment {
  /**
   * Applies an event once: its id is stored in the transaction of its effects, first, so a
   * repeat (even a concurrent one, which waits on that row) finds it and changes nothing, and a
   * failure stores neither.
   */
  applyOnce(event: FulfilmentEvent, log: FastifyBaseLogger): Promise<'processed' | 'duplicate'>;
  /** Applies a verified webhook event once, if it is of a type fulfilment acts on. */
  processEvent(event: StripeEventEnvelope, log: FastifyBaseLogger): Promise<EventOutcome>;
  /**
   * Applies, in the caller's transaction, a subscription as the provider answered a cancel or
   * a resume of ours, so the row says so before the webhook that follows.
   */
  applyAnswered(
    tx: DbExecutor,
    subscription: ProviderObject,
    log: FastifyBaseLogger,
  ): Promise<void>;
}

/** The repositories fulfilment reads and writes (the app's). */
export interface FulfilmentRepositories extends Pick<
  FulfilmentContext,
  'users' | 'subscriptions' | 'payments' | 'stripeCustomers'
> {
  stripeEvents: StripeEventsRepository;
}

export interface FulfilmentOptions extends Pick<
  FulfilmentContext,
  'monthlyPriceId' | 'cancelSubscription'
> {
  db: Db;
  clock: Clock;
  repositories: FulfilmentRepositories;
}

/**
 * Fulfilment of the payment provider's events into `subscriptions` and `payments` (what
 * entitlements read): Stripe's webhook and the simulated checkout's buttons both end here.
 */
export function createFulfilment(options: FulfilmentOptions): Fulfilment {
  const { db, clock, monthlyPriceId, cancelSubscription } = options;
  const { users, subscriptions, payments, stripeCustomers, stripeEvents } = options.repositories;
  const context = {
    users,
    subscriptions,
    payments,
    stripeCustomers,
    monthlyPriceId,
    cancelSubscription,
  };

  async function applyOnce(event: FulfilmentEvent, log: FastifyBaseLogger) {
    return db.transaction(async (tx): Promise<'processed' | 'duplicate'> => {
      const now = clock.now();
      if (!(await stripeEvents.record(tx, event, now))) return 'duplicate';
      await handleStripeEvent({ ...context, tx, now, log }, event);
      return 'processed';
    });
  }

  return {
    applyOnce,
    async processEvent({ id, type, created, data }, log) {
      if (!isFulfilmentEventType(type)) return 'ignored';
      return applyOnce({ id, type, created, object: data.object }, log);
    },
    applyAnswered: (tx, subscription, log) =>
      applyAnsweredSubscription({ ...context, tx, now: clock.now(), log }, subscription),
  };
}
