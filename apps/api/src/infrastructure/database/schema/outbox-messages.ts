import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The transactional outbox: an e-mail is written here in the same transaction as the change
 * that causes it, and the mailer delivers it afterwards (retrying with back-off), so a rolled
 * back sign-up sends nothing and a committed one is never lost.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    recipient: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    /** The link the message asks the reader to open, for the development outbox. */
    link: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    /**
     * The claim that last leased the message: a sender whose claim was cut short by a database
     * fault (even one whose answer was lost) releases exactly its own messages by it.
     */
    claimToken: uuid(),
  },
  (table) => [index().on(table.sentAt, table.nextAttemptAt), index().on(table.recipient)],
);
