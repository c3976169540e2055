import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * The quota ledger: one row per calculation of a signed-in free user (paid users and the admin
 * are neither counted nor recorded). The idempotency key makes a retried consume count once;
 * the request fingerprint tells a retry from the key's reuse for another request (ADR 039).
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
    /** SHA-256 of what the request asked; null on rows written before ADR 039, which match any. */
    requestFingerprint: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique().on(table.userId, table.idempotencyKey), index().on(table.createdAt)],
);
