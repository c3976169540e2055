import { planIdSchema, type CheckoutSession, type PlanId } from '@freedompath/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBillingCustomers } from './billing-customers.js';
import { checkoutConflict } from './checkout-conflict.js';
import { createFulfilment, type Fulfilment } from './fulfilment.js';
import type {
  BillingRedirect,
  PaymentGateway,
  PortalFlow,
  ProviderObject,
} from './payment-gateway.js';
import { createSimulatedGateway } from './simulated-gateway.js';
import { createStripeGateway } from './stripe-gateway.js';
import {
  CHECKOUT_SESSION_ID,
  checkoutSessionState,
  providerCheckoutSessionSchema,
  type ProviderCheckoutSession,
} from './checkout-session-state.js';
import { grantsAccess, hasLiveSubscription } from './subscription-state.js';
import type { StripeSettings } from '../../env.js';
import type { DbExecutor } from '../../infrastructure/database/database.js';
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
  /**
   * Cancels the user's monthly subscription at the provider at once, in the caller's
   * transaction (which holds the user's row): deleting the account, or the admin's disable
   * (ADR 041). The row then says `canceled`. A user without a live subscription is left alone.
   *
   * @returns the cancelled subscription's id, or `null` when there was none.
   * @throws AppError 502 PAYMENT_PROVIDER_ERROR with `failureMessage` when the provider fails:
   *   the caller's transaction then changes nothing.
   */
  cancelNow(
    tx: DbExecutor,
    userId: string,
    log: FastifyBaseLogger,
    failureMessage: string,
  ): Promise<string | null>;
  /**
   * Clears the pending cancellation of the user's monthly subscription before its period ends.
   *
   * @throws AppError 409 NOTHING_TO_RESUME, 409 SUBSCRIPTION_ENDED, 502 PAYMENT_PROVIDER_ERROR.
   */
  resume(user: UserRecord, log: FastifyBaseLogger): Promise<void>;
  /**
   * The state of one of the user's own checkout sessions (`/success?session_id=`, ADR 042).
   *
   * @throws AppError 404 CHECKOUT_SESSION_NOT_FOUND for an unknown id or another user's
   *   session; 502 PAYMENT_PROVIDER_ERROR.
   */
  checkoutSession(user: UserRecord, id: string, log: FastifyBaseLogger): Promise<CheckoutSession>;
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
    const { clock, users, subscriptions, payments, stripeCustomers } = app;
    const monthlyPriceId = stripe?.prices.monthly;
    const fulfilment = createFulfilment({
      db,
      clock,
      repositories: app,
      monthlyPriceId,
      // The gateway is chosen just below; fulfilment only calls this once events arrive.
      cancelSubscription: (subscription, log) => gateway.cancelSubscription(subscription, log),
    });
    const gateway: PaymentGateway = stripe
      ? createStripeGateway(stripe, { appUrl, clock, log: app.log })
      : createSimulatedGateway({ appUrl, clock, log: app.log, users, subscriptions, fulfilment });
    app.addHook('onClose', () => gateway.close());
    const customers = createBillingCustomers({ gateway, stripeCustomers, clock });

    /** Whether the session's purchase reached the user's rows: its payment, or its subscription. */
    async function isFulfilled(userId: string, session: ProviderCheckoutSession) {
      if (session.mode === 'subscription') {
        if (!session.subscription) return false;
        return (await subscriptions.ownerOf(db, session.subscription)) === userId;
      }
      const status = await payments.statusOf(db, session.payment_intent ?? session.id);
      return status === 'succeeded' || status === 'refunded';
    }

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

      async cancelNow(tx, userId, log, failureMessage) {
        const row = await subscriptions.lock(tx, userId);
        if (!row || !hasLiveSubscription(row)) return null;
        let answered: ProviderObject | undefined;
        try {
          answered = await gateway.cancelSubscription(row, log);
        } catch (error) {
          if (error instanceof AppError && error.code === 'PAYMENT_PROVIDER_ERROR') {
            throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', failureMessage);
          }
          throw error;
        }
        if (answered) await fulfilment.applyAnswered(tx, answered, log);
        else {
          // The provider no longer has it: it charges nothing, and the row must say so too.
          await subscriptions.update(
            tx,
            userId,
            { status: 'canceled', cancelAtPeriodEnd: false },
            clock.now(),
          );
        }
        log.info(
          { userId, subscriptionId: row.stripeSubscriptionId },
          'billing: subscription cancelled at once',
        );
        return row.stripeSubscriptionId;
      },

      async resume(user, log) {
        const row = await subscriptions.find(user.id);
        if (!row || !hasLiveSubscription(row)) {
          const ended = row?.subscriptionType === 'monthly' && row.stripeSubscriptionId !== null;
          throw new AppError(409, ended ? 'SUBSCRIPTION_ENDED' : 'NOTHING_TO_RESUME');
        }
        if (!grantsAccess(row, clock.now())) throw new AppError(409, 'SUBSCRIPTION_ENDED');
        if (!row.cancelAtPeriodEnd) throw new AppError(409, 'NOTHING_TO_RESUME');
        const answered = await gateway.resumeSubscription(row, log);
        await db.transaction((tx) => fulfilment.applyAnswered(tx, answered, log));
        log.info(
          { userId: user.id, subscriptionId: row.stripeSubscriptionId },
          'billing: subscription resumed',
        );
      },

      async checkoutSession(user, id, log) {
        const notFound = () => new AppError(404, 'CHECKOUT_SESSION_NOT_FOUND');
        // Not a session id of any provider's: nothing to ask it.
        if (!CHECKOUT_SESSION_ID.test(id)) throw notFound();
        const answered = await gateway.retrieveCheckoutSession(id, log);
        const session = providerCheckoutSessionSchema.safeParse(answered);
        if (!session.success) throw notFound();
        const { data } = session;
        const owner = data.client_reference_id ?? data.metadata.userId;
        const plan = planIdSchema.safeParse(data.metadata.plan);
        // Another account's session is answered as an unknown one: its existence is not ours.
        if (owner !== user.id || !plan.success) throw notFound();
        return {
          id: data.id,
          plan: plan.data,
          status: checkoutSessionState(data),
          fulfilled: await isFulfilled(user.id, data),
        };
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
