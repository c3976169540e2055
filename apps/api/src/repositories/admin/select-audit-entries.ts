import { isAuditUserId, type AdminAuditAction, type AdminAuditEntry } from '@freedompath/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../infrastructure/database/database.js';
import { adminAuditEntries, users } from '../../infrastructure/database/schema/index.js';
import type { UserCursor } from './user-cursor.js';

export interface AuditFilter {
  /** The admin's id or e-mail address (lower-case). */
  actor?: string | undefined;
  /** The account's id or e-mail address (lower-case). */
  target?: string | undefined;
  action?: AdminAuditAction | undefined;
  after?: UserCursor | undefined;
  limit: number;
}

/** An id matches the account's column, an address the e-mail copied into the entry. */
function naming(id: SQL, email: SQL, person: string): SQL {
  return isAuditUserId(person) ? sql`${id} = ${person}::uuid` : sql`${email} = ${person}`;
}

/**
 * The admin audit log, newest first, each entry with the key of its place in the list. A target
 * whose account is gone reads as deleted: its address is not handed out again.
 */
export async function selectAuditEntries(
  executor: DbExecutor,
  filter: AuditFilter,
): Promise<{ entry: AdminAuditEntry; cursor: UserCursor }[]> {
  const a = adminAuditEntries;
  const conditions: SQL[] = [];
  if (filter.actor) {
    conditions.push(naming(sql`${a.adminUserId}`, sql`${a.adminEmail}`, filter.actor));
  }
  if (filter.target) {
    conditions.push(naming(sql`${a.targetUserId}`, sql`${a.targetEmail}`, filter.target));
  }
  if (filter.action) conditions.push(sql`${a.action} = ${filter.action}`);
  if (filter.after) {
    conditions.push(
      sql`(${a.createdAt}, ${a.id}) < (${filter.after.createdAt}::timestamptz, ${filter.after.id}::uuid)`,
    );
  }
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const result = await executor.execute<{
    id: string;
    createdAt: string;
    cursorCreatedAt: string;
    actorId: string | null;
    actorEmail: string;
    action: AdminAuditAction;
    targetId: string | null;
    targetEmail: string | null;
    hadTarget: boolean;
    details: Record<string, unknown>;
  }>(sql`
    select e.id,
      to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
      to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "cursorCreatedAt",
      e.admin_user_id as "actorId", e.admin_email as "actorEmail", e.action,
      target.id as "targetId", target.email as "targetEmail",
      e.target_email is not null as "hadTarget", e.details
    from (select * from ${a} ${where} order by ${a.createdAt} desc, ${a.id} desc limit ${filter.limit}) e
    left join ${users} target on target.id = e.target_user_id
    order by e.created_at desc, e.id desc`);
  return result.rows.map(({ cursorCreatedAt, hadTarget, ...row }) => ({
    entry: { ...row, targetDeleted: hadTarget && row.targetId === null },
    cursor: { createdAt: cursorCreatedAt, id: row.id },
  }));
}
