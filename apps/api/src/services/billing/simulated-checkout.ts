import { plans, type Plan, type PlanId } from '@freedompath/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { SubscriptionsRepository } from '../../repositories/subscriptions-repository.js';
import type { UserRecord, UsersRepository } from '../../repositories/users-repository.js';
import type { Fulfilment } from './fulfilment.js';
import {
  simulatedCancellationEvent,
  simulatedCheckoutEvents,
  simulatedSessionObject,
} from './simulated-events.js';
import { applyPromotionCode, priceInCents } from './simulated-promotion-codes.js';
import type {
  SimulatedSession,
  SimulatedSessionKind,
  SimulatedSessions,
} from './simulated-sessions.js';
import { grantsAccess } from './subscription-state.js';

/** The simulated Stripe's side of its checkout and portal pages (development and tests). */
export interface SimulatedCheckout {
  /**
   * The open checkout behind a page, its user and plan, and what is to pay after the
   * promotion code entered, if any. @throws as `claim` does.
   */
  viewCheckout(id: string, secret: string | undefined): Promise<CheckoutView>;
  /**
   * Applies a promotion code to the checkout, as Stripe Checkout's field does; an empty one
   * removes it. @returns why the code was refused, or `undefined`. @throws as `claim` does.
   */
  enterPromotionCode(
    id: string,
    secret: string | undefined,
    code: string,
  ): { refused: string } | undefined;
  /**
   * The portal visit behind a page, its user, their plan in a sentence, and whether they have
   * a renewing subscription to cancel, or one set to end that they can resume.
   * @throws as `claim` does.
   */
  viewPortal(id: string, secret: string | undefined): Promise<PortalView>;
  /** A checkout session as Stripe answers it, whoever's it is; `undefined` when unknown. */
  retrieveCheckoutSession(id: string): Record<string, unknown> | undefined;
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

export interface CheckoutView {
  session: SimulatedSession;
  user: UserRecord;
  plan: Plan;
  /** What Pay charges, in cents: the plan's price less the promotion code. */
  amountCents: number;
}

export interface PortalView {
  session: SimulatedSession;
  user: UserRecord;
  summary: string;
  renewing: boolean;
  resumable: boolean;
  /** When the monthly period ends, in words ('' without one). */
  periodEnd: string;
}

export interface SimulatedCheckoutOptions {
  appUrl: string;
  clock: Clock;
  sessions: SimulatedSessions;
  users: UsersRepository;
  subscriptions: SubscriptionsRepository;
  /** The buttons apply the events Stripe would send through the webhook's own fulfilment. */
  fulfilment: Pick<Fulfilment, 'applyOnce'>;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** What the simulated checkout's pages show and do, on its in-memory sessions. */
export function createSimulatedCheckout(options: SimulatedCheckoutOptions): SimulatedCheckout {
  const { appUrl, clock, sessions, fulfilment } = options;

  /** The open session behind a page and its user. @throws as `claim` does. */
  async function view(id: string, kind: SimulatedSessionKind, secret: string | undefined) {
    const session = sessions.claim(id, kind, secret);
    const user = await options.users.findById(session.userId);
    if (!user) throw new AppError(404, 'CHECKOUT_NOT_FOUND');
    return { session, user };
  }

  /** What the session's checkout charges, after its promotion code. */
  const amountOf = (session: SimulatedSession & { plan: PlanId }) =>
    priceInCents(session.plan) - (session.promotionCode?.discountCents ?? 0);

  /** The session as the paid checkout and its events describe it. */
  const paidCheckout = (session: SimulatedSession & { plan: PlanId }) => ({
    sessionId: session.id,
    userId: session.userId,
    plan: session.plan,
    customerId: session.customerId,
    amountCents: amountOf(session),
  });

  return {
    async viewCheckout(id, secret) {
      const { session, user } = await view(id, 'checkout', secret);
      const plan = plans.find((candidate) => candidate.id === session.plan);
      if (!plan) throw new Error(`simulated checkout ${session.id} has no plan`);
      return { session, user, plan, amountCents: amountOf({ ...session, plan: plan.id }) };
    },

    enterPromotionCode(id, secret, code) {
      const session = sessions.claim(id, 'checkout', secret);
      if (session.state !== 'open' || !session.plan) {
        throw new AppError(409, 'CHECKOUT_CLOSED');
      }
      if (code.trim() === '') {
        delete session.promotionCode;
        return undefined;
      }
      const applied = applyPromotionCode(code, session.plan);
      if ('refused' in applied) return applied;
      session.promotionCode = applied;
      return undefined;
    },

    async viewPortal(id, secret) {
      const { session, user } = await view(id, 'portal', secret);
      const row = await options.subscriptions.find(user.id);
      const active = row !== undefined && grantsAccess(row, clock.now());
      const until = row?.currentPeriodEnd ? dateFormat.format(row.currentPeriodEnd) : '';
      let summary = 'You have no paid plan.';
      if (active && row.subscriptionType === 'lifetime') summary = 'Lifetime access.';
      else if (active && row.subscriptionType === 'yearly') summary = `Yearly, until ${until}.`;
      else if (active && row.cancelAtPeriodEnd) summary = `Monthly, canceled: ends on ${until}.`;
      else if (active) summary = `Monthly, renews on ${until}.`;
      const monthly = active && row.subscriptionType === 'monthly';
      return {
        session,
        user,
        summary,
        renewing: monthly && !row.cancelAtPeriodEnd,
        resumable: monthly && row.cancelAtPeriodEnd,
        periodEnd: until,
      };
    },

    retrieveCheckoutSession(id) {
      const session = sessions.findCheckout(id);
      if (!session?.plan) return undefined;
      const expired = session.state === 'canceled' || session.expiresAt <= clock.now();
      const status = session.state === 'paid' ? 'complete' : expired ? 'expired' : 'open';
      return simulatedSessionObject(paidCheckout({ ...session, plan: session.plan }), status);
    },

    async pay(id, secret, log) {
      const session = sessions.claim(id, 'checkout', secret);
      const success = `${appUrl}/success?session_id=${encodeURIComponent(session.id)}`;
      if (session.state === 'paid') return success;
      if (session.state !== 'open' || !session.plan) {
        throw new AppError(409, 'CHECKOUT_CLOSED');
      }
      // Marked before the first await: a second click finds it paid, never pays twice. The
      // events' ids derive from the session's, so even a retry after a failure applies once.
      session.state = 'paid';
      try {
        const events = simulatedCheckoutEvents(
          paidCheckout({ ...session, plan: session.plan }),
          clock.now(),
        );
        for (const event of events) await fulfilment.applyOnce(event, log);
      } catch (error) {
        session.state = 'open';
        throw error;
      }
      return success;
    },

    cancel(id, secret) {
      const session = sessions.claim(id, 'checkout', secret);
      if (session.state === 'paid') {
        throw new AppError(409, 'CHECKOUT_CLOSED');
      }
      session.state = 'canceled';
      return `${appUrl}/pricing`;
    },

    async cancelSubscription(id, secret, log) {
      const session = sessions.claim(id, 'portal', secret);
      const done = `${appUrl}/account?canceled=true`;
      if (session.state !== 'open') return done;
      const row = await options.subscriptions.find(session.userId);
      if (
        !row ||
        row.subscriptionType !== 'monthly' ||
        !row.stripeSubscriptionId ||
        !row.stripeCustomerId ||
        row.cancelAtPeriodEnd ||
        !grantsAccess(row, clock.now())
      ) {
        throw new AppError(409, 'NOTHING_TO_CANCEL');
      }
      session.state = 'canceled';
      const event = simulatedCancellationEvent(
        session.id,
        { ...row, stripeSubscriptionId: row.stripeSubscriptionId },
        clock.now(),
      );
      try {
        await fulfilment.applyOnce(event, log);
      } catch (error) {
        session.state = 'open';
        throw error;
      }
      return done;
    },
  };
}
