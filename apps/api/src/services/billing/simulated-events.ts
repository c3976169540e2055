import { plans, type PlanId } from '@freedompath/contracts';
import type { subscriptions } from '../../infrastructure/database/schema/index.js';
import { addCalendarMonths } from './add-calendar-months.js';
import type { FulfilmentEvent } from './handle-stripe-event.js';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The simulated Stripe's monthly price; its subscriptions also say `plan: monthly` in metadata. */
const SIMULATED_MONTHLY_PRICE = 'price_sim_monthly';

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/** The plan's price in cents, as the Stripe price of the plan would charge it. */
function priceInCents(plan: PlanId): number {
  const found = plans.find((candidate) => candidate.id === plan);
  if (!found) throw new Error(`no price for plan ${plan}`);
  return found.price * 100;
}

export interface PaidSimulatedCheckout {
  /** `cs_sim_…` */
  sessionId: string;
  userId: string;
  plan: PlanId;
  customerId: string;
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
  const key = checkout.sessionId.replace(/^cs_/, '');
  const created = seconds(now);
  const metadata = { userId: checkout.userId, plan: checkout.plan };
  const amount = priceInCents(checkout.plan);
  const monthly = checkout.plan === 'monthly';
  const subscriptionId = `sub_${key}`;
  const completed: FulfilmentEvent = {
    id: `evt_${key}_completed`,
    type: 'checkout.session.completed',
    created,
    object: {
      id: checkout.sessionId,
      object: 'checkout.session',
      mode: monthly ? 'subscription' : 'payment',
      payment_status: 'paid',
      client_reference_id: checkout.userId,
      customer: checkout.customerId,
      payment_intent: monthly ? null : `pi_${key}`,
      subscription: monthly ? subscriptionId : null,
      amount_total: amount,
      currency: 'usd',
      metadata,
    },
  };
  if (!monthly) return [completed];
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
    object: {
      id: row.stripeSubscriptionId,
      object: 'subscription',
      status: 'active',
      customer: row.stripeCustomerId,
      cancel_at_period_end: true,
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
    },
  };
}
