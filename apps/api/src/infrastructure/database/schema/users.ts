import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * People with an account (the product's `profiles`). E-mail is stored lower-cased so the unique
 * index is case-insensitive in effect; `role` is what the server checks for the admin, and
 * only the verified `ADMIN_EMAIL` ever holds `admin`. Access tokens issued before
 * `tokensValidAfter` are refused (sign-out everywhere, password reset). The admin may grant
 * complimentary paid access (`complimentaryAccessAt`) and disable an account (`disabledAt`).
 */
export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull().unique(),
    passwordHash: text().notNull(),
    role: text({ enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    tokensValidAfter: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    complimentaryAccessAt: timestamp({ withTimezone: true }),
    disabledAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    // Newest first, keyset-paginated, in the admin's user list.
    index().on(table.createdAt, table.id),
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('users_role_known', sql`${table.role} in ('user', 'admin')`),
    check(
      'users_admin_verified',
      sql`${table.role} = 'user' or ${table.emailVerifiedAt} is not null`,
    ),
  ],
);
