import { z } from 'zod/mini';
import { calculators } from './calculators.js';
import { FREE_CALCULATION_LIMIT, planIdSchema } from './plans.js';

/**
 * The `calculation_type` of a quota ledger row: one per calculator, from the registry (the product definition
 * names `scenario`, `international`, `paycheck_planner` and `freelance_rate`; runway and
 * compensation share `scenario`).
 */
export type CalculationType = (typeof calculators)[number]['ledgerType'];
export const calculationTypeSchema = /* @__PURE__ */ z.enum([
  ...new Set(calculators.map(({ ledgerType }) => ledgerType)),
] as [CalculationType, ...CalculationType[]]);

/** `GET /api/v1/me/entitlements`: what the signed-in user may do, decided by the server. */
export const entitlementsSchema = /* @__PURE__ */ z
  .object({
    plan: z.enum(['free', ...planIdSchema.options]),
    paid: z.boolean(),
    admin: z.boolean(),
    limit: z.literal(FREE_CALCULATION_LIMIT),
    used: z.number().check(z.int(), z.nonnegative()),
    /** Calculations left; `null` means unlimited (paid or admin). */
    remaining: z.nullable(z.number().check(z.int(), z.nonnegative())),
    /** When paid access ends (a monthly period or a yearly purchase); null for free and lifetime. */
    accessUntil: z.nullable(z.iso.datetime({ offset: true })),
    /** A monthly subscription set to end at `accessUntil`. */
    cancelAtPeriodEnd: z.boolean(),
    /**
     * The user has a monthly subscription the payment provider may charge again (renewing, or
     * a payment it is still retrying). Deleting the account cancels it at once (ADR 041).
     */
    renews: z.boolean(),
    /**
     * A monthly subscription set to end can be resumed (`POST /billing/resume`) until this
     * moment, its period end; null when there is nothing to resume (ADR 041).
     */
    resumableUntil: z.nullable(z.iso.datetime({ offset: true })),
    /**
     * For a monthly subscriber (renewing or set to end): what buying Yearly or Lifetime now
     * does (ADR 041). The monthly subscription is cancelled once the new plan is paid, so it
     * never charges again; the month already paid is not refunded but kept: a Yearly purchase
     * starts at `paidMonthEndsAt` and runs until `yearlyAccessUntil`. Null for anyone else.
     */
    monthlyUpgrade: z.nullable(
      z.object({
        paidMonthEndsAt: z.iso.datetime({ offset: true }),
        yearlyAccessUntil: z.iso.datetime({ offset: true }),
      }),
    ),
  })
  .register(z.globalRegistry, { id: 'Entitlements' });
export type Entitlements = z.infer<typeof entitlementsSchema>;

/**
 * A client's key for a request it may retry (a quota consume, a calculation, a checkout): the
 * same key again has the first request's effect once.
 */
export const idempotencyKeySchema = /* @__PURE__ */ z
  .string()
  .check(
    z.minLength(8),
    z.maxLength(128),
    z.regex(/^[\x21-\x7e]+$/, 'Must be printable ASCII without spaces'),
  );

/** `POST /api/v1/quota/consume`. */
export const consumeQuotaBodySchema = /* @__PURE__ */ z
  .strictObject({
    calculationType: calculationTypeSchema,
    /**
     * One per calculate action: a retried request with the same key consumes once; the same key
     * with another calculation type is refused.
     */
    idempotencyKey: idempotencyKeySchema,
  })
  .register(z.globalRegistry, { id: 'ConsumeQuotaBody' });
export type ConsumeQuotaBody = z.infer<typeof consumeQuotaBodySchema>;

export const consumeQuotaResponseSchema = /* @__PURE__ */ z
  .object({ remaining: z.nullable(z.number().check(z.int(), z.nonnegative())) })
  .register(z.globalRegistry, { id: 'ConsumeQuotaResponse' });
export type ConsumeQuotaResponse = z.infer<typeof consumeQuotaResponseSchema>;
