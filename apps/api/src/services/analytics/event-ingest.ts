import type { AnalyticsEvent, EventsIngestResponse } from '@freedompath/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { checkEvent } from './check-event.js';
import { isBot } from './is-bot.js';

export interface EventIngest {
  /**
   * Stores the batch's valid events once each, for `userId` (from the access token, never the
   * body); a bad event is reported at its index without losing the others.
   */
  record(items: readonly unknown[], userId: string | null): Promise<EventsIngestResponse>;
}

declare module 'fastify' {
  interface FastifyInstance {
    eventIngest: EventIngest;
  }
}

/** First-party analytics: what a batch of page views and calculator events leaves stored. */
export default fp(
  (app: FastifyInstance) => {
    app.decorate('eventIngest', {
      async record(items, userId) {
        const rejected: EventsIngestResponse['rejected'] = [];
        const accepted: AnalyticsEvent[] = [];
        items.forEach((item, index) => {
          const checked = checkEvent(item, index);
          if (!checked.ok) {
            rejected.push({ index, clientEventId: checked.clientEventId, issues: checked.issues });
          } else if (!isBot(checked.event.userAgent)) {
            // A bot's event relayed by a browser-like client: skipped, not an error.
            accepted.push(checked.event);
          }
        });
        const { stored, duplicates } = await app.analyticsEvents.insertBatch(accepted, {
          userId,
          receivedAt: app.clock.now(),
        });
        return { stored: stored.length, duplicates: duplicates.length, rejected };
      },
    } satisfies EventIngest);
  },
  { name: 'event-ingest', dependencies: ['analytics-events-repository'] },
);
