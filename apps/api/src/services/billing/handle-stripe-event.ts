import { planIdSchema, type PlanId } from '@freedompath/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { DbExecutor } from '../../infrastructure/database/database.js';
import type {
  PaymentRecord,
  PaymentsRepository,
  PaymentStatus,
} from '../../repositories/payments-repository.js';
import type { StripeCustomersRepository } from '../../repositories/stripe-customers-repository.js';
import type {
  SubscriptionsRepository,
  SubscriptionValues,
} from '../../repositories/subscriptions-repository.js';
import type { UserRecord, UsersRepository } from '../../repositories/users-repository.js';
import { addCalendarMonths } from './add-calendar-months.js';
import { recordPayment } from './record-payment.js';
import {
  chargeSchema,
  checkoutSessionSchema,
  invoiceSchema,
  subscriptionSchema,
  type ChargeObject,
  type CheckoutSessionObject,
  type InvoiceObject,
  type SubscriptionObject,
} from './stripe-object-schemas.js';
import type { ProviderSubscription } from './payment-gateway.js';
import {
  grantsAccess,
  shouldApplySubscription,
  hasLiveSubscription,
  subscriptionState,
} from './subscription-state.js';

/** The event types fulfilment acts on; Stripe's other events are acknowledged and ignored. */
export const FULFILMENT_EVENT_TYPES = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'charge.refunded',
] as const;
export type FulfilmentEventType = (typeof FULFILMENT_EVENT_TYPES)[number];

export function isFulfilmentEventType(type: string): type is FulfilmentEventType {
  return (FULFILMENT_EVENT_TYPES as readonly string[]).includes(type);
}

/** A verified event of a type fulfilment handles, with its object not yet parsed. */
export interface FulfilmentEvent {
  id: string;
  type: FulfilmentEventType;
  /** Seconds since the epoch. */
  created: number;
  object: Record<string, unknown>;
}

/** Where an event's effects are written: inside the transaction that records its id. */
export interface FulfilmentContext {
  tx: DbExecutor;
  users: UsersRepository;
  subscriptions: SubscriptionsRepository;
  payments: PaymentsRepository;
  stripeCustomers: StripeCustomersRepository;
  now: Date;
  log: FastifyBaseLogger;
  /**
   * The configured Stripe price of the monthly plan (unset for the simulated checkout): a
   * subscription with it, or with `plan: monthly` in its metadata, is ours to apply.
   */
  monthlyPriceId: string | undefined;
  /**
   * Cancels a subscription at the payment provider at once (the gateway's): a one-time
   * purchase that replaces a monthly subscription stops it, so it never charges again.
   */
  cancelSubscription: (
    subscription: ProviderSubscription,
    log: FastifyBaseLogger,
  ) => Promise<unknown>;
}

type OneTimePlan = Exclude<PlanId, 'monthly'>;
const uuidSchema = z.uuid();

/**
 * The user an object belongs to: the first id given that is a UUID, else the owner of the Stripe
 * customer. Their row is locked until the transaction ends, so every billing change of one user
 * (and the quota's consume) happens one after another.
 */
async function lockOwner(
  ctx: FulfilmentContext,
  ids: (string | null | undefined)[],
  customerId: string | null | undefined,
): Promise<UserRecord | undefined> {
  const named = ids.find((id) => uuidSchema.safeParse(id).success);
  const userId =
    named ?? (customerId ? await ctx.stripeCustomers.userOf(ctx.tx, customerId) : undefined);
  return userId ? ctx.users.lock(ctx.tx, userId) : undefined;
}

function writeSubscription(
  ctx: FulfilmentContext,
  userId: string,
  values: SubscriptionValues,
): Promise<void> {
  return ctx.subscriptions.write(ctx.tx, userId, values, ctx.now);
}

/** The stretch of access a yearly payment granted, which its refund takes back from. */
function recordAccess(
  ctx: FulfilmentContext,
  paymentId: string,
  accessFrom: Date,
  accessUntil: Date,
): Promise<void> {
  return ctx.payments.setAccess(ctx.tx, paymentId, accessFrom, accessUntil, ctx.now);
}

/**
 * A paid yearly or lifetime purchase. Lifetime: active for good. Yearly: one year from the
 * later of now and the end of access already paid for, so a second year adds to the first.
 */
