import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * The quota ledger: one row per calculation of a signed-in free user (paid users and the admin
 * are neither counted nor recorded). The idempotency key makes a retried consume count once.
 */
export const userCalculations = pgTable(
  'user_calculations',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    calculationType: text().notNull(),
    idempotencyKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique().on(table.userId, table.idempotencyKey), index().on(table.createdAt)],
);
