import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { describeDatabaseError } from '../db/describe-database-error.js';
import { isDatabaseUnavailable } from '../db/is-database-unavailable.js';
import { outboxMessages } from '../db/schema/index.js';

/** One claimed outbox message, as the sender hands it to the transport. */
export interface ClaimedMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  link: string | null;
  /** Failed deliveries so far. */
  attempts: number;
}

/**
 * Delivers one message or rejects. It must stop when `signal` aborts (the app is closing or the
 * message's deadline passed); a rejection's message is stored, so it must hold no secret.
 */
export type SendEmail = (message: ClaimedMessage, signal: AbortSignal) => Promise<void>;

/** How often the outbox is polled besides `wake()`: the next poll picks up what a wake missed. */
export const POLL_INTERVAL_MS = 5_000;
/** Messages claimed per query: they are then sent one after the other. */
export const BATCH_SIZE = 10;
/** The most one message's delivery may take, however slowly a server drips its answers. */
export const SEND_DEADLINE_MS = 45_000;
/**
 * A claim pushes `next_attempt_at` this far ahead, so no other process takes the batch while it
 * is being sent; longer than a whole batch at its deadline. If this process dies mid-batch, the
 * messages it claimed become due again when the lease ends.
 */
export const CLAIM_LEASE_MS = BATCH_SIZE * SEND_DEADLINE_MS + 60_000;
/**
 * After this many failed deliveries a message is given up: it keeps `sent_at` null and is never
 * claimed again. To try it once more: `update outbox_messages set attempts = 0,
 * next_attempt_at = now() where id = …`.
 */
export const MAX_ATTEMPTS = 8;
const FIRST_RETRY_DELAY_MS = 30_000;
const MAX_RETRY_DELAY_MS = 3_600_000;
/** Stored errors are cut to this length: enough to tell the fault, not a whole transcript. */
const LAST_ERROR_MAX_LENGTH = 300;

/**
 * Wait before the next try after `failures` failed deliveries: 30 s × 2^failures, at most an
 * hour. 1 → 1 min, 2 → 2 min, … 6 → 32 min, 7 → 1 h; the 8th failure gives up, about two hours
 * after the first.
 */
export function retryDelayMs(failures: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** failures, MAX_RETRY_DELAY_MS);
}

function secondsFromNow(ms: number) {
  return sql`now() + make_interval(secs => ${ms / 1000})`;
}

/** A failed send's code and first line, cut short: what an operator needs to tell the fault. */
function describeSendError(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' && message !== '' ? message : String(error);
  const line = `${typeof code === 'string' ? `${code}: ` : ''}${text.split('\n')[0]}`;
  return line.slice(0, LAST_ERROR_MAX_LENGTH);
}

export interface OutboxSenderOptions {
  db: Db;
  send: SendEmail;
  log: FastifyBaseLogger;
  /** False in production: once sent, a message's text and link (live single-use links) are blanked. */
  keepSentBodies: boolean;
}

export interface OutboxSender {
  /** Delivers every message due now; resolves when done and never rejects. */
  deliverDue: () => Promise<void>;
  /** Starts a delivery run without waiting for it. */
  wake: () => void;
  /** Starts polling and delivers what is already due. */
  start: () => void;
  /** Stops polling, aborts the send in progress (its message is due again at once) and waits. */
  stop: () => Promise<void>;
}

/**
 * The outbox's background sender. Each run claims due messages in batches with one atomic
 * statement (`update … where id in (select … for update skip locked)` pushing `next_attempt_at`
 * ahead by a lease), then sends them outside any transaction: no connection or row lock is held
 * while SMTP answers, two processes on one PostgreSQL never claim the same message, and PGlite's
 * single connection is never blocked. Runs in one process never overlap. A database fault ends
 * the run with a warning; the next poll tries again.
 *
 * Delivery is at least once: a message whose send succeeded but whose outcome could not be
 * recorded (the database went away) is sent again when its lease ends, and one cut short by the
 * shutdown after the server took it is sent again at once.
 */
