import { date, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * One UTC day of activity (product: platform#analytics `daily_stats`), computed from the raw
 * tables.
 */
export const dailyStats = pgTable('daily_stats', {
  date: date({ mode: 'string' }).primaryKey(),
  /** Calculator starts. */
  totalCalculations: integer().notNull(),
  completedCalculations: integer().notNull(),
  /** Distinct signed-in users with a page view or calculator event. */
  uniqueUsers: integer().notNull(),
  /** Distinct page-view sessions. */
  uniqueSessions: integer().notNull(),
  newSignups: integer().notNull(),
  newSubscriptions: integer().notNull(),
  refreshedAt: timestamp({ withTimezone: true }).notNull(),
});
