import { errorResponseSchema } from '@freedompath/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SimulatedCheckout } from '../../../../services/billing/simulated-checkout.js';
import {
  simulatedCancelPage,
  simulatedCheckoutPage,
  simulatedPageCsp,
  simulatedPortalPage,
} from '../../../../services/billing/simulated-pages.js';
import { SIMULATED_SESSION_COOKIE } from '../../../../services/billing/simulated-sessions.js';

const checkoutIdSchema = z.object({ id: z.string().regex(/^cs_sim_[0-9a-f]{32}$/) });
const portalIdSchema = z.object({ id: z.string().regex(/^bps_sim_[0-9a-f]{32}$/) });
const htmlSchema = z.string().describe('An HTML page (test mode)');
const redirectSchema = z.null().describe('See Other: the web app page to go to next');

const pageErrors = {
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
} as const;

export interface SimulatedCheckoutRoutesOptions {
  simulatedCheckout: SimulatedCheckout;
}

/**
 * The simulated checkout's test-mode pages, under `/api/v1/billing` (ADR 022): src/app.ts
 * registers them only when the simulated checkout is the payment gateway.
 */
const simulatedCheckoutRoutes: FastifyPluginAsyncZod<SimulatedCheckoutRoutesOptions> = async (
  app,
  { simulatedCheckout },
) => {
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

  /** The checkout page of the session, with why a promotion code was just refused, if it was. */
  async function checkoutPage(
    request: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
    promotionError?: string,
  ) {
    const { session, user, plan, amountCents } = await simulatedCheckout.viewCheckout(
      request.params.id,
      secretOf(request),
    );
    const base = `${app.prefix}/simulated-checkout/${session.id}`;
    return sendPage(
      reply,
      simulatedCheckoutPage({
        planName: plan.name,
        priceCents: session.promotionCode?.listPriceCents ?? plan.price * 100,
        amountCents,
        promotionCode: session.promotionCode?.code,
        ...(promotionError === undefined ? {} : { promotionError }),
        cadence: plan.cadence,
        email: user.email,
        payAction: `${base}/pay`,
        cancelAction: `${base}/cancel`,
        promotionCodeAction: `${base}/promotion-code`,
      }),
    );
  }

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
    (request, reply) => checkoutPage(request, reply),
  );

  app.post(
    '/simulated-checkout/:id/promotion-code',
    {
      schema: {
        summary: 'Apply a promotion code to a simulated checkout, as Stripe Checkout does',
        description:
          'The form field `code`; empty removes the code. A code that applies goes back to the ' +
          'page (303), which then shows the discount; one that does not is answered with the ' +
          'page and why (ADR 041).',
        tags: ['billing'],
        params: checkoutIdSchema,
        body: formSchema,
        response: { 200: htmlSchema, 303: redirectSchema, ...pageErrors },
      },
    },
    async (request, reply) => {
      const refused = simulatedCheckout.enterPromotionCode(
        request.params.id,
        secretOf(request),
        request.body?.code ?? '',
      );
      if (refused) return checkoutPage(request, reply, refused.refused);
      return reply.redirect(`${app.prefix}/simulated-checkout/${request.params.id}`, 303);
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
      reply.redirect(
        await simulatedCheckout.pay(request.params.id, secretOf(request), request.log),
        303,
      ),
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
      reply.redirect(simulatedCheckout.cancel(request.params.id, secretOf(request)), 303),
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
      const { session, user, summary, renewing, resumable } = await simulatedCheckout.viewPortal(
        request.params.id,
        secretOf(request),
      );
      const base = `${app.prefix}/simulated-portal/${session.id}`;
      return sendPage(
        reply,
        simulatedPortalPage({
          email: user.email,
          summary,
          ...(renewing ? { cancelUrl: `${base}/cancel` } : {}),
          ...(resumable ? { resumeAction: `${base}/resume-subscription` } : {}),
          returnUrl: `${app.billing.appUrl}/account`,
        }),
      );
    },
  );

  app.get(
    '/simulated-portal/:id/cancel',
    {
      schema: {
        summary: 'Confirm cancelling the subscription in the simulated portal (test mode)',
        description:
          "As Stripe's portal, cancelling asks to confirm first; without a renewing " +
          'subscription this goes back to the portal page.',
        tags: ['billing'],
        params: portalIdSchema,
        response: { 200: htmlSchema, 303: redirectSchema, ...pageErrors },
      },
    },
    async (request, reply) => {
      const { session, summary, renewing, periodEnd } = await simulatedCheckout.viewPortal(
        request.params.id,
        secretOf(request),
      );
      const base = `${app.prefix}/simulated-portal/${session.id}`;
      if (!renewing) return reply.redirect(base, 303);
      return sendPage(
        reply,
        simulatedCancelPage({
          summary,
          endsOn: periodEnd,
          confirmAction: `${base}/cancel-subscription`,
          backUrl: base,
        }),
      );
    },
  );

  app.post(
    '/simulated-portal/:id/resume-subscription',
    {
      schema: {
        summary: 'Resume a subscription set to end, from the simulated portal',
        description: 'The same rule as `POST /api/v1/billing/resume`; back to /account.',
        tags: ['billing'],
        params: portalIdSchema,
        body: formSchema,
        response: { 303: redirectSchema, ...pageErrors, 502: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { user } = await simulatedCheckout.viewPortal(request.params.id, secretOf(request));
      await app.billing.resume(user, request.log);
      return reply.redirect(`${app.billing.appUrl}/account`, 303);
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
        await simulatedCheckout.cancelSubscription(
          request.params.id,
          secretOf(request),
          request.log,
        ),
        303,
      ),
  );
};

export default simulatedCheckoutRoutes;
