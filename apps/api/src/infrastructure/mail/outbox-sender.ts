import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../database/database.js';
import { describeDatabaseError } from '../database/describe-database-error.js';
import { isDatabaseUnavailable } from '../database/is-database-unavailable.js';
import { outboxMessages } from '../database/schema/index.js';

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
/**
 * On stop, the message being sent gets this long to finish before it is cut short and handed
 * back: an SMTP delivery takes well under a second, and one cut after the server took the
 * message would be sent twice. Well inside the server's 10 s shutdown grace (ADR 013).
 */
export const STOP_SEND_GRACE_MS = 5_000;
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
  /**
   * Stops polling and claiming, hands back the claimed messages not yet started (due again at
   * once, for any process), lets the send in progress finish for up to `STOP_SEND_GRACE_MS`
   * (then cuts it short and hands its message back too) and waits.
   */
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
 * A database fault during a run leaves bookkeeping undone, which the next run does first: the
 * messages the SMTP server took are marked sent (not sent again when their lease ends), and the
 * rest of the claim is released by its token (not held for the lease, minutes), even when the
 * claim itself committed but its answer was lost with the connection.
 *
 * Delivery is at least once: a message the server took is sent again if this process ends
 * before its `sent_at` is written (its lease ends first). A shutdown stops at a safe point, between
 * two messages, handing back the rest of the batch; only a send still running after
 * `STOP_SEND_GRACE_MS` is cut short, and sent again at once even if the server had taken it.
 */
export function createOutboxSender(options: OutboxSenderOptions): OutboxSender {
  const { db, send, log, keepSentBodies } = options;
  /** No more claims or sends: the app is closing. */
  const stopping = new AbortController();
  /** The send in progress is abandoned: the shutdown's grace for it ran out. */
  const cutShort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  /** Taken by the SMTP server, `sent_at` not yet written: a database fault stopped it. */
  const deliveredUnrecorded = new Set<string>();
  /** Claims a database fault cut short, whose unsent messages are still leased. */
  const interruptedClaims = new Set<string>();

  async function claimDue(claimToken: string): Promise<ClaimedMessage[]> {
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
      .set({ nextAttemptAt: secondsFromNow(CLAIM_LEASE_MS), claimToken })
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

  async function markSent(ids: string[]): Promise<void> {
    await db
      .update(outboxMessages)
      .set({ sentAt: sql`now()`, ...(keepSentBodies ? {} : { text: '', link: null }) })
      .where(and(inArray(outboxMessages.id, ids), isNull(outboxMessages.sentAt)));
  }

  /** What the last database fault left undone; before any new claim, so nothing is sent twice. */
  async function settleInterrupted(): Promise<void> {
    if (deliveredUnrecorded.size > 0) {
      const ids = [...deliveredUnrecorded];
      await markSent(ids);
      for (const id of ids) deliveredUnrecorded.delete(id);
      log.info({ outboxMessageIds: ids }, 'e-mails delivered before a database fault recorded');
    }
    for (const claimToken of [...interruptedClaims]) {
      // Only rows still under that claim: once its lease ended another process may hold them.
      await db
        .update(outboxMessages)
        .set({ nextAttemptAt: sql`now()` })
        .where(and(eq(outboxMessages.claimToken, claimToken), isNull(outboxMessages.sentAt)));
      interruptedClaims.delete(claimToken);
    }
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
      await send(message, AbortSignal.any([cutShort.signal, deadline]));
    } catch (error) {
      // Cut short by the shutdown, not the server's fault: due again at once, for any process.
      if (cutShort.signal.aborted) {
        await release([message.id]);
        // Sent again by whichever process claims it next: twice if the server had taken it.
        log.warn(
          { outboxMessageId: message.id },
          'e-mail outbox: closing; the send under way was cut short and handed back',
        );
      } else if (deadline.aborted) {
        await recordFailure(message, `not delivered within ${SEND_DEADLINE_MS / 1000} s`);
      } else await recordFailure(message, describeSendError(error));
      return;
    }
    deliveredUnrecorded.add(message.id);
    await markSent([message.id]);
    deliveredUnrecorded.delete(message.id);
    log.info({ outboxMessageId: message.id }, 'e-mail delivered');
  }

  async function deliverAll(): Promise<void> {
    let claimToken: string | undefined;
    try {
      await settleInterrupted();
      for (;;) {
        if (stopping.signal.aborted) return;
        claimToken = randomUUID();
        const batch = await claimDue(claimToken);
        for (const [index, message] of batch.entries()) {
          if (stopping.signal.aborted) {
            const ids = batch.slice(index).map(({ id }) => id);
            await release(ids);
            log.info(
              { outboxMessageIds: ids },
              'e-mail outbox: closing; unsent e-mails handed back',
            );
            return;
          }
          await deliverOne(message);
        }
        claimToken = undefined;
        if (batch.length < BATCH_SIZE) return;
      }
    } catch (error) {
      if (claimToken !== undefined) interruptedClaims.add(claimToken);
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
      const cutting = setTimeout(() => cutShort.abort(), STOP_SEND_GRACE_MS);
      try {
        await (queued ?? running);
      } finally {
        clearTimeout(cutting);
      }
    },
  };
}
