import type { PlanId } from '@freedompath/contracts';
import type Stripe from 'stripe';

export interface CheckoutSessionInput {
  plan: PlanId;
  /** Stripe's price id of the plan: the server's choice, never the browser's. */
  price: string;
  userId: string;
  customerId: string;
  /** The site's public address, without a trailing slash. */
  appUrl: string;
  now: Date;
}

/**
 * Stripe's sessions live 24 hours by default; a session opened before a purchase elsewhere
 * could still be paid after it, past the 409 rules checked when it was opened. Stripe's shortest
 * expiry is 30 minutes after the session is created; the extra minute keeps our clock and the
 * request's travel time from putting it below that.
 */
const SESSION_LIFETIME_MS = 31 * 60 * 1000;

/**
 * The expiry is rounded up to a step so that a retried checkout, a few seconds later, asks
 * Stripe for the very same parameters: Stripe answers a repeated idempotency key only when they
 * match (`checkoutIdempotencyKey`). Sessions so live between 31 and 36 minutes.
 */
export const SESSION_EXPIRY_STEP_MS = 5 * 60 * 1000;

/**
 * What we ask Stripe Checkout for: monthly is a subscription, yearly (a year of access) and
 * lifetime are one-time payments. The user id travels as `client_reference_id` and, with the
 * plan, in the metadata of the session and of the subscription or payment it creates, so every
 * later event names its user and plan without a call back to Stripe.
 */
export function checkoutSessionParams(
  input: CheckoutSessionInput,
): Stripe.Checkout.SessionCreateParams {
  const metadata = { userId: input.userId, plan: input.plan };
  return {
    mode: input.plan === 'monthly' ? 'subscription' : 'payment',
    line_items: [{ price: input.price, quantity: 1 }],
    customer: input.customerId,
    client_reference_id: input.userId,
    allow_promotion_codes: true,
    // Stripe puts the session's id in place of the placeholder; /success polls entitlements.
    success_url: `${input.appUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${input.appUrl}/pricing`,
    expires_at:
      (Math.ceil((input.now.getTime() + SESSION_LIFETIME_MS) / SESSION_EXPIRY_STEP_MS) *
        SESSION_EXPIRY_STEP_MS) /
      1000,
    metadata,
    ...(input.plan === 'monthly'
      ? { subscription_data: { metadata } }
      : { payment_intent_data: { metadata } }),
  };
}
