import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * People with an account (the spec's `profiles`). E-mail is stored lower-cased so the unique
 * index is case-insensitive in effect; `role` is what the server checks for the admin.
 */
export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull().unique(),
    role: text({ enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('users_role_known', sql`${table.role} in ('user', 'admin')`),
  ],
);
