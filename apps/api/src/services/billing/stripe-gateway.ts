import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { StripeSettings } from '../../env.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { checkoutIdempotencyKey } from './checkout-idempotency-key.js';
import { checkoutSessionParams } from './checkout-session-params.js';
import type { PaymentGateway } from './payment-gateway.js';
import { SIMULATED_CUSTOMER_PREFIX } from './simulated-gateway.js';
import { createStripeClient } from './stripe-client.js';
import { stripeEventSchema } from './stripe-object-schemas.js';

function providerError(): AppError {
  return new AppError(502, 'PAYMENT_PROVIDER_ERROR');
}

/** Stripe Checkout, its billing portal and its signed webhooks. */
export function createStripeGateway(
  settings: StripeSettings,
  options: { appUrl: string; clock: Clock; log: FastifyBaseLogger },
): PaymentGateway {
  const { appUrl, clock } = options;
  const client = createStripeClient(settings);
  options.log.info('billing: Stripe Checkout');

  /**
   * What a failed Stripe call becomes: a Stripe error is logged in `log` and is a 502 for the
   * caller; anything else (a bug of ours) goes on as it is.
   */
  function stripeFailure(what: string, log: FastifyBaseLogger, error: unknown): unknown {
    if (!(error instanceof Stripe.errors.StripeError)) return error;
    log.error(
      {
        stripe: {
          type: error.type,
          code: error.code,
          statusCode: error.statusCode,
          requestId: error.requestId,
        },
        message: error.message,
      },
      `billing: Stripe refused or did not answer: ${what}`,
    );
    return providerError();
  }

  /** A Stripe call whose failure is a 502 for the caller and an error in `log`. */
  async function callStripe<T>(
    what: string,
    log: FastifyBaseLogger,
    call: (stripe: Stripe) => Promise<T>,
  ): Promise<T> {
    try {
      return await call(client.stripe);
    } catch (error) {
      throw stripeFailure(what, log, error);
    }
  }

  /** As `callStripe`, but an object Stripe does not have (404 `resource_missing`) is `undefined`. */
  async function callStripeForObject<T>(
    what: string,
    log: FastifyBaseLogger,
    call: (stripe: Stripe) => Promise<T>,
  ): Promise<T | undefined> {
    try {
      return await call(client.stripe);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing') {
        log.info({ requestId: error.requestId }, `billing: Stripe has no such object: ${what}`);
        return undefined;
      }
      throw stripeFailure(what, log, error);
    }
  }

  return {
    // A customer of the simulated Stripe means nothing to the real one.
    foreignCustomerPrefix: SIMULATED_CUSTOMER_PREFIX,
    simulatedCheckout: undefined,

    async createCustomer(user, log) {
      // The idempotency key makes two first checkouts at once create one customer.
      const customer = await callStripe('create customer', log, (stripe) =>
        stripe.customers.create(
          { email: user.email, metadata: { userId: user.id } },
          { idempotencyKey: `customer-of-user-${user.id}` },
        ),
      );
      return customer.id;
    },

    async checkout({ userId, plan, customerId, idempotencyKey }, log) {
      const params = checkoutSessionParams({
        plan,
        price: settings.prices[plan],
        userId,
        customerId,
        appUrl,
        now: clock.now(),
      });
      const session = await callStripe('create checkout session', log, (stripe) =>
        stripe.checkout.sessions.create(
          params,
          idempotencyKey === undefined
            ? undefined
            : { idempotencyKey: checkoutIdempotencyKey(idempotencyKey, params) },
        ),
      );
      if (!session.url) throw providerError();
      return { url: session.url };
    },

    async portal({ customerId, flow, subscriptionId }, log) {
      const session = await callStripe('create billing portal session', log, (stripe) =>
        stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: `${appUrl}/account`,
          // The cancel flow confirms and comes back with ?canceled=true, which /account
          // announces; the portal's home page returns to /account as it is.
          ...(flow === 'cancel' && subscriptionId
            ? {
                flow_data: {
                  type: 'subscription_cancel',
                  subscription_cancel: { subscription: subscriptionId },
                  after_completion: {
                    type: 'redirect',
                    redirect: { return_url: `${appUrl}/account?canceled=true` },
                  },
                },
              }
            : {}),
        }),
      );
      return { url: session.url };
    },

    async cancelSubscription({ stripeSubscriptionId }, log) {
      // Cancelled now, not at the period end, and without a prorated credit: ADR 041.
      const subscription = await callStripeForObject('cancel subscription', log, (stripe) =>
        stripe.subscriptions.cancel(stripeSubscriptionId),
      );
      return subscription && { ...subscription };
    },

    async resumeSubscription({ stripeSubscriptionId }, log) {
      const subscription = await callStripe('resume subscription', log, (stripe) =>
        stripe.subscriptions.update(stripeSubscriptionId, { cancel_at_period_end: false }),
      );
      return { ...subscription };
    },

    async retrieveCheckoutSession(id, log) {
      const session = await callStripeForObject('retrieve checkout session', log, (stripe) =>
        stripe.checkout.sessions.retrieve(id),
      );
      return session && { ...session };
    },

    verifyWebhook(rawBody, signature) {
      let event: unknown;
      try {
        event = client.stripe.webhooks.constructEvent(
          rawBody,
          signature ?? '',
          settings.webhookSecret,
          undefined,
          undefined,
          // The signature's age is measured on our clock, which tests move.
          clock.now().getTime(),
        );
      } catch {
        throw new AppError(400, 'INVALID_SIGNATURE');
      }
      const parsed = stripeEventSchema.safeParse(event);
      if (!parsed.success) {
        throw new AppError(400, 'INVALID_EVENT');
      }
      return parsed.data;
    },

    close: () => client.close(),
  };
}
