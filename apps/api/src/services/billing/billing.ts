import { randomBytes } from 'node:crypto';
import type { PlanId } from '@freedompath/contracts';
import { eq, like } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import Stripe from 'stripe';
import { BILLING_MESSAGES } from './billing-messages.js';
import { checkoutConflict } from './checkout-conflict.js';
import { checkoutIdempotencyKey } from './checkout-idempotency-key.js';
import { checkoutSessionParams } from './checkout-session-params.js';
import {
  handleStripeEvent,
  isFulfilmentEventType,
  type FulfilmentEvent,
} from './handle-stripe-event.js';
import {
  simulatedCancellationEvent,
  simulatedCheckoutEvents,
} from './simulated-events.js';
import {
  createSimulatedSessions,
  type SimulatedSession,
} from './simulated-sessions.js';
import { createStripeClient, type StripeClient } from './stripe-client.js';
import {
  stripeEventSchema,
  type StripeEventEnvelope,
} from './stripe-object-schemas.js';
import { grantsAccess } from './subscription-state.js';
import { stripeCustomers, stripeEvents, subscriptions } from '../../infrastructure/database/schema/index.js';
import type { StripeSettings } from '../../env.js';
import { AppError } from '../../lib/app-error.js';
import type { UserRecord } from '../../repositories/users-repository.js';

/** Customer ids of the simulated Stripe: never sent to the real one. */
const SIMULATED_CUSTOMER_PREFIX = 'cus_sim_';

export type PortalFlow = 'manage' | 'cancel';

/** Where to send the browser: a Stripe page, or a simulated one and the key to use it. */
export type BillingRedirect =
  | { kind: 'stripe'; url: string }
  | { kind: 'simulated'; session: SimulatedSession; secret: string };

/** What became of a webhook event. */
export type EventOutcome = 'processed' | 'duplicate' | 'ignored';

/** The simulated Stripe's side of its checkout and portal pages (development and tests). */
export interface SimulatedBilling {
  /** The open session behind a page and its user. @throws as `claim` does. */
  view(
    id: string,
    kind: SimulatedSession['kind'],
    secret: string | undefined,
  ): Promise<{ session: SimulatedSession; user: UserRecord }>;
  /** Pays a checkout through webhook fulfilment; once. @returns where to redirect. */
  pay(id: string, secret: string | undefined, log: FastifyBaseLogger): Promise<string>;
  /** Abandons a checkout; nothing changes. @returns where to redirect. */
  cancel(id: string, secret: string | undefined): string;
  /** Cancels the renewing subscription at its period end, as the portal would. */
  cancelSubscription(
    id: string,
    secret: string | undefined,
    log: FastifyBaseLogger,
  ): Promise<string>;
}

export interface Billing {
  /** `stripe` with keys; `simulated` without (development, tests): checkout stays local. */
  readonly mode: 'stripe' | 'simulated';
  /** The site's public address: Stripe sends people back there. */
  readonly appUrl: string;
  /**
   * Starts a checkout of `plan` for `user`, creating their Stripe customer the first time. With
   * the client's `idempotencyKey`, a retry of the same checkout (same user, plan and key, within
   * minutes) gets the same session, from Stripe's own idempotency or the simulated sessions'.
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
   * Checks the Stripe-Signature of a webhook on its raw body and parses the event.
   *
   * @throws AppError 400 INVALID_SIGNATURE (also a stale timestamp), 404 STRIPE_NOT_CONFIGURED.
   */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): StripeEventEnvelope;
  /**
   * Applies an event once: its id is stored in the transaction of its effects, first, so a
   * repeat (even a concurrent one, which waits on that row) finds it and changes nothing, and a
   * failure stores neither.
   */
  processEvent(event: StripeEventEnvelope, log: FastifyBaseLogger): Promise<EventOutcome>;
  /** The simulated checkout; `undefined` when Stripe is configured. */
  simulated: SimulatedBilling | undefined;
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

function providerError(): AppError {
  return new AppError(502, 'PAYMENT_PROVIDER_ERROR', BILLING_MESSAGES.providerError);
}

/**
 * Billing: Stripe Checkout and the billing portal, webhook fulfilment into `subscriptions` and
 * `payments` (what entitlements read), and, without Stripe keys, a simulated checkout whose
 * buttons go through the same fulfilment code as the webhook (ADR 022).
 */
