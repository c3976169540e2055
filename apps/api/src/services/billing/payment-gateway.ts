import type { PlanId } from '@freedompath/contracts';
import type { FastifyBaseLogger } from 'fastify';
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
   * Checks the Stripe-Signature of a webhook on its raw body and parses the event.
   *
   * @throws AppError 400 INVALID_SIGNATURE (also a stale timestamp) or INVALID_EVENT; 404
   *   STRIPE_NOT_CONFIGURED when the gateway receives no webhooks.
   */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): StripeEventEnvelope;
  /** Releases the connections to the provider. */
  close(): void;
}
