import { z } from 'zod';
import { planIdSchema } from './plans.js';

/** `POST /api/v1/billing/checkout`: the plan only; the server picks the price. */
export const checkoutBodySchema = z
  .strictObject({ plan: planIdSchema })
  .meta({ id: 'CheckoutBody' });
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

/** Where to send the browser next: Stripe Checkout, the billing portal or the test checkout. */
export const redirectUrlSchema = z.object({ url: z.url() }).meta({ id: 'RedirectUrl' });
export type RedirectUrl = z.infer<typeof redirectUrlSchema>;
