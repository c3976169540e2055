import { sql, type SQL } from 'drizzle-orm';
import { subscriptions } from '../infrastructure/database/schema/index.js';

/**
 * Whether the `subscriptions` row grants paid access at `now`: active, and a lifetime purchase
 * or a period (monthly, yearly) that has not ended. Entitlements and the admin's figures use
 * this one rule.
 */
export function activeSubscription(now: Date): SQL {
  return sql`(${subscriptions.status} = 'active' and (${subscriptions.subscriptionType} = 'lifetime' or ${subscriptions.currentPeriodEnd} > ${now.toISOString()}::timestamptz))`;
}
