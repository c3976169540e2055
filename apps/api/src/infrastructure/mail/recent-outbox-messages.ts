import type { OutboxMessage } from '@freedompath/contracts';
import { desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../database/database.js';
import { outboxMessages } from '../database/schema/index.js';

/**
 * The latest `limit` messages to `recipient` (lower-case, as the mailer stores it), newest
 * first, sent or not, in the shape of the development outbox.
 */
export async function recentOutboxMessages(
  db: DbExecutor,
  recipient: string,
  limit: number,
): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    // Messages of one transaction share their time; the id only makes the order repeatable.
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}
