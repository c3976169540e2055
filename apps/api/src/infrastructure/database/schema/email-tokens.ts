import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** What an e-mailed link does. */
export const emailTokenPurposes = ['verify_email', 'reset_password'] as const;
export type EmailTokenPurpose = (typeof emailTokenPurposes)[number];

/**
 * Single-use tokens of e-mailed links, stored as SHA-256 hashes; `usedAt` spends one. A
 * verification link may carry the password of the sign-up that asked for it: opening the link
 * sets that password, so whoever signed up first with someone else's address gains nothing.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: emailTokenPurposes }).notNull(),
    tokenHash: text().notNull().unique(),
    passwordHash: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index().on(table.userId, table.purpose),
    check(
      'email_tokens_purpose_known',
      sql`${table.purpose} in ('verify_email', 'reset_password')`,
    ),
  ],
);
