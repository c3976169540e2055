import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Stripe events already processed, stored in the same transaction as their effects: a retried
 * or duplicated delivery finds its id here and changes nothing.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  processedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
