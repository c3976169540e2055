import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every client event id received, so a resent batch stores nothing twice. Kept apart from the
 * raw tables because a unique key on a partitioned table must include the partition key, and a
 * resend arrives at a later time (ADR 029). Rows past the retention go with the partitions.
 */
export const analyticsEventKeys = pgTable(
  'analytics_event_keys',
  {
    clientEventId: uuid().primaryKey(),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index().on(table.receivedAt)],
);
