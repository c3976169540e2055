import { createHash } from 'node:crypto';
import type Stripe from 'stripe';

/**
 * Stripe's idempotency key of a checkout the client marked with its own `Idempotency-Key`.
 * Stripe answers a key it has seen with the session it first created, but refuses it with other
 * parameters; so the parameters (user, customer, plan, price, expiry step) are part of the key,
 * as the calculations ledger does with inputs. A retry gets the same session; the same client
 * key for another plan, or in the next expiry step, is a new checkout rather than an error.
 *
 * @example checkoutIdempotencyKey('4f1c…', params) // 'checkout-Jx3…' (the same for a retry)
 */
export function checkoutIdempotencyKey(
  clientKey: string,
  params: Stripe.Checkout.SessionCreateParams,
): string {
  const request = JSON.stringify([clientKey, params]);
  return `checkout-${createHash('sha256').update(request).digest('base64url')}`;
}
