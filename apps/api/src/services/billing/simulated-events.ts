import type { PlanId } from '@freedompath/contracts';
import type { subscriptions } from '../../infrastructure/database/schema/index.js';
import { addCalendarMonths } from './add-calendar-months.js';
import type { FulfilmentEvent } from './handle-stripe-event.js';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The simulated Stripe's monthly price; its subscriptions also say `plan: monthly` in metadata. */
const SIMULATED_MONTHLY_PRICE = 'price_sim_monthly';

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);

export interface PaidSimulatedCheckout {
  /** `cs_sim_…` */
  sessionId: string;
  userId: string;
  plan: PlanId;
  customerId: string;
  /** What was charged, in cents, after any promotion code: 0 is nothing to pay. */
  amountCents: number;
}

/** The ids of what a simulated checkout's payment creates, derived from the session's. */
function idsOf(sessionId: string) {
  const key = sessionId.replace(/^cs_/, '');
  return { key, paymentIntent: `pi_${key}`, subscription: `sub_${key}` };
}

/**
 * The checkout session as Stripe answers it (and as its `checkout.session.completed` carries
 * it): `open` until paid, then `complete`, `expired` once abandoned or past its time. Nothing
 * to pay (a 100 % promotion code) completes as `no_payment_required`, without a payment intent.
 */
export function simulatedSessionObject(
  checkout: PaidSimulatedCheckout,
  status: 'open' | 'complete' | 'expired',
): Record<string, unknown> {
  const ids = idsOf(checkout.sessionId);
  const monthly = checkout.plan === 'monthly';
  const complete = status === 'complete';
  const free = checkout.amountCents === 0;
  return {
    id: checkout.sessionId,
    object: 'checkout.session',
    mode: monthly ? 'subscription' : 'payment',
    status,
    payment_status: !complete ? 'unpaid' : free ? 'no_payment_required' : 'paid',
    client_reference_id: checkout.userId,
    customer: checkout.customerId,
    payment_intent: complete && !monthly && !free ? ids.paymentIntent : null,
    subscription: complete && monthly ? ids.subscription : null,
    amount_total: checkout.amountCents,
    currency: 'usd',
    metadata: { userId: checkout.userId, plan: checkout.plan },
  };
}

/**
 * The events Stripe would send after a paid checkout, with ids derived from the session's so
 * paying twice processes nothing twice: a one-time purchase's `checkout.session.completed`;
 * for monthly also the subscription's creation (active for a calendar month) and its invoice.
 */
export function simulatedCheckoutEvents(
  checkout: PaidSimulatedCheckout,
  now: Date,
): FulfilmentEvent[] {
  const { key, subscription: subscriptionId } = idsOf(checkout.sessionId);
  const created = seconds(now);
  const metadata = { userId: checkout.userId, plan: checkout.plan };
  const amount = checkout.amountCents;
  const completed: FulfilmentEvent = {
    id: `evt_${key}_completed`,
    type: 'checkout.session.completed',
    created,
    object: simulatedSessionObject(checkout, 'complete'),
  };
  if (checkout.plan !== 'monthly') return [completed];
  return [
    completed,
    {
      id: `evt_${key}_subscription_created`,
      type: 'customer.subscription.created',
      created,
      object: {
        id: subscriptionId,
        object: 'subscription',
        status: 'active',
        customer: checkout.customerId,
        cancel_at_period_end: false,
        cancel_at: null,
        items: {
          data: [
            {
              current_period_end: seconds(addCalendarMonths(now, 1)),
              price: { id: SIMULATED_MONTHLY_PRICE },
            },
          ],
        },
        metadata,
      },
    },
    {
      id: `evt_${key}_invoice_paid`,
      type: 'invoice.paid',
      created,
      object: {
        id: `in_${key}`,
        object: 'invoice',
        customer: checkout.customerId,
        amount_paid: amount,
        amount_due: amount,
        currency: 'usd',
        parent: { subscription_details: { subscription: subscriptionId, metadata } },
      },
    },
  ];
}

/**
 * The user's subscription as the simulated Stripe answers it, from their row, with `changes`:
 * what a cancel or a resume answers.
 */
export function simulatedSubscriptionObject(
  row: SubscriptionRow & { stripeSubscriptionId: string },
  changes: { status: string; cancelAtPeriodEnd: boolean },
): Record<string, unknown> {
  return {
    id: row.stripeSubscriptionId,
    object: 'subscription',
    status: changes.status,
    customer: row.stripeCustomerId,
    cancel_at_period_end: changes.cancelAtPeriodEnd,
    cancel_at: null,
    items: {
      data: [
        {
          current_period_end: row.currentPeriodEnd ? seconds(row.currentPeriodEnd) : null,
          price: { id: SIMULATED_MONTHLY_PRICE },
        },
      ],
    },
    metadata: { userId: row.userId, plan: 'monthly' },
  };
}

/**
 * What Stripe sends when a subscriber cancels in the portal: the subscription, still active,
 * set to end with its period. Never older than the state the row already holds.
 */
export function simulatedCancellationEvent(
  portalSessionId: string,
  row: SubscriptionRow & { stripeSubscriptionId: string },
  now: Date,
): FulfilmentEvent {
  const created = Math.max(
    seconds(now),
    row.stripeEventCreatedAt ? seconds(row.stripeEventCreatedAt) : 0,
  );
  return {
    id: `evt_${portalSessionId.replace(/^bps_/, '')}_cancel`,
    type: 'customer.subscription.updated',
    created,
    object: simulatedSubscriptionObject(row, { status: 'active', cancelAtPeriodEnd: true }),
  };
}