async function grantOneTimePurchase(
  ctx: FulfilmentContext,
  user: UserRecord,
  plan: OneTimePlan,
  paymentId: string,
  customerId: string | null,
): Promise<void> {
  const row = await ctx.subscriptions.lock(ctx.tx, user.id);
  const common = {
    status: 'active',
    cancelAtPeriodEnd: false,
    stripeCustomerId: customerId ?? row?.stripeCustomerId ?? null,
    stripeSubscriptionId: null,
    stripePaymentId: paymentId,
    stripeEventCreatedAt: null,
  };
  const running = row !== undefined && grantsAccess(row, ctx.now);
  if (row && hasLiveSubscription(row)) {
    // The purchase replaces the monthly subscription (ADR 041): it is cancelled before the row
    // forgets it, in this transaction, so a provider that cannot be reached fails the event
    // and the provider's retry (or the simulated Pay again) cancels it then.
    await ctx.cancelSubscription(row, ctx.log);
    ctx.log.info(
      { userId: user.id, paymentId, subscriptionId: row.stripeSubscriptionId },
      'billing: the monthly subscription a purchase replaces was cancelled',
    );
  }
  if (plan === 'lifetime') {
    await writeSubscription(ctx, user.id, {
      ...common,
      subscriptionType: 'lifetime',
      currentPeriodEnd: null,
      // The year it replaces stays paid for: a refund of the lifetime purchase falls back to it.
      replacedYearEnd: running && row.subscriptionType === 'yearly' ? row.currentPeriodEnd : null,
    });
    ctx.log.info({ userId: user.id, paymentId }, 'billing: lifetime access granted');
    return;
  }
  if (running && row.subscriptionType === 'lifetime') {
    ctx.log.warn({ userId: user.id, paymentId }, 'billing: a lifetime owner bought a year');
    // It granted nothing, so a refund of it has nothing to take back.
    await recordAccess(ctx, paymentId, ctx.now, ctx.now);
    return;
  }
  const paidThrough = running && row.currentPeriodEnd ? row.currentPeriodEnd : ctx.now;
  const currentPeriodEnd = addCalendarMonths(paidThrough, 12);
  await writeSubscription(ctx, user.id, {
    ...common,
    subscriptionType: 'yearly',
    currentPeriodEnd,
    replacedYearEnd: null,
  });
  await recordAccess(ctx, paymentId, paidThrough, currentPeriodEnd);
  ctx.log.info(
    { userId: user.id, paymentId, currentPeriodEnd },
    'billing: a year of access granted',
  );
}

/** `checkout.session.*`: a one-time purchase paid, settling, or failed. */
async function checkoutSessionEvent(
  ctx: FulfilmentContext,
  type: FulfilmentEventType,
  session: CheckoutSessionObject,
): Promise<void> {
  // A subscription's state arrives in its own customer.subscription.* events.
  if (session.mode !== 'payment') return;
  const plan = z.enum(planIdSchema.options).exclude(['monthly']).safeParse(session.metadata.plan);
  if (!plan.success) {
    ctx.log.warn({ sessionId: session.id }, 'billing: checkout session without a one-time plan');
    return;
  }
  const user = await lockOwner(
    ctx,
    [session.client_reference_id, session.metadata.userId],
    session.customer,
  );
  if (!user) {
    ctx.log.warn({ sessionId: session.id }, 'billing: checkout session of no known user');
    return;
  }
  let status: PaymentStatus;
  if (type === 'checkout.session.async_payment_failed') status = 'failed';
  else if (type === 'checkout.session.async_payment_succeeded') status = 'succeeded';
  // A 100 % promotion code completes without a payment: `no_payment_required`.
  else if (session.payment_status === 'unpaid') status = 'pending';
  else status = 'succeeded';
  // Without a payment intent (nothing to pay), the session itself stands for the payment.
  const paymentId = session.payment_intent ?? session.id;
  const customerId = session.customer ?? null;
  const { changed } = await recordPayment(
    ctx.payments,
    ctx.tx,
    {
      stripePaymentId: paymentId,
      userId: user.id,
      amount: session.amount_total ?? 0,
      currency: session.currency ?? 'usd',
      status,
      plan: plan.data,
      stripeCustomerId: customerId,
    },
    ctx.now,
  );
  // Granted once per payment: a repeated or late event finds the payment already succeeded
  // (or refunded) and changes nothing.
  if (changed && status === 'succeeded') {
    await grantOneTimePurchase(ctx, user, plan.data, paymentId, customerId);
  }
}

/**
 * `customer.subscription.*`: the monthly plan's state, written when the ordering rule allows.
 * `created` is the event's; `answered` stands for the provider's answer to a request of ours
 * (a cancel or a resume), newer than every event of that subscription seen so far.
 */
