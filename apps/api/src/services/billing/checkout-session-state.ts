import type { CheckoutSessionStatus } from '@freedompath/contracts';
import { z } from 'zod';

/** The shape of a checkout session id: Stripe's `cs_test_…`/`cs_live_…`, the simulated `cs_sim_…`. */
export const CHECKOUT_SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;

/** The parts of a checkout session, as the provider answers it, that say whose and how far along. */
export const providerCheckoutSessionSchema = z.object({
  id: z.string(),
  mode: z.string(),
  /** `open`, `complete` or `expired`. */
  status: z.string(),
  payment_status: z.string(),
  client_reference_id: z.string().nullish(),
  payment_intent: z
    .union([z.string(), z.object({ id: z.string() }).transform((object) => object.id)])
    .nullish(),
  subscription: z
    .union([z.string(), z.object({ id: z.string() }).transform((object) => object.id)])
    .nullish(),
  metadata: z
    .record(z.string(), z.string())
    .nullish()
    .transform((metadata) => metadata ?? {}),
});
export type ProviderCheckoutSession = z.output<typeof providerCheckoutSessionSchema>;

/**
 * The session's state for the success page: complete and paid (or with nothing to pay) is
 * `paid`; complete and unpaid is a payment still settling (`pending`); Stripe's `open` and
 * `expired` are as they are.
 */
export function checkoutSessionState(session: ProviderCheckoutSession): CheckoutSessionStatus {
  if (session.status === 'expired') return 'expired';
  if (session.status !== 'complete') return 'open';
  return session.payment_status === 'unpaid' ? 'pending' : 'paid';
}
