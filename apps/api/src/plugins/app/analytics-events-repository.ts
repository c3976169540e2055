import type { AnalyticsEvent } from '@freedompath/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    analyticsEvents: AnalyticsEventsRepository;
  }
}

export interface IngestContext {
  /** From the access token, never from the body. */
  userId: string | null;
  /** The server's receipt time: the events' `created_at`. */
  receivedAt: Date;
}

export interface AnalyticsEventsRepository {
  /** Stores valid events once each; returns the client event ids stored and already known. */
  insertBatch(
    events: AnalyticsEvent[],
    context: IngestContext,
  ): Promise<{ stored: string[]; duplicates: string[] }>;
}

// STUB (issue 13, package B replaces this file).
export default fp(
  (app: FastifyInstance) => {
    app.decorate('analyticsEvents', {
      insertBatch: () => Promise.reject(new Error('not implemented')),
    } satisfies AnalyticsEventsRepository);
  },
  { name: 'analytics-events-repository', dependencies: ['database'] },
);
