import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../infrastructure/database/database.js';
import { users } from '../../infrastructure/database/schema/index.js';

/** The columns of a user that the admin's actions change. */
export type UserAccess = Partial<
  Pick<typeof users.$inferInsert, 'complimentaryAccessAt' | 'disabledAt' | 'tokensValidAfter'>
>;

/** Writes an admin action's change to the user's row, stamped `now`. */
export async function updateUserAccess(
  executor: DbExecutor,
  userId: string,
  access: UserAccess,
  now: Date,
): Promise<void> {
  await executor
    .update(users)
    .set({ ...access, updatedAt: now })
    .where(eq(users.id, userId));
}
