import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Every answer names its request's id (a random UUID, see `buildApp`), the `reqId` of each of its
 * log lines: a user's or a proxy's report of a failed request leads straight to its lines.
 */
export default fp(
  (app: FastifyInstance) => {
    app.addHook('onRequest', async (request, reply) => {
      void reply.header(REQUEST_ID_HEADER, request.id);
    });
  },
  { name: 'request-id-header' },
);
