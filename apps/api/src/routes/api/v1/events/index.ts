import {
  errorResponseSchema,
  eventsBatchBodySchema,
  eventsIngestResponseSchema,
  type EventsIngestResponse,
} from '@freedompath/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isBot } from '../../../../services/analytics/is-bot.js';
import { byIp, rateLimitCheck } from '../../../../lib/rate-limit-check.js';

export interface EventsRoutesOptions {
  perIpPerMinute: number;
  /** Bytes of one batch, `application/json` or `text/plain` (sendBeacon). */
  bodyLimit: number;
}

/** What a bot is told: the same as a person whose events were all known, so it learns nothing. */
const NOTHING_STORED: EventsIngestResponse = { stored: 0, duplicates: 0, rejected: [] };

/**
 * `/api/v1/events`: first-party analytics (ADR 029). Batches of page views and calculator
 * events, from `fetch` or from `navigator.sendBeacon` on page hide, which can only send
 * `text/plain` and no `Authorization` header. The user is the access token's, when there is a
 * live one; without one, the events are anonymous rather than refused.
 */
const eventsRoutes: FastifyPluginAsyncZod<EventsRoutesOptions> = async (app, options) => {
  // Encapsulated: `text/plain` is JSON on this route only. Fastify's own JSON parser, so a
  // malformed or prototype-poisoning beacon is the same 400 INVALID_JSON as a fetch.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: options.bodyLimit },
    app.getDefaultJsonParser('error', 'error'),
  );

  app.post(
    '',
    {
      onRequest: [
        // Counted before the body is read: a flood costs no parsing.
        rateLimitCheck(app, 'events', { max: options.perIpPerMinute, windowMs: 60_000 }, byIp),
        // A bot is answered before its body is read, so whatever it sends it learns nothing.
        async (request, reply) => {
          if (isBot(request.headers['user-agent'])) await reply.status(202).send(NOTHING_STORED);
        },
      ],
      preHandler: app.identify,
      bodyLimit: options.bodyLimit,
      schema: {
        summary: 'Record analytics events',
        description:
          'Up to 50 page views and calculator events, as `application/json` or as the ' +
          '`text/plain` JSON `navigator.sendBeacon` sends. Each event carries a ' +
          '`clientEventId`: a resent batch stores nothing twice. The user is taken from the ' +
          'access token when one is live (an expired one stores the events anonymously), never ' +
          'from the body. A bad event is reported in `rejected` at its index without losing ' +
          'the others. Known bots, and requests without a `User-Agent`, get the same `202` and ' +
          'nothing is stored. No IP address is kept.',
        tags: ['analytics'],
        security: [{}, { bearerAuth: [] }],
        body: eventsBatchBodySchema,
        response: {
          202: eventsIngestResponseSchema,
          400: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const ingested = await app.eventIngest.record(
        request.body.events,
        request.viewer?.user.id ?? null,
      );
      return reply.status(202).send(ingested);
    },
  );
};

export default eventsRoutes;
