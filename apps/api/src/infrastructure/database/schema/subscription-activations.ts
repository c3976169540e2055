import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { subscriptionTypes } from './subscriptions.js';
import { users } from './users.js';

/**
 * Each time a purchase starts paid access (ADR 044): a first subscription, a returning
 * subscriber, a change of plan. `subscriptions` keeps one row per user and rewrites it, so it
 * cannot say this; a trigger on it writes these rows (migration 0011). Renewals, a yearly
 * purchase that extends a running year, and take-backs after a refund are no activations.
 */
export const subscriptionActivations = pgTable(
  'subscription_activations',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Null once the account is deleted. */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    subscriptionType: text({ enum: subscriptionTypes }).notNull(),
    /** The Stripe subscription or the payment that started it: each one activates once. */
    purchaseId: text().notNull().unique(),
    activatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index().on(table.activatedAt),
    check(
      'subscription_activations_type_known',
      sql`${table.subscriptionType} in ('monthly', 'yearly', 'lifetime')`,
    ),
  ],
);
