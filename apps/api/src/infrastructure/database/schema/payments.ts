import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Money received (or refunded), in cents, as Stripe reported it. */
export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    amount: integer().notNull(),
    currency: text().notNull(),
    status: text().notNull(),
    plan: text(),
    /** The payment intent, or the invoice of a subscription payment: one row each. */
    stripePaymentId: text().notNull().unique(),
    stripeCustomerId: text(),
    /**
     * The payment intent behind a subscription invoice, which is what a refund (`charge.refunded`)
     * names; null for one-time purchases, whose `stripePaymentId` already is it.
     */
    stripePaymentIntentId: text(),
    /**
     * The stretch of access a yearly purchase granted (it may start after the purchase, where
     * earlier paid access ends): a refund takes back only the part still to come (ADR 022).
     */
    accessFrom: timestamp({ withTimezone: true }),
    accessUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.userId), index().on(table.stripePaymentIntentId)],
);
