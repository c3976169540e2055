import type { DbExecutor } from '../../infrastructure/database/database.js';
import {
  paymentStatuses,
  type PaymentStatus,
  type PaymentsRepository,
  type PaymentValues,
} from '../../repositories/payments-repository.js';

const rank = (status: string): number => paymentStatuses.indexOf(status as PaymentStatus);

/**
 * Writes one payment's row, moving its status only forward (pending, failed, succeeded,
 * refunded), so events of one payment give the same row in any order: a refund that arrives
 * before its checkout leaves the payment refunded, and the checkout then grants nothing.
 *
 * @returns the status the row had before (`undefined`: it is new) and whether this call moved it.
 */
export async function recordPayment(
  payments: PaymentsRepository,
  tx: DbExecutor,
  record: PaymentValues,
  now: Date,
): Promise<{ previous: PaymentStatus | undefined; changed: boolean }> {
  if (await payments.insert(tx, record, now)) return { previous: undefined, changed: true };

  const existing = await payments.lock(tx, record.stripePaymentId);
  if (!existing) throw new Error(`payment ${record.stripePaymentId} vanished during an update`);
  const previous = existing.status as PaymentStatus;
  const changed = rank(record.status) > rank(previous);
  await payments.update(tx, existing.id, changed ? record.status : previous, record, now);
  return { previous, changed };
}