export function createOutboxSender(options: OutboxSenderOptions): OutboxSender {
  const { db, send, log, keepSentBodies } = options;
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;

  async function claimDue(): Promise<ClaimedMessage[]> {
    const due = db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(
        and(
          isNull(outboxMessages.sentAt),
          lte(outboxMessages.nextAttemptAt, sql`now()`),
          lt(outboxMessages.attempts, MAX_ATTEMPTS),
        ),
      )
      .orderBy(asc(outboxMessages.nextAttemptAt))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    return db
      .update(outboxMessages)
      .set({ nextAttemptAt: secondsFromNow(CLAIM_LEASE_MS) })
      .where(inArray(outboxMessages.id, due))
      .returning({
        id: outboxMessages.id,
        to: outboxMessages.recipient,
        subject: outboxMessages.subject,
        text: outboxMessages.text,
        link: outboxMessages.link,
        attempts: outboxMessages.attempts,
      });
  }

  async function release(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await db
      .update(outboxMessages)
      .set({ nextAttemptAt: sql`now()` })
      .where(inArray(outboxMessages.id, ids));
  }

  async function markSent(message: ClaimedMessage): Promise<void> {
    await db
      .update(outboxMessages)
      .set({ sentAt: sql`now()`, ...(keepSentBodies ? {} : { text: '', link: null }) })
      .where(eq(outboxMessages.id, message.id));
    log.info({ outboxMessageId: message.id }, 'e-mail delivered');
  }

  async function recordFailure(message: ClaimedMessage, lastError: string): Promise<void> {
    const attempts = message.attempts + 1;
    const givenUp = attempts >= MAX_ATTEMPTS;
    const delayMs = retryDelayMs(attempts);
    await db
      .update(outboxMessages)
      .set({
        attempts,
        lastError,
        // A given-up message keeps its time: `attempts` alone keeps it from being claimed.
        nextAttemptAt: givenUp ? sql`now()` : secondsFromNow(delayMs),
      })
      .where(eq(outboxMessages.id, message.id));
    const details = { outboxMessageId: message.id, attempts, error: lastError };
    if (givenUp) log.error(details, `e-mail delivery failed ${attempts} times; giving up`);
    else log.warn({ ...details, retryInSeconds: delayMs / 1000 }, 'e-mail delivery failed');
  }

  async function deliverOne(message: ClaimedMessage): Promise<void> {
    const deadline = AbortSignal.timeout(SEND_DEADLINE_MS);
    try {
      await send(message, AbortSignal.any([stopping.signal, deadline]));
    } catch (error) {
      // Cut short by the shutdown, not the server's fault: due again at once, for any process.
      if (stopping.signal.aborted) await release([message.id]);
      else if (deadline.aborted) {
        await recordFailure(message, `not delivered within ${SEND_DEADLINE_MS / 1000} s`);
      } else await recordFailure(message, describeSendError(error));
      return;
    }
    await markSent(message);
  }

  async function deliverAll(): Promise<void> {
    try {
      for (;;) {
        if (stopping.signal.aborted) return;
        const batch = await claimDue();
        for (const [index, message] of batch.entries()) {
          if (stopping.signal.aborted) {
            await release(batch.slice(index).map(({ id }) => id));
            return;
          }
          await deliverOne(message);
        }
        if (batch.length < BATCH_SIZE) return;
      }
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        log.warn(
          { reason: describeDatabaseError(error) },
          'e-mail outbox: database unavailable; will retry on the next poll',
        );
      } else {
        log.error(
          { err: error },
          'e-mail outbox: delivery run failed; will retry on the next poll',
        );
      }
    }
  }

  function deliverDue(): Promise<void> {
    if (stopping.signal.aborted) return Promise.resolve();
    if (running === undefined) {
      running = deliverAll().finally(() => {
        running = undefined;
      });
      return running;
    }
    // The run under way may have claimed before the caller's message was committed: one more run
    // after it covers every caller that asks meanwhile.
    queued ??= running.then(() => {
      queued = undefined;
      return deliverDue();
    });
    return queued;
  }

  return {
    deliverDue,
    wake: () => {
      void deliverDue();
    },
    start: () => {
      if (stopping.signal.aborted || timer !== undefined) return;
      timer = setInterval(() => void deliverDue(), POLL_INTERVAL_MS);
      // Polling alone never keeps the process alive; the server or the test does.
      timer.unref();
      void deliverDue();
    },
    stop: async () => {
      stopping.abort();
      clearInterval(timer);
      await (queued ?? running);
    },
  };
}
