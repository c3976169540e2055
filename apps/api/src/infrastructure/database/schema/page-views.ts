import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Raw page views (product: platform#analytics), one row per client event id, partitioned by month
 * of `createdAt` (migration 0007, ADR 029): retention drops whole partitions. `createdAt` is when
 * the server received the event. No IP address is kept; session duration and bounce are
 * derived from the rows of a session, not sent.
 */
export const pageViews = pgTable(
  'page_views',
  {
    /** The client event id. */
    id: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    sessionId: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    pageUrl: text().notNull(),
    pageTitle: text().notNull(),
    userAgent: text().notNull(),
    referrer: text(),
    screenResolution: text().notNull(),
    deviceType: text({ enum: ['mobile', 'desktop'] }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.createdAt, table.id] }),
    index().on(table.userId),
    check('page_views_device_type_known', sql`${table.deviceType} in ('mobile', 'desktop')`),
  ],
);
