import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * One row per account ever created, kept when the account is deleted, so the dashboard's
 * signups of a day never shrink (ADR 044). A trigger on `users` writes it (migration 0011):
 * no code path that creates an account can forget it.
 */
export const signups = pgTable(
  'signups',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Null once the account is deleted. */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index().on(table.createdAt)],
);
