import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { BillingRedirect, PaymentGateway } from './payment-gateway.js';
import { createSimulatedCheckout, type SimulatedCheckoutOptions } from './simulated-checkout.js';
import { simulatedSubscriptionObject } from './simulated-events.js';
import {
  createSimulatedSessions,
  SIMULATED_SESSION_COOKIE,
  SIMULATED_SESSION_TTL_MS,
  type OpenedSession,
} from './simulated-sessions.js';

/** Customer ids of the simulated Stripe: never sent to the real one. */
export const SIMULATED_CUSTOMER_PREFIX = 'cus_sim_';

/** Where this API serves the simulated checkout's pages: src/app.ts registers them there. */
export const SIMULATED_PAGES_PREFIX = '/api/v1/billing';

/**
 * The simulated checkout, without Stripe keys (development, tests): its sessions live in this
 * process's memory, and its pages' buttons apply the events Stripe would send, through the same
 * fulfilment as the webhook (ADR 022). No payment is taken, and no webhook is received.
 */
export function createSimulatedGateway(
  options: Omit<SimulatedCheckoutOptions, 'sessions'> & { log: FastifyBaseLogger },
): PaymentGateway {
  const sessions = createSimulatedSessions(options.clock);
  options.log.info(
    'billing: Stripe is not configured, so checkout is simulated (test mode, no payment)',
  );

  /**
   * The session's page (or a page under it: `subpage`), with the cookie that ties it to the
   * browser that asked.
   */
  function redirect(
    { session, secret }: OpenedSession,
    page: 'simulated-checkout' | 'simulated-portal',
    subpage = '',
  ): BillingRedirect {
    const path = `${SIMULATED_PAGES_PREFIX}/${page}/${session.id}`;
    return {
      url: `${options.appUrl}${path}${subpage}`,
      cookie: {
        name: SIMULATED_SESSION_COOKIE,
        value: secret,
        path,
        maxAgeSeconds: SIMULATED_SESSION_TTL_MS / 1000,
      },
    };
  }

  const simulatedCheckout = createSimulatedCheckout({ ...options, sessions });

  return {
    foreignCustomerPrefix: undefined,
    simulatedCheckout,

    async createCustomer() {
      return `${SIMULATED_CUSTOMER_PREFIX}${randomBytes(12).toString('hex')}`;
    },

    async checkout({ userId, plan, customerId, idempotencyKey }) {
      const opened = sessions.open({ kind: 'checkout', userId, plan, customerId }, idempotencyKey);
      return redirect(opened, 'simulated-checkout');
    },

    async portal({ userId, customerId, flow }) {
      const opened = sessions.open({ kind: 'portal', userId, plan: null, customerId });
      // As Stripe's `subscription_cancel` flow: straight to confirming the cancellation.
      return redirect(opened, 'simulated-portal', flow === 'cancel' ? '/cancel' : '');
    },

    async cancelSubscription(subscription) {
      return simulatedSubscriptionObject(subscription, {
        status: 'canceled',
        cancelAtPeriodEnd: false,
      });
    },

    async resumeSubscription(subscription) {
      return simulatedSubscriptionObject(subscription, {
        status: 'active',
        cancelAtPeriodEnd: false,
      });
    },

    async retrieveCheckoutSession(id) {
      return simulatedCheckout.retrieveCheckoutSession(id);
    },

    verifyWebhook() {
      throw new AppError(404, 'STRIPE_NOT_CONFIGURED');
    },

    close() {
      // Nothing to release: the sessions are in memory.
    },
  };
}
