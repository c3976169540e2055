import type { PlanId } from '@freedompath/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { SubscriptionRecord } from '../../repositories/subscriptions-repository.js';
import type { UserRecord } from '../../repositories/users-repository.js';
import type { SimulatedCheckout } from './simulated-checkout.js';
import type { StripeEventEnvelope } from './stripe-object-schemas.js';

export type PortalFlow = 'manage' | 'cancel';

/** Where to send the browser: a page of the gateway's. */
export interface BillingRedirect {
  url: string;
  /** For the browser that asked: the page serves only the browser holding it. */
  cookie?: { name: string; value: string; path: string; maxAgeSeconds: number };
}

export interface CheckoutRequest {
  userId: string;
  plan: PlanId;
  customerId: string;
  /** The client's: a retry with the same key (and plan) gets the same session for a while. */
  idempotencyKey: string | undefined;
}

export interface PortalRequest {
  userId: string;
  customerId: string;
  flow: PortalFlow;
  /** The user's Stripe subscription: the `cancel` flow goes straight to cancelling it. */
  subscriptionId: string | null;
}

/** A user's monthly subscription at the provider, as their row knows it. */
export type ProviderSubscription = SubscriptionRecord & { stripeSubscriptionId: string };

/**
 * An object as the provider answers it (a Stripe subscription or checkout session, or the
 * simulated checkout's of the same shape): billing reads it through the schemas fulfilment
 * reads webhooks with, so both gateways' answers go through one rule.
 */
export type ProviderObject = Record<string, unknown>;

/**
 * Where payments are taken: Stripe, or, without its keys, the simulated checkout; billing
 * chooses one at boot. A gateway only talks to its provider: who may buy what, and every row
 * written, are billing's.
 */
export interface PaymentGateway {
  /**
   * The prefix of the customer ids this gateway cannot use, and replaces: the simulated
   * checkout's, which development leaves in the database. `undefined`: any customer will do.
   */
  readonly foreignCustomerPrefix: string | undefined;
  /**
   * The simulated checkout's pages, which this API serves; `undefined` for Stripe, whose
   * pages are its own.
   */
  readonly simulatedCheckout: SimulatedCheckout | undefined;
  /** A new customer for `user`. @throws AppError 502 PAYMENT_PROVIDER_ERROR. */
  createCustomer(user: UserRecord, log: FastifyBaseLogger): Promise<string>;
  /** A checkout of the plan for the customer. @throws AppError 502 PAYMENT_PROVIDER_ERROR. */
  checkout(request: CheckoutRequest, log: FastifyBaseLogger): Promise<BillingRedirect>;
  /**
   * The billing portal of the customer, which comes back to `/account` (`?canceled=true` after
   * the `cancel` flow). @throws AppError 502 PAYMENT_PROVIDER_ERROR.
   */
  portal(request: PortalRequest, log: FastifyBaseLogger): Promise<BillingRedirect>;
  /**
   * Cancels the subscription at once: it never charges again and grants nothing more (Stripe's
   * `DELETE /v1/subscriptions/:id`, no proration).
   *
   * @returns the subscription as it is now, or `undefined` when the provider no longer has it
   *   (already deleted), which is as good.
   * @throws AppError 502 PAYMENT_PROVIDER_ERROR.
   */
  cancelSubscription(
    subscription: ProviderSubscription,
    log: FastifyBaseLogger,
  ): Promise<ProviderObject | undefined>;
  /**
   * Clears a pending cancellation, so the subscription renews at its period end again
   * (Stripe: `cancel_at_period_end: false`). @returns the subscription as it is now.
   * @throws AppError 502 PAYMENT_PROVIDER_ERROR.
   */
  resumeSubscription(
    subscription: ProviderSubscription,
    log: FastifyBaseLogger,
  ): Promise<ProviderObject>;
  /**
   * A checkout session as the provider knows it, whoever's it is; `undefined` when it does
   * not know the id. @throws AppError 502 PAYMENT_PROVIDER_ERROR.
   */
  retrieveCheckoutSession(id: string, log: FastifyBaseLogger): Promise<ProviderObject | undefined>;
  /**
   * Checks the Stripe-Signature of a webhook on its raw body and parses the event.
   *
   * @throws AppError 400 INVALID_SIGNATURE (also a stale timestamp) or INVALID_EVENT; 404
   *   STRIPE_NOT_CONFIGURED when the gateway receives no webhooks.
   */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): StripeEventEnvelope;
  /** Releases the connections to the provider. */
  close(): void;
}
