import type { subscriptions } from '../../infrastructure/database/schema/index.js';
import type { SubscriptionObject } from './stripe-object-schemas.js';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** What a monthly subscription's row should say, derived from one Stripe subscription object. */
export interface SubscriptionState {
  subscriptionId: string;
  customerId: string;
  /** `active` (Stripe's active or trialing), else Stripe's own status: no access. */
  status: string;
  /** When the paid period ends, or `cancel_at` when that comes first. */
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** Stripe statuses after which a subscription never grants access again. */
const TERMINAL_STATUSES = new Set(['canceled', 'incomplete_expired']);

/** How far along its life a status is, to order two states of one second. */
function statusRank(status: string): number {
  if (status === 'incomplete') return 0;
  if (TERMINAL_STATUSES.has(status)) return 2;
  return 1;
}

const fromSeconds = (seconds: number): Date => new Date(seconds * 1000);

/**
 * The row's view of `subscription`: active and trialing grant access until the period ends
 * (the latest item's period; the subscription's own before API version 2025-03-31), or until
 * `cancel_at` if that is earlier. Cancelling at the period end keeps access until then.
 */
export function subscriptionState(subscription: SubscriptionObject): SubscriptionState {
  const itemEnds = subscription.items.data.flatMap((item) => item.current_period_end ?? []);
  const periodEnd =
    itemEnds.length > 0 ? Math.max(...itemEnds) : (subscription.current_period_end ?? null);
  const end =
    periodEnd === null
      ? null
      : Math.min(periodEnd, subscription.cancel_at ?? Number.POSITIVE_INFINITY);
  const active = subscription.status === 'active' || subscription.status === 'trialing';
  return {
    subscriptionId: subscription.id,
    customerId: subscription.customer,
    status: active ? 'active' : subscription.status,
    currentPeriodEnd: end === null ? null : fromSeconds(end),
    cancelAtPeriodEnd:
      active && (subscription.cancel_at_period_end || (subscription.cancel_at ?? null) !== null),
  };
}

/** Whether a row (or a state) grants unlimited calculations at `now`, as entitlements reads it. */
export function grantsAccess(
  row: Pick<SubscriptionRow, 'status' | 'subscriptionType' | 'currentPeriodEnd'>,
  now: Date,
): boolean {
  if (row.status !== 'active') return false;
  if (row.subscriptionType === 'lifetime') return true;
  return row.currentPeriodEnd !== null && row.currentPeriodEnd > now;
}

/**
 * Whether a subscription event may write its state over the user's row. Stripe delivers events
 * late, twice and out of order; the rule makes every order end in the same row (ADR 022):
 * - the same subscription: an event older than the one the row reflects changes nothing; in the
 *   same second, the state further along (later period end, then incomplete < live < ended)
 *   wins; once canceled or expired, a subscription stays so (Stripe never revives one);
 * - another purchase holds the row: a running yearly or lifetime purchase is never replaced
 *   by a subscription, and a row that grants access is not replaced by a subscription that
 *   does not (an old subscription's end must not end a new one).
 */
export function shouldApplySubscription(
  row: SubscriptionRow | undefined,
  state: SubscriptionState,
  eventCreated: Date,
  now: Date,
): boolean {
  if (!row) return true;
  if (row.stripeSubscriptionId === state.subscriptionId) {
    if (TERMINAL_STATUSES.has(row.status)) return false;
    const seen = row.stripeEventCreatedAt?.getTime();
    if (seen === undefined) return true;
    if (eventCreated.getTime() !== seen) return eventCreated.getTime() > seen;
    const periodOrder =
      (state.currentPeriodEnd?.getTime() ?? 0) - (row.currentPeriodEnd?.getTime() ?? 0);
    if (periodOrder !== 0) return periodOrder > 0;
    return statusRank(state.status) >= statusRank(row.status);
  }
  const rowGrants = grantsAccess(row, now);
  if (rowGrants && row.subscriptionType !== 'monthly') return false;
  return !rowGrants || grantsAccess({ ...state, subscriptionType: 'monthly' }, now);
}

/**
 * Whether the row names a monthly subscription the provider has not ended: renewing, set to end
 * (and so still resumable), or a payment being retried. Deleting the account, a disable that
 * cancels, and a purchase that replaces it cancel such a subscription at once (ADR 041).
 */
export function hasLiveSubscription(
  row: SubscriptionRow,
): row is SubscriptionRow & { stripeSubscriptionId: string } {
  return (
    row.subscriptionType === 'monthly' &&
    row.stripeSubscriptionId !== null &&
    !TERMINAL_STATUSES.has(row.status)
  );
}