async function subscriptionEvent(
  ctx: FulfilmentContext,
  subscription: SubscriptionObject,
  created: Date | 'answered',
): Promise<void> {
  // A customer may hold subscriptions that are not ours to grant (another product on the same
  // Stripe account): only the monthly plan's, by its metadata or its price, grants Monthly.
  const monthly =
    subscription.metadata.plan === 'monthly' ||
    (ctx.monthlyPriceId !== undefined &&
      subscription.items.data.some((item) => item.price?.id === ctx.monthlyPriceId));
  if (!monthly) {
    ctx.log.info(
      { subscriptionId: subscription.id },
      'billing: subscription of another plan or product; ignored',
    );
    return;
  }
  const user = await lockOwner(ctx, [subscription.metadata.userId], subscription.customer);
  if (!user) {
    ctx.log.warn({ subscriptionId: subscription.id }, 'billing: subscription of no known user');
    return;
  }
  const state = subscriptionState(subscription);
  const row = await ctx.subscriptions.lock(ctx.tx, user.id);
  const seen = row?.stripeSubscriptionId === subscription.id ? row.stripeEventCreatedAt : null;
  const at =
    created === 'answered'
      ? new Date(Math.max(Math.floor(ctx.now.getTime() / 1000) * 1000, seen?.getTime() ?? 0))
      : created;
  if (!shouldApplySubscription(row, state, at, ctx.now)) {
    ctx.log.info(
      { userId: user.id, subscriptionId: subscription.id, status: state.status },
      'billing: subscription event older than the state kept, or for a replaced purchase; ignored',
    );
    return;
  }
  await writeSubscription(ctx, user.id, {
    status: state.status,
    subscriptionType: 'monthly',
    currentPeriodEnd: state.currentPeriodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    stripeCustomerId: state.customerId,
    stripeSubscriptionId: state.subscriptionId,
    stripePaymentId: null,
    stripeEventCreatedAt: at,
    replacedYearEnd: null,
  });
  ctx.log.info(
    { userId: user.id, subscriptionId: subscription.id, status: state.status },
    'billing: subscription state written',
  );
}

/** `invoice.paid` / `invoice.payment_failed`: a subscription payment's row (access follows the subscription's status). */
async function invoiceEvent(
  ctx: FulfilmentContext,
  type: FulfilmentEventType,
  invoice: InvoiceObject,
): Promise<void> {
  const details = invoice.parent?.subscription_details;
  const subscriptionId = details?.subscription ?? invoice.subscription;
  if (!subscriptionId) return;
  const holder = await ctx.subscriptions.ownerOf(ctx.tx, subscriptionId);
  const user = await lockOwner(ctx, [details?.metadata.userId, holder], invoice.customer);
  if (!user) {
    ctx.log.warn({ invoiceId: invoice.id }, 'billing: invoice of no known user');
    return;
  }
  const paid = type === 'invoice.paid';
  // A refund names the payment intent, not the invoice: kept so it finds this row.
  const paymentIntentId =
    invoice.payment_intent ??
    invoice.payments?.data.find((entry) => entry.payment?.payment_intent)?.payment
      ?.payment_intent ??
    null;
  // A refund seen before its invoice left a row under the payment intent: the invoice is refunded.
  const refundedFirst = paymentIntentId
    ? await ctx.payments.statusOf(ctx.tx, paymentIntentId)
    : undefined;
  await recordPayment(
    ctx.payments,
    ctx.tx,
    {
      stripePaymentId: invoice.id,
      stripePaymentIntentId: paymentIntentId,
      userId: user.id,
      amount: paid ? invoice.amount_paid : invoice.amount_due,
      currency: invoice.currency,
      status: refundedFirst === 'refunded' ? 'refunded' : paid ? 'succeeded' : 'failed',
      plan: 'monthly',
      stripeCustomerId: invoice.customer ?? null,
    },
    ctx.now,
  );
}

/**
 * What a refund of a yearly payment takes back, in milliseconds: the part of the year it granted
 * that is still to come. A year already over gives nothing back, so a late refund of an old year
 * never shortens a newer one. Payments from before `access_until` was kept count as a year from
 * their purchase.
 */
function unusedPart(
  payment: Pick<PaymentRecord, 'accessFrom' | 'accessUntil' | 'createdAt'>,
  now: Date,
): number {
  const until = payment.accessUntil ?? addCalendarMonths(payment.createdAt, 12);
  const from = payment.accessFrom ?? payment.createdAt;
  const start = Math.max(from.getTime(), now.getTime());
  return Math.max(0, until.getTime() - start);
}

/**
 * `charge.refunded`: a full refund of a one-time purchase takes back what it granted (ADR 022):
 * a lifetime purchase ends; a yearly one takes its year off the end date, ending access if
 * that is past. Partial refunds and refunds of subscription payments change no access.
 */