export default fp<BillingPluginOptions>(
  (app: FastifyInstance, options) => {
    const { db } = app.database;
    const { appUrl } = options;
    const client: StripeClient | undefined = options.stripe && createStripeClient(options.stripe);
    if (client) app.addHook('onClose', () => client.close());
    const mode = client ? 'stripe' : 'simulated';
    app.log.info(
      mode === 'stripe'
        ? 'billing: Stripe Checkout'
        : 'billing: Stripe is not configured, so checkout is simulated (test mode, no payment)',
    );

    /** A Stripe call whose failure is a 502 for the caller and an error in `log`. */
    async function callStripe<T>(
      what: string,
      log: FastifyBaseLogger,
      call: (stripe: Stripe) => Promise<T>,
    ): Promise<T> {
      if (!client) throw new Error('callStripe needs Stripe settings');
      try {
        return await call(client.stripe);
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeError)) throw error;
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
        throw providerError();
      }
    }

    async function subscriptionOf(userId: string) {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
      return row;
    }

    async function customerOf(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: stripeCustomers.stripeCustomerId })
        .from(stripeCustomers)
        .where(eq(stripeCustomers.userId, userId));
      const simulated = row?.id.startsWith(SIMULATED_CUSTOMER_PREFIX) ?? false;
      // A customer of the simulated Stripe means nothing to the real one.
      return row && (mode === 'simulated' || !simulated) ? row.id : undefined;
    }

    /**
     * The user's one Stripe customer, created at their first checkout. The idempotency key makes
     * two first checkouts at once create one customer; the table keeps whichever row lands.
     */
    async function ensureCustomer(user: UserRecord, log: FastifyBaseLogger): Promise<string> {
      const existing = await customerOf(user.id);
      if (existing) return existing;
      const created = client
        ? (
            await callStripe('create customer', log, (stripe) =>
              stripe.customers.create(
                { email: user.email, metadata: { userId: user.id } },
                { idempotencyKey: `customer-of-user-${user.id}` },
              ),
            )
          ).id
        : `${SIMULATED_CUSTOMER_PREFIX}${randomBytes(12).toString('hex')}`;
      const insert = db
        .insert(stripeCustomers)
        .values({ userId: user.id, stripeCustomerId: created, createdAt: app.clock.now() });
      const [row] = await (
        client
          ? insert.onConflictDoUpdate({
              target: stripeCustomers.userId,
              set: { stripeCustomerId: created },
              // Only a simulated customer (left by development) gives way to a real one.
              setWhere: like(stripeCustomers.stripeCustomerId, `${SIMULATED_CUSTOMER_PREFIX}%`),
            })
          : insert.onConflictDoNothing({ target: stripeCustomers.userId })
      ).returning({ id: stripeCustomers.stripeCustomerId });
      if (row) return row.id;
      const winner = await customerOf(user.id);
      if (!winner) throw new Error(`no Stripe customer for user ${user.id} after an insert`);
      return winner;
    }

    /** Stores the event's id and applies it, in one transaction; a stored id applies nothing. */
    async function applyOnce(
      event: FulfilmentEvent,
      log: FastifyBaseLogger,
    ): Promise<'processed' | 'duplicate'> {
      const { id, type } = event;
      return db.transaction(async (tx) => {
        const now = app.clock.now();
        const fresh = await tx
          .insert(stripeEvents)
          .values({ id, type, processedAt: now })
          .onConflictDoNothing({ target: stripeEvents.id })
          .returning({ id: stripeEvents.id });
        if (fresh.length === 0) return 'duplicate';
        const monthlyPriceId = options.stripe?.prices.monthly;
        await handleStripeEvent({ tx, users: app.users, now, log, monthlyPriceId }, event);
        return 'processed';
      });
    }

    async function processEvent(
      envelope: StripeEventEnvelope,
      log: FastifyBaseLogger,
    ): Promise<EventOutcome> {
      const { id, type, created, data } = envelope;
      if (!isFulfilmentEventType(type)) return 'ignored';
      return applyOnce({ id, type, created, object: data.object }, log);
    }

    const sessions = client ? undefined : createSimulatedSessions(app.clock);

    const simulated: SimulatedBilling | undefined = sessions && {
      async view(id, kind, secret) {
        const session = sessions.claim(id, kind, secret);
        const user = await app.users.findById(session.userId);
        if (!user) throw new AppError(404, 'CHECKOUT_NOT_FOUND', BILLING_MESSAGES.checkoutNotFound);
        return { session, user };
      },

      async pay(id, secret, log) {
        const session = sessions.claim(id, 'checkout', secret);
        const success = `${appUrl}/success?session_id=${encodeURIComponent(session.id)}`;
        if (session.state === 'paid') return success;
        if (session.state !== 'open' || !session.plan) {
          throw new AppError(409, 'CHECKOUT_CLOSED', BILLING_MESSAGES.checkoutClosed);
        }
        // Marked before the first await: a second click finds it paid, never pays twice. The
        // events' ids derive from the session's, so even a retry after a failure applies once.
        session.state = 'paid';
        try {
          const events = simulatedCheckoutEvents(
            {
              sessionId: session.id,
              userId: session.userId,
              plan: session.plan,
              customerId: session.customerId,
            },
            app.clock.now(),
          );
          for (const event of events) await applyOnce(event, log);
        } catch (error) {
          session.state = 'open';
          throw error;
        }
        return success;
      },

      cancel(id, secret) {
        const session = sessions.claim(id, 'checkout', secret);
        if (session.state === 'paid') {
          throw new AppError(409, 'CHECKOUT_CLOSED', BILLING_MESSAGES.checkoutClosed);
        }
        session.state = 'canceled';
        return `${appUrl}/pricing`;
      },

      async cancelSubscription(id, secret, log) {
        const session = sessions.claim(id, 'portal', secret);
        const done = `${appUrl}/account?canceled=true`;
        if (session.state !== 'open') return done;
        const row = await subscriptionOf(session.userId);
        if (
          !row ||
          row.subscriptionType !== 'monthly' ||
          !row.stripeSubscriptionId ||
          !row.stripeCustomerId ||
          row.cancelAtPeriodEnd ||
          !grantsAccess(row, app.clock.now())
        ) {
          throw new AppError(409, 'NOTHING_TO_CANCEL', BILLING_MESSAGES.nothingToCancel);
        }
        session.state = 'canceled';
        const event = simulatedCancellationEvent(
          session.id,
          { ...row, stripeSubscriptionId: row.stripeSubscriptionId },
          app.clock.now(),
        );
        try {
          await applyOnce(event, log);
        } catch (error) {
          session.state = 'open';
          throw error;
        }
        return done;
      },
    };

    const billing: Billing = {
      mode,
      appUrl,

      async checkout(user, plan, log, idempotencyKey) {
        const conflict = checkoutConflict(await subscriptionOf(user.id), plan, app.clock.now());
        if (conflict) throw conflict;
        const customerId = await ensureCustomer(user, log);
        if (!client || !options.stripe) {
          const opened = sessions?.open(
            { kind: 'checkout', userId: user.id, plan, customerId },
            idempotencyKey,
          );
          if (!opened) throw new Error('no simulated sessions without Stripe');
          return { kind: 'simulated', ...opened };
        }
        const params = checkoutSessionParams({
          plan,
          price: options.stripe.prices[plan],
          userId: user.id,
          customerId,
          appUrl,
          now: app.clock.now(),
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
        return { kind: 'stripe', url: session.url };
      },

      async portal(user, flow, log) {
        const customerId = await customerOf(user.id);
        if (!customerId) {
          throw new AppError(404, 'NO_BILLING_ACCOUNT', BILLING_MESSAGES.noBillingAccount);
        }
        const row = await subscriptionOf(user.id);
        const cancellable =
          row?.subscriptionType === 'monthly' &&
          row.stripeSubscriptionId !== null &&
          !row.cancelAtPeriodEnd &&
          grantsAccess(row, app.clock.now());
        if (flow === 'cancel' && !cancellable) {
          throw new AppError(409, 'NOTHING_TO_CANCEL', BILLING_MESSAGES.nothingToCancel);
        }
        if (!client) {
          const opened = sessions?.open({
            kind: 'portal',
            userId: user.id,
            plan: null,
            customerId,
          });
          if (!opened) throw new Error('no simulated sessions without Stripe');
          return { kind: 'simulated', ...opened };
        }
        const subscriptionId = row?.stripeSubscriptionId;
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
        return { kind: 'stripe', url: session.url };
      },

      verifyWebhook(rawBody, signature) {
        if (!client || !options.stripe) {
          throw new AppError(404, 'STRIPE_NOT_CONFIGURED', BILLING_MESSAGES.stripeNotConfigured);
        }
        let event: unknown;
        try {
          event = client.stripe.webhooks.constructEvent(
            rawBody,
            signature ?? '',
            options.stripe.webhookSecret,
            undefined,
            undefined,
            // The signature's age is measured on our clock, which tests move.
            app.clock.now().getTime(),
          );
        } catch {
          throw new AppError(400, 'INVALID_SIGNATURE', BILLING_MESSAGES.invalidSignature);
        }
        const parsed = stripeEventSchema.safeParse(event);
        if (!parsed.success) {
          throw new AppError(400, 'INVALID_EVENT', BILLING_MESSAGES.invalidEvent);
        }
        return parsed.data;
      },

      processEvent,
      simulated,
    };

    app.decorate('billing', billing);
  },
  { name: 'billing', dependencies: ['database', 'users-repository'] },
);
