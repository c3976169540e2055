import type { AdminAuditAction } from '@freedompath/contracts';
import type { DbExecutor } from '../../infrastructure/database/database.js';
import { adminAuditEntries } from '../../infrastructure/database/schema/index.js';
import type { UserRecord } from '../users-repository.js';

export interface AuditEntry {
  /** The admin who acted (a `Viewer` is one). */
  admin: { user: Pick<UserRecord, 'id' | 'email'> };
  action: AdminAuditAction;
  target?: { id: string; email: string } | null;
  details?: Record<string, unknown>;
}

/**
 * Records what the admin did, to whom and when, within the caller's transaction: the entry
 * exists exactly when the action took effect.
 */
export async function writeAuditEntry(
  executor: DbExecutor,
  entry: AuditEntry,
  at: Date,
): Promise<void> {
  await executor.insert(adminAuditEntries).values({
    createdAt: at,
    adminUserId: entry.admin.user.id,
    adminEmail: entry.admin.user.email,
    action: entry.action,
    targetUserId: entry.target?.id ?? null,
    targetEmail: entry.target?.email ?? null,
    details: entry.details ?? {},
  });
}
