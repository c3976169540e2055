import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const subscriptionTypes = ['monthly', 'yearly', 'lifetime'] as const;
export type SubscriptionType = (typeof subscriptionTypes)[number];

/**
 * A user's paid access, one row per user: a monthly Stripe subscription, or a one-time yearly
 * or lifetime purchase. Only `status = 'active'` (and, for monthly and yearly, a period end in
 * the future) grants unlimited calculations.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text().notNull(),
    subscriptionType: text({ enum: subscriptionTypes }).notNull(),
    currentPeriodEnd: timestamp({ withTimezone: true }),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    stripeCustomerId: text(),
    stripeSubscriptionId: text().unique(),
    /** The checkout session or payment intent of a one-time purchase. */
    stripePaymentId: text(),
    /**
     * `created` of the Stripe event whose subscription object this row reflects: an older event
     * arriving late changes nothing (ADR 022). Null for one-time purchases.
     */
    stripeEventCreatedAt: timestamp({ withTimezone: true }),
    /**
     * The end of a paid year that a lifetime purchase replaced: refunding the lifetime purchase
     * falls back to that year rather than ending access the user had paid for (ADR 022).
     */
    replacedYearEnd: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'subscriptions_type_known',
      sql`${table.subscriptionType} in ('monthly', 'yearly', 'lifetime')`,
    ),
  ],
);
