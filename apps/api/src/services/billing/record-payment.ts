import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../infrastructure/database/database.js';
import { payments } from '../../infrastructure/database/schema/index.js';

/** What became of a payment; each status only ever moves to a later one. */
export const paymentStatuses = ['pending', 'failed', 'succeeded', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export interface PaymentRecord {
  /** The payment intent, the invoice of a subscription payment, or the checkout session of a free one. */
  stripePaymentId: string;
  userId: string | null;
  /** Cents. */
  amount: number;
  currency: string;
  status: PaymentStatus;
  plan: string | null;
  stripeCustomerId: string | null;
  /** The payment intent behind a subscription invoice, which its refund names. */
  stripePaymentIntentId?: string | null;
}

const rank = (status: string): number => paymentStatuses.indexOf(status as PaymentStatus);

/**
 * Writes one payment's row, moving its status only forward (pending, failed, succeeded,
 * refunded), so events of one payment give the same row in any order: a refund that arrives
 * before its checkout leaves the payment refunded, and the checkout then grants nothing.
 *
 * @returns the status the row had before (`undefined`: it is new) and whether this call moved it.
 */
export async function recordPayment(
  tx: DbExecutor,
  record: PaymentRecord,
  now: Date,
): Promise<{ previous: PaymentStatus | undefined; changed: boolean }> {
  const inserted = await tx
    .insert(payments)
    .values({ ...record, currency: record.currency.toLowerCase(), createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: payments.stripePaymentId })
    .returning({ id: payments.id });
  if (inserted.length > 0) return { previous: undefined, changed: true };

  const [existing] = await tx
    .select()
    .from(payments)
    .where(eq(payments.stripePaymentId, record.stripePaymentId))
    .for('update');
  if (!existing) throw new Error(`payment ${record.stripePaymentId} vanished during an update`);
  const previous = existing.status as PaymentStatus;
  const changed = rank(record.status) > rank(previous);
  await tx
    .update(payments)
    .set({
      status: changed ? record.status : previous,
      // A refund seen first may not have known the plan: each event fills in what it knows.
      userId: sql`coalesce(${payments.userId}, ${record.userId})`,
      plan: sql`coalesce(${payments.plan}, ${record.plan})`,
      stripeCustomerId: sql`coalesce(${payments.stripeCustomerId}, ${record.stripeCustomerId})`,
      stripePaymentIntentId: sql`coalesce(${payments.stripePaymentIntentId}, ${record.stripePaymentIntentId ?? null})`,
      updatedAt: now,
    })
    .where(eq(payments.id, existing.id));
  return { previous, changed };
}
