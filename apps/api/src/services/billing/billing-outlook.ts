import type { Entitlements } from '@freedompath/contracts';
import type { SubscriptionRecord } from '../../repositories/subscriptions-repository.js';
import { addCalendarMonths } from './add-calendar-months.js';
import { grantsAccess, hasLiveSubscription } from './subscription-state.js';

/** The entitlements that say what the user's subscription will do and what they may change. */
export type BillingOutlook = Pick<Entitlements, 'renews' | 'resumableUntil' | 'monthlyUpgrade'>;

/**
 * What the user's billing row means for the screens (ADR 041): whether the provider may charge
 * again, until when a cancelled subscription may be resumed (its period end), and, for a
 * monthly subscriber, where a Yearly bought now would start (where the paid month ends).
 */
export function billingOutlook(row: SubscriptionRecord | undefined, now: Date): BillingOutlook {
  const live = row !== undefined && hasLiveSubscription(row);
  const settingToEnd = live && row.status === 'active' && row.cancelAtPeriodEnd;
  const paidMonthEnd =
    row?.subscriptionType === 'monthly' && grantsAccess(row, now) ? row.currentPeriodEnd : null;
  return {
    renews: live && !settingToEnd,
    resumableUntil: settingToEnd && paidMonthEnd ? paidMonthEnd.toISOString() : null,
    monthlyUpgrade: paidMonthEnd
      ? {
          paidMonthEndsAt: paidMonthEnd.toISOString(),
          yearlyAccessUntil: addCalendarMonths(paidMonthEnd, 12).toISOString(),
        }
      : null,
  };
}
