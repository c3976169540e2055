import type { PlanId } from '@freedompath/contracts';
import type { subscriptions } from '../../infrastructure/database/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { grantsAccess } from './subscription-state.js';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Stripe statuses of a subscription that will never charge again. */
const ENDED_STATUSES = new Set(['canceled', 'incomplete_expired']);

/**
 * Why `plan` may not be bought now, given the user's paid access (ADR 022, ADR 041), or `undefined`:
 * - a lifetime owner has nothing to buy;
 * - a monthly subscriber asking for monthly again is sent to the portal; yearly or lifetime
 *   is an upgrade (ADR 041): once paid, fulfilment cancels the monthly subscription, and a
 *   year starts where the paid month ends;
 * - a subscription past due, unpaid, incomplete or paused is still alive in Stripe, which may
 *   charge it again: its owner settles or cancels it in the portal before buying anything;
 * - a running year is extended by another year or replaced by lifetime, not by monthly.
 */
export function checkoutConflict(
  row: SubscriptionRow | undefined,
  plan: PlanId,
  now: Date,
): AppError | undefined {
  if (
    row?.subscriptionType === 'monthly' &&
    row.status !== 'active' &&
    !ENDED_STATUSES.has(row.status)
  ) {
    return new AppError(409, 'SUBSCRIPTION_ACTIVE');
  }
  if (!row || !grantsAccess(row, now)) return undefined;
  if (row.subscriptionType === 'lifetime') {
    return new AppError(409, 'LIFETIME_OWNED');
  }
  if (row.subscriptionType === 'monthly' && plan === 'monthly') {
    return new AppError(409, 'SUBSCRIPTION_ACTIVE');
  }
  if (row.subscriptionType === 'yearly' && plan === 'monthly') {
    return new AppError(409, 'YEARLY_ACTIVE');
  }
  return undefined;
}
