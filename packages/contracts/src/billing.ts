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
