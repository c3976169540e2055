import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * What an admin did, to whom and when. E-mails are copied so an entry still reads after an
 * account is deleted.
 */
export const adminAuditEntries = pgTable(
  'admin_audit_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    adminUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    adminEmail: text().notNull(),
    action: text({
      enum: [
        'grant_complimentary_access',
        'revoke_complimentary_access',
        'reset_quota',
        'disable_account',
        'enable_account',
        'refresh_analytics',
      ],
    }).notNull(),
    targetUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    targetEmail: text(),
    details: jsonb().notNull().default({}),
  },
  (table) => [
    index().on(table.createdAt),
    check(
      'admin_audit_entries_action_known',
      sql`${table.action} in ('grant_complimentary_access', 'revoke_complimentary_access', 'reset_quota', 'disable_account', 'enable_account', 'refresh_analytics')`,
    ),
  ],
);