async function chargeRefunded(ctx: FulfilmentContext, charge: ChargeObject): Promise<void> {
  if (!charge.refunded) {
    ctx.log.info({ chargeId: charge.id }, 'billing: partial refund; access unchanged');
    return;
  }
  const chargedId = charge.payment_intent ?? charge.id;
  // A subscription payment's row is its invoice's, found by the invoice's payment intent.
  const payment = await ctx.payments.findCharged(ctx.tx, chargedId);
  const paymentId = payment?.stripePaymentId ?? chargedId;
  const user = await lockOwner(ctx, [payment?.userId, charge.metadata.userId], charge.customer);
  if (!user) {
    ctx.log.warn({ chargeId: charge.id }, 'billing: refund of no known user');
    return;
  }
  const plan = payment?.plan ?? charge.metadata.plan ?? null;
  const { previous, changed } = await recordPayment(
    ctx.payments,
    ctx.tx,
    {
      stripePaymentId: paymentId,
      userId: user.id,
      amount: charge.amount,
      currency: charge.currency,
      status: 'refunded',
      plan,
      stripeCustomerId: charge.customer ?? null,
    },
    ctx.now,
  );
  // Only a payment that had granted access has something to take back, and only once.
  if (!changed || previous !== 'succeeded' || !payment) return;
  const row = await ctx.subscriptions.lock(ctx.tx, user.id);
  if (!row) return;
  const takeBack = (values: Partial<SubscriptionValues>) =>
    ctx.subscriptions.update(ctx.tx, user.id, values, ctx.now);
  if (
    plan === 'lifetime' &&
    row.subscriptionType === 'lifetime' &&
    row.stripePaymentId === paymentId
  ) {
    // The year it replaced was paid for separately: what is left of it stays.
    const yearEnd = row.replacedYearEnd;
    if (yearEnd && yearEnd > ctx.now) {
      await takeBack({
        status: 'active',
        subscriptionType: 'yearly',
        currentPeriodEnd: yearEnd,
        stripePaymentId: null,
        replacedYearEnd: null,
      });
    } else {
      await takeBack({ status: 'refunded' });
    }
    ctx.log.info({ userId: user.id, paymentId }, 'billing: lifetime purchase refunded');
    return;
  }
  if (plan !== 'yearly') return;
  const unused = unusedPart(payment, ctx.now);
  if (unused === 0) {
    ctx.log.info({ userId: user.id, paymentId }, 'billing: refund of a year already over');
  } else if (row.subscriptionType === 'yearly' && row.currentPeriodEnd) {
    const currentPeriodEnd = new Date(row.currentPeriodEnd.getTime() - unused);
    const status = row.status === 'active' && currentPeriodEnd > ctx.now ? 'active' : 'refunded';
    await takeBack({ status, currentPeriodEnd });
    ctx.log.info(
      { userId: user.id, paymentId, currentPeriodEnd },
      'billing: yearly purchase refunded',
    );
  } else if (row.subscriptionType === 'lifetime' && row.replacedYearEnd) {
    // A year that lifetime replaced, refunded: the fallback shrinks instead.
    await takeBack({ replacedYearEnd: new Date(row.replacedYearEnd.getTime() - unused) });
  }
}

/**
 * Applies a subscription as the provider answered a cancel or a resume of ours, inside the
 * caller's transaction, under the same rules as its events (its webhook follows, and then
 * changes nothing).
 */
export function applyAnsweredSubscription(
  ctx: FulfilmentContext,
  object: Record<string, unknown>,
): Promise<void> {
  return subscriptionEvent(ctx, subscriptionSchema.parse(object), 'answered');
}

/**
 * Applies one Stripe event (or a simulated one, built the same way) inside the caller's
 * transaction. Every write is idempotent or guarded by order, so a repeated, late or shuffled
 * event leaves the same rows as the events in order would.
 *
 * @throws when the object lacks a field fulfilment needs: nothing is written and the webhook
 *   answers 500, so Stripe delivers the event again.
 */
export async function handleStripeEvent(
  ctx: FulfilmentContext,
  event: FulfilmentEvent,
): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
      return checkoutSessionEvent(ctx, event.type, checkoutSessionSchema.parse(event.object));
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return subscriptionEvent(
        ctx,
        subscriptionSchema.parse(event.object),
        new Date(event.created * 1000),
      );
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return invoiceEvent(ctx, event.type, invoiceSchema.parse(event.object));
    case 'charge.refunded':
      return chargeRefunded(ctx, chargeSchema.parse(event.object));
  }
}
