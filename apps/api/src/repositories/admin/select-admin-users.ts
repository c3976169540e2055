import type { AdminUser } from '@freedompath/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../infrastructure/database/database.js';
import {
  subscriptions,
  userCalculations,
  users,
} from '../../infrastructure/database/schema/index.js';
import { activeSubscription } from '../active-subscription.js';
import type { UserCursor } from './user-cursor.js';

/** Which users: one by id, or a page of the newest-first list. */
export type AdminUserFilter =
  { id: string } | { search?: string | undefined; after?: UserCursor | undefined; limit: number };

/** `%`, `_` and the escape character itself match literally in a LIKE pattern. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

function pageOf(filter: AdminUserFilter): SQL {
  if ('id' in filter) return sql`where ${users.id} = ${filter.id}`;
  const conditions: SQL[] = [];
  if (filter.search) {
    conditions.push(sql`${users.email} ilike '%' || ${likeLiteral(filter.search)} || '%'`);
  }
  if (filter.after) {
    // A row comparison walks the (created_at, id) index backwards from the cursor.
    conditions.push(
      sql`(${users.createdAt}, ${users.id}) < (${filter.after.createdAt}::timestamptz, ${filter.after.id}::uuid)`,
    );
  }
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  return sql`${where} order by ${users.createdAt} desc, ${users.id} desc limit ${filter.limit}`;
}

/**
 * The admin's view of users, newest first, each with the key of its place in the list. The
 * ledger is counted only for the users of the page, through the (user_id, idempotency_key)
 * unique index. Plan and paid follow the entitlements rule at `now`.
 */
export async function selectAdminUsers(
  executor: DbExecutor,
  now: Date,
  filter: AdminUserFilter,
): Promise<{ user: AdminUser; cursor: UserCursor }[]> {
  const result = await executor.execute<{
    id: string;
    email: string;
    role: AdminUser['role'];
    emailVerified: boolean;
    plan: AdminUser['plan'] | null;
    complimentary: boolean;
    disabled: boolean;
    calculationsUsed: number;
    createdAt: string;
    cursorCreatedAt: string;
  }>(sql`
    select u.id, u.email, u.role,
      u.email_verified_at is not null as "emailVerified",
      ${subscriptions.subscriptionType} as "plan",
      u.complimentary_access_at is not null as "complimentary",
      u.disabled_at is not null as "disabled",
      ledger.used as "calculationsUsed",
      to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
      to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "cursorCreatedAt"
    from (select * from ${users} ${pageOf(filter)}) u
    left join ${subscriptions}
      on ${subscriptions.userId} = u.id and ${activeSubscription(now)}
    cross join lateral (
      select count(*)::int as used from ${userCalculations} where ${userCalculations.userId} = u.id
    ) ledger
    order by u.created_at desc, u.id desc`);
  return result.rows.map(({ cursorCreatedAt, plan, ...row }) => ({
    user: {
      ...row,
      plan: plan ?? 'free',
      paid: plan !== null || row.complimentary || row.role === 'admin',
    },
    cursor: { createdAt: cursorCreatedAt, id: row.id },
  }));
}
