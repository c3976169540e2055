import { date, pgTable } from 'drizzle-orm/pg-core';

/** UTC days that received events since the rollups last ran: the next run recomputes them. */
export const analyticsDirtyDays = pgTable('analytics_dirty_days', {
  day: date({ mode: 'string' }).primaryKey(),
});
