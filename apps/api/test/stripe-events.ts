import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { Clock } from '../src/lib/clock.js';

/** Only for its signing helper: this client never sends a request. */
const signer = new Stripe('sk_test_event_signer');

export const randomStripeId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/** Whole seconds of `clock`, as Stripe dates its events and signatures. */
export const stripeSeconds = (clock: Clock) => Math.floor(clock.now().getTime() / 1000);

export interface TestEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  data: { object: Record<string, unknown> };
}

/** An event of `type` about `object`, as Stripe would send it, with a new id. */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  created: number,
): TestEvent {
  return {
    id: randomStripeId('evt_test'),
    object: 'event',
    type,
    created,
    api_version: '2026-10-28.endive',
    livemode: false,
    data: { object },
  };
}

/** A paid one-time Checkout Session of `plan` for a user and their Stripe customer. */
export function oneTimeSession(
  who: { userId: string; customer: string | undefined },
  plan: 'yearly' | 'lifetime',
  overrides: Record<string, unknown> = {},
) {
  return {
    id: randomStripeId('cs_test'),
    object: 'checkout.session',
    mode: 'payment',
    status: 'complete',
    payment_status: 'paid',
    client_reference_id: who.userId,
    customer: who.customer,
    payment_intent: randomStripeId('pi_test'),
    subscription: null,
    amount_total: plan === 'yearly' ? 2500 : 7900,
    currency: 'usd',
    metadata: { userId: who.userId, plan },
    ...overrides,
  };
}

/** The `Stripe-Signature` header of `payload`, signed with `secret` at `timestamp`. */
export function stripeSignature(payload: string, secret: string, timestamp: number): string {
  return signer.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}
