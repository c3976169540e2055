import {
  checkoutBodySchema,
  checkoutSessionParamsSchema,
  checkoutSessionSchema,
  entitlementsSchema,
  errorResponseSchema,
  idempotencyKeySchema,
  redirectUrlSchema,
  type RedirectUrl,
} from '@freedompath/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rateLimitCheck } from '../../../../lib/rate-limit-check.js';
import type { Viewer } from '../../../../services/accounts/authenticate.js';
import type { BillingRedirect } from '../../../../services/billing/payment-gateway.js';

/** Checkouts, portal visits and resumes one user may start in an hour: each one is a call to Stripe. */
export const BILLING_STARTS_PER_HOUR = 30;
/**
 * Checkout sessions one user may look up in an hour: the success page asks about one about once
 * a second while a payment lands, each a call to Stripe.
 */
export const CHECKOUT_SESSION_CHECKS_PER_HOUR = 300;

/** `POST /api/v1/billing/portal`: which page of the portal to open (the body is optional). */
export const portalBodySchema = z.strictObject({
  flow: z
    .enum(['manage', 'cancel'])
    .default('manage')
    .describe(
      '`manage`: the portal home, back to /account. `cancel`: straight to cancelling the ' +
        'subscription, back to /account?canceled=true.',
    ),
});

/** `POST /api/v1/billing/checkout`: the optional key that makes a retried checkout safe. */
const checkoutHeadersSchema = z.looseObject({
  'idempotency-key': z
    .optional(idempotencyKeySchema)
    .describe(
      'One per checkout button press (a UUID, say): retries with the same key and plan get ' +
        'the same checkout session for a few minutes instead of opening another. Without it, ' +
        'every request opens a new session.',
    ),
});

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
  502: errorResponseSchema,
} as const;

function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new Error('authenticate must run before this handler');
  return request.viewer;
}

/**
 * `/api/v1/billing`: checkout and the billing portal of the payment gateway (Stripe's, or the
 * simulated checkout's pages) for the signed-in user; the server picks the price from the plan.
 */
const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const perUser = rateLimitCheck(
    app,
    'billing-start',
    { max: BILLING_STARTS_PER_HOUR, windowMs: 60 * 60 * 1000 },
    (request) => `user:${viewerOf(request).user.id}`,
  );

  const sessionChecks = rateLimitCheck(
    app,
    'billing-session-check',
    { max: CHECKOUT_SESSION_CHECKS_PER_HOUR, windowMs: 60 * 60 * 1000 },
    (request) => `user:${viewerOf(request).user.id}`,
  );

  /** The URL to send the browser to, with the cookie its page asks of that browser, if any. */
  function answer(reply: FastifyReply, { url, cookie }: BillingRedirect): RedirectUrl {
    if (cookie) {
      void reply.setCookie(cookie.name, cookie.value, {
        path: cookie.path,
        httpOnly: true,
        sameSite: 'lax',
        secure: 'auto',
        maxAge: cookie.maxAgeSeconds,
      });
    }
    return { url };
  }

  app.post(
    '/checkout',
    {
      onRequest: app.authenticate,
      preHandler: perUser,
      schema: {
        summary: 'Start a checkout of a plan',
        description:
          'Answers the Stripe Checkout page to send the browser to (monthly: a subscription; ' +
          'yearly and lifetime: one-time payments; promotion codes allowed), or, without Stripe ' +
          'keys, the simulated checkout. 409 when the plan cannot be bought on top of the ' +
          "caller's access: LIFETIME_OWNED, SUBSCRIPTION_ACTIVE (manage it in the portal), " +
          'YEARLY_ACTIVE. With an `Idempotency-Key`, a retry answers the same session.',
        tags: ['billing'],
        security: [{ bearerAuth: [] }],
        headers: checkoutHeadersSchema,
        body: checkoutBodySchema,
        response: { 200: redirectUrlSchema, ...errors },
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await app.billing.checkout(
          viewerOf(request).user,
          request.body.plan,
          request.log,
          request.headers['idempotency-key'],
        ),
      ),
  );

  app.post(
    '/portal',
    {
      onRequest: app.authenticate,
      preHandler: perUser,
      schema: {
        summary: "Open the Stripe billing portal of the caller's own customer",
        description:
          'Returns to /account. 404 NO_BILLING_ACCOUNT before a first checkout; 409 ' +
          'NOTHING_TO_CANCEL for `flow: cancel` without a renewing subscription.',
        tags: ['billing'],
        security: [{ bearerAuth: [] }],
        body: portalBodySchema.nullish(),
        response: { 200: redirectUrlSchema, ...errors },
      },
    },
    async (request, reply) =>
      answer(
        reply,
        await app.billing.portal(
          viewerOf(request).user,
          request.body?.flow ?? 'manage',
          request.log,
        ),
      ),
  );

  app.post(
    '/resume',
    {
      onRequest: app.authenticate,
      preHandler: perUser,
      schema: {
        summary: 'Resume a cancelled monthly subscription before its period ends',
        description:
          'Clears the pending cancellation at the payment provider (Stripe: ' +
          '`cancel_at_period_end: false`), so the subscription renews again; answers the new ' +
          'entitlements. 409 NOTHING_TO_RESUME without a subscription set to end; 409 ' +
          'SUBSCRIPTION_ENDED once its period is over (ADR 041).',
        tags: ['billing'],
        security: [{ bearerAuth: [] }],
        response: { 200: entitlementsSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = viewerOf(request);
      await app.billing.resume(user, request.log);
      return app.entitlements.of(user);
    },
  );

  app.get(
    '/checkout-sessions/:id',
    {
      onRequest: app.authenticate,
      preHandler: sessionChecks,
      schema: {
        summary: "The state of one of the caller's own checkout sessions",
        description:
          'For the `/success?session_id=` page (ADR 042): paid, pending, open or expired, and ' +
          "whether the purchase is in the caller's entitlements yet. 404 " +
          "CHECKOUT_SESSION_NOT_FOUND for an unknown id or another account's session.",
        tags: ['billing'],
        security: [{ bearerAuth: [] }],
        params: checkoutSessionParamsSchema,
        response: { 200: checkoutSessionSchema, ...errors },
      },
    },
    (request) =>
      app.billing.checkoutSession(viewerOf(request).user, request.params.id, request.log),
  );
};

export default billingRoutes;
