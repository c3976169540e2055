import { errorResponseSchema } from '@freedompath/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The raw bytes of a webhook, exactly as Stripe signed them. */
const rawBodySchema = z
  .custom<Buffer>((value) => Buffer.isBuffer(value), { message: 'must be a JSON body' })
  .describe('A Stripe event, as JSON');

/**
 * `POST /api/webhooks/stripe`: Stripe's events. The signature covers the exact bytes sent, so
 * this plugin (and only it: the parser is encapsulated here) keeps JSON bodies as raw Buffers
 * and checks the Stripe-Signature on them before parsing. An event is applied once; unknown
 * types are acknowledged and ignored; a failure answers 5xx, stores nothing, and Stripe retries.
 */
const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '',
    {
      schema: {
        summary: 'Receive a Stripe event (signed)',
        description:
          'Handles checkout.session.completed / async_payment_succeeded / async_payment_failed, ' +
          'customer.subscription.created / updated / deleted, invoice.paid, ' +
          'invoice.payment_failed and charge.refunded; answers 200 to every other type. 400 for ' +
          'a bad or stale signature; 404 when Stripe is not configured.',
        tags: ['billing'],
        headers: z.object({ 'stripe-signature': z.string().optional() }),
        body: rawBodySchema,
        response: {
          200: z.object({ received: z.literal(true) }),
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const event = app.billing.verifyWebhook(request.body, request.headers['stripe-signature']);
      const outcome = await app.billing.processEvent(event, request.log);
      request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe webhook');
      return { received: true as const };
    },
  );
};

export default stripeWebhookRoutes;
