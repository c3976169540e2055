import {
  API_ERRORS,
  errorResponseSchema,
  outboxQuerySchema,
  outboxResponseSchema,
} from '@freedompath/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../../../lib/app-error.js';
import { recentOutboxMessages } from '../../../../../infrastructure/mail/recent-outbox-messages.js';

function isLoopback(address: string): boolean {
  return address === '::1' || /^(::ffff:)?127\./.test(address);
}

/** The most messages one outbox answer lists. */
export const OUTBOX_PAGE_SIZE = 20;

/**
 * `GET /api/v1/dev/outbox?to=` lists the latest e-mails written to an address, with their live
 * links, so a developer or an end-to-end test can follow a verification or reset link without a
 * mail server. The app registers it outside production only, and it answers only callers on
 * this machine: a development server reachable from a network must not hand out reset links.
 */
const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    if (!isLoopback(request.ip)) throw new AppError(404, 'NOT_FOUND', API_ERRORS.NOT_FOUND.message);
  });

  app.get(
    '',
    {
      schema: {
        summary: 'Development outbox: the latest e-mails to an address',
        description: `Newest first, at most ${OUTBOX_PAGE_SIZE}, sent or not, with their links. Not available in production.`,
        tags: ['development'],
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => ({
      messages: await recentOutboxMessages(app.database.db, request.query.to, OUTBOX_PAGE_SIZE),
    }),
  );
};

export default devOutboxRoutes;
