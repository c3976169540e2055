import {
  checkoutBodySchema,
  errorResponseSchema,
  idempotencyKeySchema,
  plans,
  redirectUrlSchema,
  type RedirectUrl,
} from '@freedompath/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIMULATED_SESSION_TTL_MS } from '../../../../services/billing/simulated-sessions.js';
import {
  simulatedCheckoutPage,
  simulatedPageCsp,
  simulatedPortalPage,
} from '../../../../services/billing/simulated-pages.js';
import { grantsAccess } from '../../../../services/billing/subscription-state.js';
import { subscriptions } from '../../../../infrastructure/database/schema/index.js';
import { rateLimitCheck } from '../../../../lib/rate-limit-check.js';
import type { Viewer } from '../../../../services/accounts/authenticate.js';
import type { BillingRedirect } from '../../../../services/billing/billing.js';
import { eq } from 'drizzle-orm';

/** Checkouts and portal visits one user may start in an hour: each one is a call to Stripe. */
export const BILLING_STARTS_PER_HOUR = 30;

/** Holds the secret that ties a simulated page to the browser that asked for it. */
export const SIMULATED_SESSION_COOKIE = 'fp_simulated_checkout';

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

const checkoutIdSchema = z.object({ id: z.string().regex(/^cs_sim_[0-9a-f]{32}$/) });
const portalIdSchema = z.object({ id: z.string().regex(/^bps_sim_[0-9a-f]{32}$/) });
const htmlSchema = z.string().describe('An HTML page (test mode)');
const redirectSchema = z.null().describe('See Other: the web app page to go to next');

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
  502: errorResponseSchema,
} as const;

const pageErrors = {
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
} as const;

function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new Error('authenticate must run before this handler');
  return request.viewer;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * `/api/v1/billing`: Stripe Checkout and the billing portal for the signed-in user (the server
 * picks the price from the plan), and, while Stripe is not configured, the simulated checkout's
 * test-mode pages (ADR 022).
 */
const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const perUser = rateLimitCheck(
    app,
    'billing-start',
    { max: BILLING_STARTS_PER_HOUR, windowMs: 60 * 60 * 1000 },
    (request) => `user:${viewerOf(request).user.id}`,
  );

  /** The URL to send the browser to; a simulated page also gets its browser's cookie. */
  function answer(
    reply: FastifyReply,
    redirect: BillingRedirect,
    page: 'simulated-checkout' | 'simulated-portal',
  ): RedirectUrl {
    if (redirect.kind === 'stripe') return { url: redirect.url };
    const path = `${app.prefix}/${page}/${redirect.session.id}`;
    void reply.setCookie(SIMULATED_SESSION_COOKIE, redirect.secret, {
      path,
      httpOnly: true,
      sameSite: 'lax',
      secure: 'auto',
      maxAge: SIMULATED_SESSION_TTL_MS / 1000,
    });
    return { url: `${app.billing.appUrl}${path}` };
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
        'simulated-checkout',
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
        'simulated-portal',
      ),
  );

  const { simulated } = app.billing;
  if (!simulated) return;

  // The simulated pages' forms post an empty urlencoded body; their ids are in the path.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const formSchema = z.record(z.string(), z.string()).nullish();

  function sendPage(reply: FastifyReply, html: string) {
    return reply
      .header('content-security-policy', simulatedPageCsp(app.billing.appUrl))
      .type('text/html; charset=utf-8')
      .send(html);
  }

  const secretOf = (request: FastifyRequest) => request.cookies[SIMULATED_SESSION_COOKIE];

  app.get(
    '/simulated-checkout/:id',
    {
      schema: {
        summary: 'The simulated checkout page (test mode, no Stripe keys)',
        tags: ['billing'],
        params: checkoutIdSchema,
        response: { 200: htmlSchema, ...pageErrors },
      },
    },
    async (request, reply) => {
      const { session, user } = await simulated.view(
        request.params.id,
        'checkout',
        secretOf(request),
      );
      const plan = plans.find((candidate) => candidate.id === session.plan);
      if (!plan) throw new Error(`simulated checkout ${session.id} has no plan`);
      const base = `${app.prefix}/simulated-checkout/${session.id}`;
      return sendPage(
        reply,
        simulatedCheckoutPage({
          planName: plan.name,
          price: plan.price,
          cadence: plan.cadence,
          email: user.email,
          payAction: `${base}/pay`,
          cancelAction: `${base}/cancel`,
        }),
      );
    },
  );

  app.post(
    '/simulated-checkout/:id/pay',
    {
      schema: {
        summary: 'Pay a simulated checkout: fulfilled as a Stripe webhook would be, once',
        tags: ['billing'],
        params: checkoutIdSchema,
        body: formSchema,
        response: { 303: redirectSchema, ...pageErrors },
      },
    },
    async (request, reply) =>
      reply.redirect(await simulated.pay(request.params.id, secretOf(request), request.log), 303),
  );

  app.post(
    '/simulated-checkout/:id/cancel',
    {
      schema: {
        summary: 'Leave a simulated checkout without paying',
        tags: ['billing'],
        params: checkoutIdSchema,
        body: formSchema,
        response: { 303: redirectSchema, ...pageErrors },
      },
    },
    async (request, reply) =>
      reply.redirect(simulated.cancel(request.params.id, secretOf(request)), 303),
  );

  app.get(
    '/simulated-portal/:id',
    {
      schema: {
        summary: 'The simulated billing portal page (test mode, no Stripe keys)',
        tags: ['billing'],
        params: portalIdSchema,
        response: { 200: htmlSchema, ...pageErrors },
      },
    },
    async (request, reply) => {
      const { session, user } = await simulated.view(
        request.params.id,
        'portal',
        secretOf(request),
      );
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
      const now = app.clock.now();
      const active = row !== undefined && grantsAccess(row, now);
      const until = row?.currentPeriodEnd ? dateFormat.format(row.currentPeriodEnd) : '';
      let summary = 'You have no paid plan.';
      if (active && row.subscriptionType === 'lifetime') summary = 'Lifetime access.';
      else if (active && row.subscriptionType === 'yearly') summary = `Yearly, until ${until}.`;
      else if (active && row.cancelAtPeriodEnd) summary = `Monthly, canceled: ends on ${until}.`;
      else if (active) summary = `Monthly, renews on ${until}.`;
      const renewing = active && row.subscriptionType === 'monthly' && !row.cancelAtPeriodEnd;
      return sendPage(
        reply,
        simulatedPortalPage({
          email: user.email,
          summary,
          ...(renewing
            ? { cancelAction: `${app.prefix}/simulated-portal/${session.id}/cancel-subscription` }
            : {}),
          returnUrl: `${app.billing.appUrl}/account`,
        }),
      );
    },
  );

  app.post(
    '/simulated-portal/:id/cancel-subscription',
    {
      schema: {
        summary: 'Cancel the subscription at its period end from the simulated portal',
        tags: ['billing'],
        params: portalIdSchema,
        body: formSchema,
        response: { 303: redirectSchema, ...pageErrors },
      },
    },
    async (request, reply) =>
      reply.redirect(
        await simulated.cancelSubscription(request.params.id, secretOf(request), request.log),
        303,
      ),
  );
};

export default billingRoutes;
