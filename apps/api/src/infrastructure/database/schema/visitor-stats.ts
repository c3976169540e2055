import { bigint, date, doublePrecision, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * Page-view figures of one UTC day (product: platform#analytics `visitor_stats`, which names no
 * date: one row per day here). A session is a page-view `session_id` within the day; its duration
 * is its last view minus its first, and it bounced when it has one view. `bouncedSessions` and
 * `totalSessionSeconds` are ours, so figures over several days add up exactly.
 */
export const visitorStats = pgTable('visitor_stats', {
  date: date({ mode: 'string' }).primaryKey(),
  totalPageViews: integer().notNull(),
  /** Distinct signed-in users, plus distinct sessions of anonymous views. */
  uniqueVisitors: integer().notNull(),
  uniqueSessions: integer().notNull(),
  bouncedSessions: integer().notNull(),
  totalSessionSeconds: bigint({ mode: 'number' }).notNull(),
  /** Percent, one decimal. */
  bounceRate: doublePrecision().notNull(),
  /** Seconds, one decimal. */
  avgSessionDuration: doublePrecision().notNull(),
  refreshedAt: timestamp({ withTimezone: true }).notNull(),
});
