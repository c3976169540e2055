import { z } from 'zod';

/**
 * The parts of Stripe's objects that fulfilment reads, parsed rather than trusted to the SDK's
 * types: an event is rendered in the API version of the webhook endpoint, which may be older
 * than the SDK's, so fields that moved between versions are read from both places. Anything
 * else in the object is ignored; a missing field we need fails the parse, the webhook answers
 * 500 and Stripe delivers the event again later.
 */

/** An id, or the object it names when the field was expanded. */
const expandableIdSchema = z.union([
  z.string(),
  z.object({ id: z.string() }).transform((object) => object.id),
]);

const metadataSchema = z
  .record(z.string(), z.string())
  .nullish()
  .transform((metadata) => metadata ?? {});

/** Seconds since the epoch, as every Stripe timestamp is. */
const unixSecondsSchema = z.number().int().nonnegative();

/** The event around an object: `created` orders a subscription's events (ADR 022). */
export const stripeEventSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created: unixSecondsSchema,
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
export type StripeEventEnvelope = z.input<typeof stripeEventSchema>;

export const checkoutSessionSchema = z.object({
  id: z.string(),
  mode: z.string(),
  /** `paid`, `unpaid` (an asynchronous method still settling) or `no_payment_required`. */
  payment_status: z.string(),
  client_reference_id: z.string().nullish(),
  customer: expandableIdSchema.nullish(),
  payment_intent: expandableIdSchema.nullish(),
  amount_total: z.number().int().nullish(),
  currency: z.string().nullish(),
  metadata: metadataSchema,
});
export type CheckoutSessionObject = z.output<typeof checkoutSessionSchema>;

export const subscriptionSchema = z.object({
  id: z.string(),
  status: z.string(),
  customer: expandableIdSchema,
  cancel_at_period_end: z.boolean(),
  cancel_at: unixSecondsSchema.nullish(),
  /** Before API version 2025-03-31 the period was the subscription's; since, each item's. */
  current_period_end: unixSecondsSchema.nullish(),
  items: z.object({
    data: z.array(
      z.object({
        current_period_end: unixSecondsSchema.nullish(),
        /** Tells the monthly plan's subscription from any other of the same customer. */
        price: z.object({ id: z.string() }).nullish(),
      }),
    ),
  }),
  metadata: metadataSchema,
});
export type SubscriptionObject = z.output<typeof subscriptionSchema>;

export const invoiceSchema = z.object({
  id: z.string(),
  customer: expandableIdSchema.nullish(),
  amount_paid: z.number().int(),
  amount_due: z.number().int(),
  currency: z.string(),
  /** Since API version 2025-03-31 the subscription is named here ... */
  parent: z
    .object({
      subscription_details: z
        .object({ subscription: expandableIdSchema, metadata: metadataSchema })
        .nullish(),
    })
    .nullish(),
  /** ... and before it, here. */
  subscription: expandableIdSchema.nullish(),
  /**
   * The payment intent a refund names: on the invoice before API version 2025-03-31; since, in
   * its `payments` list when that is included.
   */
  payment_intent: expandableIdSchema.nullish(),
  payments: z
    .object({
      data: z.array(
        z.object({
          payment: z.object({ payment_intent: expandableIdSchema.nullish() }).nullish(),
        }),
      ),
    })
    .nullish(),
});
export type InvoiceObject = z.output<typeof invoiceSchema>;

export const chargeSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  amount_refunded: z.number().int(),
  currency: z.string(),
  /** True once the whole amount is refunded. */
  refunded: z.boolean(),
  customer: expandableIdSchema.nullish(),
  payment_intent: expandableIdSchema.nullish(),
  metadata: metadataSchema,
});
export type ChargeObject = z.output<typeof chargeSchema>;
