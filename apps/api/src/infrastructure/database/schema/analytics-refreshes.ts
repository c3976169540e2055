import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One row per rollup run: the dashboard's "last refreshed", and a trace of what ran when. */
export const analyticsRefreshes = pgTable(
  'analytics_refreshes',
  {
    id: uuid().primaryKey().defaultRandom(),
    trigger: text({ enum: ['scheduled', 'manual'] }).notNull(),
    days: date({ mode: 'string' }).array().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index().on(table.finishedAt),
    check('analytics_refreshes_trigger_known', sql`${table.trigger} in ('scheduled', 'manual')`),
  ],
);
