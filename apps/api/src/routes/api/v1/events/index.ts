import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export interface EventsRoutesOptions {
  perIpPerMinute: number;
  /** Bytes of one batch, `application/json` or `text/plain` (sendBeacon). */
  bodyLimit: number;
}

// STUB (issue 13, package B replaces this file): POST /api/v1/events.
const eventsRoutes: FastifyPluginAsyncZod<EventsRoutesOptions> = async () => {};
export default eventsRoutes;
