import { z } from 'zod/mini';
import { planIdSchema } from './plans.js';

/** `POST /api/v1/billing/checkout`: the plan only; the server picks the price. */
export const checkoutBodySchema = /* @__PURE__ */ z
  .strictObject({ plan: planIdSchema })
  .register(z.globalRegistry, { id: 'CheckoutBody' });
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

/** Where to send the browser next: Stripe Checkout, the billing portal or the test checkout. */
export const redirectUrlSchema = /* @__PURE__ */ z
  .object({ url: z.url() })
  .register(z.globalRegistry, { id: 'RedirectUrl' });
export type RedirectUrl = z.infer<typeof redirectUrlSchema>;

/**
 * Days after a purchase within which a refund may be asked for (the terms' Refunds section);
 * refunds are decided case by case. Cancelling, deleting the account or upgrading refunds
 * nothing by itself (ADR 041).
 */
export const REFUND_WINDOW_DAYS = 7;

/**
 * The refund policy of the terms in one sentence, for the dialogs that cancel a subscription
 * (account deletion): what happens to the money already paid.
 */
export const REFUND_POLICY_SUMMARY = `Cancelling refunds nothing by itself: if FreedomPath did not work for you, write to us within ${REFUND_WINDOW_DAYS} days of purchase, and refunds are decided case by case.`;

/** `GET /api/v1/billing/checkout-sessions/{id}`: the checkout `/success?session_id=` names. */
export const checkoutSessionParamsSchema = /* @__PURE__ */ z.strictObject({
  id: z.string().check(z.minLength(1), z.maxLength(255)),
});

/**
 * The state of one of the caller's own checkouts:
 * - `paid`: paid (or nothing to pay, a 100 % promotion code);
 * - `pending`: completed with a payment method that settles later (a bank debit);
 * - `open`: not completed yet (the customer may still pay);
 * - `expired`: abandoned; nothing was charged.
 */
export const checkoutSessionStatusSchema = /* @__PURE__ */ z.enum([
  'paid',
  'pending',
  'open',
  'expired',
]);
export type CheckoutSessionStatus = z.infer<typeof checkoutSessionStatusSchema>;

export const checkoutSessionSchema = /* @__PURE__ */ z
  .object({
    id: z.string(),
    plan: planIdSchema,
    status: checkoutSessionStatusSchema,
    /**
     * The purchase is in the caller's entitlements: the payment provider told us (its webhook,
     * or the simulated checkout's Pay). `paid` with `fulfilled: false` means a moment more.
     */
    fulfilled: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'CheckoutSession' });
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;
