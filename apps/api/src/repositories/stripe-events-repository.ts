import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbExecutor } from '../infrastructure/database/database.js';
import { stripeEvents } from '../infrastructure/database/schema/index.js';

export interface StripeEventsRepository {
  /**
   * Stores the id of an event being applied; false when it is stored already. In the
   * transaction of the event's effects, a concurrent delivery of the same event waits on it.
   */
  record(executor: DbExecutor, event: { id: string; type: string }, now: Date): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    stripeEvents: StripeEventsRepository;
  }
}

/** The Stripe events applied, by id; see billing for the once-only rule. */
export default fp(
  (app: FastifyInstance) => {
    const repository: StripeEventsRepository = {
      async record(executor, { id, type }, now) {
        const fresh = await executor
          .insert(stripeEvents)
          .values({ id, type, processedAt: now })
          .onConflictDoNothing({ target: stripeEvents.id })
          .returning({ id: stripeEvents.id });
        return fresh.length > 0;
      },
    };
    app.decorate('stripeEvents', repository);
  },
  { name: 'stripe-events-repository', dependencies: ['database'] },
);
