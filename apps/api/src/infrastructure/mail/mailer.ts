import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbExecutor } from '../database/database.js';
import { outboxMessages } from '../database/schema/index.js';
import { createOutboxSender, type SendEmail } from './outbox-sender.js';
import { createSmtpSend, SMTP_TIMEOUTS, type SmtpTimeouts } from './smtp-send.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** An e-mail to send: plain text, with the link it asks the reader to open, if any. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  link?: string;
}

export interface Mailer {
  /** Writes the message to the outbox within the caller's transaction (`tx` is a DbExecutor). */
  enqueue(tx: DbExecutor, message: OutgoingEmail): Promise<void>;
  /** Call after the transaction commits: wakes the sender so delivery starts at once. */
  wake(): void;
  /** Delivers every message due now and resolves when done (used by tests and by wake). */
  deliverDue(): Promise<void>;
}

export interface MailerPluginOptions {
  /** `smtp://` or `smtps://` URL of the server to send through; unset, e-mails are logged. */
  smtpUrl?: string | undefined;
  /** The From header, e.g. `FreedomPath <no-reply@freedompath.app>`. */
  from: string;
  /** False in production: a sent message's text and link (live single-use links) are blanked. */
  keepSentBodies: boolean;
  /** Shorter SMTP timeouts, for tests of a silent server. */
  smtpTimeouts?: Partial<SmtpTimeouts>;
}

/** Where the SMTP server is, for the log: no user name or password. */
function smtpLocation(url: string): string {
  const { protocol, host } = new URL(url);
  return `${protocol}//${host}`;
}

/**
 * The transactional outbox. `enqueue` only inserts a row in the caller's transaction, so a
 * request never waits for SMTP and a rolled-back change sends nothing; a background sender
 * (started when the app is ready, stopped and awaited when it closes) delivers committed rows
 * through SMTP, or, without `smtpUrl`, writes who they are for and their subject to the log at
 * info level and counts them as sent. Failed deliveries are retried with exponential back-off,
 * then given up (see `mail/outbox-sender.ts`).
 */
export default fp<MailerPluginOptions>(
  async (app: FastifyInstance, options) => {
    let send: SendEmail;
    let closeTransport = (): void => undefined;
    if (options.smtpUrl === undefined) {
      const notice =
        'mailer: SMTP_URL is not set, so e-mails are not sent: the log names them, without links';
      // In production nobody gets their sign-up link: an operator should know.
      if (options.keepSentBodies) app.log.info(notice);
      else app.log.warn(notice);
      // Without the link: it holds a live single-use token, and logs are kept and shared.
      // Outside production the development outbox (GET /api/v1/dev/outbox) shows it.
      send = async (message) => {
        app.log.info(
          { outboxMessageId: message.id, to: message.to, subject: message.subject },
          'e-mail logged, not sent (SMTP_URL is not set)',
        );
      };
    } else {
      const smtp = createSmtpSend(options.smtpUrl, options.from, {
        ...SMTP_TIMEOUTS,
        ...options.smtpTimeouts,
      });
      app.log.info(`mailer: sending through ${smtpLocation(options.smtpUrl)}`);
      send = smtp.send;
      closeTransport = smtp.close;
    }

    const sender = createOutboxSender({
      db: app.database.db,
      send,
      log: app.log,
      keepSentBodies: options.keepSentBodies,
    });
    app.addHook('onReady', async () => sender.start());
    // Runs before the database closes (hooks close in reverse order), so the send cut short can
    // hand its message back.
    app.addHook('onClose', async () => {
      await sender.stop();
      closeTransport();
    });

    app.decorate<Mailer>('mailer', {
      enqueue: async (tx, message) => {
        await tx.insert(outboxMessages).values({
          // Addresses are lower-case throughout the app; the development outbox looks them up so.
          recipient: message.to.trim().toLowerCase(),
          subject: message.subject,
          text: message.text,
          link: message.link ?? null,
        });
      },
      wake: sender.wake,
      deliverDue: sender.deliverDue,
    });
  },
  { name: 'mailer', dependencies: ['database'] },
);
