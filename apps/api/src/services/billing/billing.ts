import type { PlanId } from '@freedompath/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBillingCustomers } from './billing-customers.js';
import { checkoutConflict } from './checkout-conflict.js';
import { createFulfilment, type Fulfilment } from './fulfilment.js';
import type { BillingRedirect, PaymentGateway, PortalFlow } from './payment-gateway.js';
import { createSimulatedGateway } from './simulated-gateway.js';
import { createStripeGateway } from './stripe-gateway.js';
import { grantsAccess } from './subscription-state.js';
import type { StripeSettings } from '../../env.js';
import { AppError } from '../../lib/app-error.js';
import type { UserRecord } from '../../repositories/users-repository.js';

export interface Billing
  extends
    Pick<Fulfilment, 'processEvent'>,
    Pick<PaymentGateway, 'verifyWebhook' | 'simulatedCheckout'> {
  /** The site's public address: Stripe sends people back there. */
  readonly appUrl: string;
  /**
   * Starts a checkout of `plan` for `user`, creating their customer the first time. With the
   * client's `idempotencyKey`, a retry of the same checkout (same user, plan and key, within
   * minutes) gets the same session.
   *
   * @throws AppError 409 LIFETIME_OWNED, SUBSCRIPTION_ACTIVE or YEARLY_ACTIVE (ADR 022);
   *   502 PAYMENT_PROVIDER_ERROR when Stripe fails (logged in `log`, the request's).
   */
  checkout(
    user: UserRecord,
    plan: PlanId,
    log: FastifyBaseLogger,
    idempotencyKey?: string,
  ): Promise<BillingRedirect>;
  /**
   * Opens the billing portal of the user's own customer; `cancel` goes straight to cancelling
   * the subscription and comes back to `/account?canceled=true`.
   *
   * @throws AppError 404 NO_BILLING_ACCOUNT, 409 NOTHING_TO_CANCEL, 502 PAYMENT_PROVIDER_ERROR.
   */
  portal(user: UserRecord, flow: PortalFlow, log: FastifyBaseLogger): Promise<BillingRedirect>;
}

declare module 'fastify' {
  interface FastifyInstance {
    billing: Billing;
  }
}

export interface BillingPluginOptions {
  appUrl: string;
  /** Unset: the simulated checkout (no payment is taken). */
  stripe: StripeSettings | undefined;
}

/**
 * Billing: checkout and the billing portal through the payment gateway, chosen here once from
 * the settings (Stripe with keys, else the simulated checkout), and fulfilment of its events.
 */
export default fp<BillingPluginOptions>(
  (app: FastifyInstance, options) => {
    const { appUrl, stripe } = options;
    const { db } = app.database;
    const { clock, users, subscriptions, stripeCustomers } = app;
    const monthlyPriceId = stripe?.prices.monthly;
    const fulfilment = createFulfilment({ db, clock, repositories: app, monthlyPriceId });
    const gateway: PaymentGateway = stripe
      ? createStripeGateway(stripe, { appUrl, clock, log: app.log })
      : createSimulatedGateway({ appUrl, clock, log: app.log, users, subscriptions, fulfilment });
    app.addHook('onClose', () => gateway.close());
    const customers = createBillingCustomers({ gateway, stripeCustomers, clock });

    app.decorate('billing', {
      appUrl,
      simulatedCheckout: gateway.simulatedCheckout,

      async checkout(user, plan, log, idempotencyKey) {
        const conflict = checkoutConflict(await subscriptions.find(user.id), plan, clock.now());
        if (conflict) throw conflict;
        const customerId = await customers.ensure(user, log);
        return gateway.checkout({ userId: user.id, plan, customerId, idempotencyKey }, log);
      },

      async portal(user, flow, log) {
        const customerId = await customers.find(user.id);
        if (!customerId) {
          throw new AppError(404, 'NO_BILLING_ACCOUNT');
        }
        const row = await subscriptions.find(user.id);
        const cancellable =
          row?.subscriptionType === 'monthly' &&
          row.stripeSubscriptionId !== null &&
          !row.cancelAtPeriodEnd &&
          grantsAccess(row, clock.now());
        if (flow === 'cancel' && !cancellable) {
          throw new AppError(409, 'NOTHING_TO_CANCEL');
        }
        const subscriptionId = row?.stripeSubscriptionId ?? null;
        return gateway.portal({ userId: user.id, customerId, flow, subscriptionId }, log);
      },

      verifyWebhook: (rawBody, signature) => gateway.verifyWebhook(rawBody, signature),
      processEvent: (event, log) => fulfilment.processEvent(event, log),
    } satisfies Billing);
  },
  {
    name: 'billing',
    dependencies: [
      'database',
      'users-repository',
      'subscriptions-repository',
      'payments-repository',
      'stripe-customers-repository',
      'stripe-events-repository',
    ],
  },
);
