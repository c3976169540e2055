import { once } from 'node:events';
import net from 'node:net';
import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { startTcpProxy } from '../../../test/tcp-proxy.js';
import {
  TEST_DATABASE_OPTIONS,
  createTestDatabase,
  skipWithoutPostgres,
} from '../../../test/test-database.js';
import { openDatabase, type Db } from '../database/database.js';
import { outboxMessages } from '../database/schema/index.js';
import { MAX_ATTEMPTS } from './outbox-sender.js';
import database from '../database/database-plugin.js';
import mailer, { type MailerPluginOptions, type OutgoingEmail } from './mailer.js';

const testDatabase = await createTestDatabase();
afterAll(() => testDatabase.drop());

const FROM = 'FreedomPath <no-reply@freedompath.test>';
const LINK = `http://localhost:5173/verify-email?token=${'a1B2c3D4e5'.repeat(4)}`;

function email(overrides: Partial<OutgoingEmail> = {}): OutgoingEmail {
  return {
    to: 'ann@example.com',
    subject: 'Confirm your e-mail address',
    text: `Open this link to confirm your address:\n\n${LINK}\n\nIt works for 24 hours.`,
    link: LINK,
    ...overrides,
  };
}

interface TestApp {
  app: FastifyInstance;
  /** Every line the app logged, parsed. */
  logs: { level: number; msg: string; [key: string]: unknown }[];
}

/**
 * The database and mailer plugins alone, on this file's database, closed after the test. The
 * outbox is emptied first: the apps of one file share their database.
 */
async function startApp(
  options: Partial<MailerPluginOptions> = {},
  databaseUrl = testDatabase.env.DATABASE_URL,
): Promise<TestApp> {
  const logs: TestApp['logs'] = [];
  const app = Fastify({
    logger: {
      level: 'info',
      stream: { write: (line: string) => logs.push(JSON.parse(line) as TestApp['logs'][number]) },
    },
  });
  onTestFinished(() => app.close());
  await app.register(database, {
    database: await testDatabase.shared(),
    url: databaseUrl,
    pgliteDir: testDatabase.env.PGLITE_DIR ?? 'memory://',
    statementTimeoutMs: 10_000,
    bootTimeoutMs: 10_000,
  });
  await app.database.db.delete(outboxMessages);
  await app.register(mailer, { from: FROM, keepSentBodies: true, ...options });
  await app.ready();
  return { app, logs };
}

/**
 * Reads the file's database after an app closed its own: the shared PGlite, which outlives the
 * apps, or a new pool on the PostgreSQL server.
 */
async function readAfterClose<T>(read: (db: Db) => Promise<T>): Promise<T> {
  const shared = await testDatabase.shared();
  if (shared) return read(shared.db);
  const other = await openDatabase({
    ...TEST_DATABASE_OPTIONS,
    url: testDatabase.env.DATABASE_URL,
    pgliteDir: 'memory://',
  });
  try {
    return await read(other.db);
  } finally {
    await other.close();
  }
}

/**
 * Runs the sender, as its poll would, until `count` messages have arrived or 20 runs have
 * passed: the first runs after an outage may still meet pooled connections that died with it.
 */
async function deliverUntil(app: FastifyInstance, received: unknown[], count: number) {
  for (let run = 0; run < 20 && received.length < count; run += 1) {
    await app.mailer.deliverDue();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function enqueue(app: FastifyInstance, message = email()): Promise<void> {
  await app.database.db.transaction((tx) => app.mailer.enqueue(tx, message));
}

async function outbox(app: FastifyInstance) {
  return app.database.db.select().from(outboxMessages).orderBy(outboxMessages.createdAt);
}

async function onlyMessage(app: FastifyInstance) {
  const rows = await outbox(app);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** Seconds from now until the message is due again, by the database's clock. */
async function secondsUntilDue(app: FastifyInstance, id: string): Promise<number> {
  const result = await app.database.db.execute<{ seconds: number }>(
    sql`select extract(epoch from next_attempt_at - now())::float8 as seconds
        from outbox_messages where id = ${id}`,
  );
  return Number(result.rows[0]?.seconds);
}

function decodeQuotedPrintable(body: string): string {
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

interface ReceivedEmail {
  recipients: string[];
  subject: string | undefined;
  body: string;
}

/** A real SMTP server on a free loopback port, which can refuse recipients for a while. */
async function startSmtpServer() {
  const received: ReceivedEmail[] = [];
  const state = { refuseRecipients: false, recipientCommands: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1_000,
    onRcptTo: (_address, _session, callback) => {
      state.recipientCommands += 1;
      if (!state.refuseRecipients) return callback();
      callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 450 }));
    },
    onData: (stream, session, callback) => {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        const [head = '', ...rest] = raw.split('\r\n\r\n');
        received.push({
          recipients: session.envelope.rcptTo.map(({ address }) => address),
          subject: /^Subject: (.*)$/m.exec(head)?.[1],
          body: decodeQuotedPrintable(rest.join('\r\n\r\n')),
        });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as net.AddressInfo;
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `smtp://127.0.0.1:${port}`, received, state };
}

/** A server that accepts connections and never says a word, as a hung SMTP server does. */
async function startSilentServer() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  onTestFinished(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { url: `smtp://127.0.0.1:${port}`, server };
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('the mailer', () => {
  it('delivers a committed message through SMTP and marks it sent', async () => {
    const smtp = await startSmtpServer();
    const { app } = await startApp({ smtpUrl: smtp.url });
    await enqueue(app, email({ to: 'Ann@Example.com' }));
    await app.mailer.deliverDue();

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.recipients).toEqual(['ann@example.com']);
    expect(smtp.received[0]?.subject).toBe('Confirm your e-mail address');
    expect(smtp.received[0]?.body).toContain(LINK);
    const row = await onlyMessage(app);
    expect(row.sentAt).toBeInstanceOf(Date);
    expect([row.attempts, row.lastError, row.link]).toEqual([0, null, LINK]);
    // Development keeps what was sent, for the development outbox.
    expect(row.text).toContain(LINK);

    await app.mailer.deliverDue();
    expect(smtp.received).toHaveLength(1);
  });

  it('never sends a message whose transaction rolled back', async () => {
    const smtp = await startSmtpServer();
    const { app } = await startApp({ smtpUrl: smtp.url });
    await expect(
      app.database.db.transaction(async (tx) => {
        await app.mailer.enqueue(tx, email());
        throw new Error('the sign-up failed after writing its e-mail');
      }),
    ).rejects.toThrow('the sign-up failed');
    await app.mailer.deliverDue();

    expect(smtp.received).toEqual([]);
    expect(await outbox(app)).toEqual([]);
  });

  it('records a refused delivery, retries it after a back-off and then marks it sent', async () => {
    const smtp = await startSmtpServer();
    smtp.state.refuseRecipients = true;
    const { app } = await startApp({ smtpUrl: smtp.url });
    await enqueue(app);
    await app.mailer.deliverDue();

    const failed = await onlyMessage(app);
    expect(failed.sentAt).toBeNull();
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toMatch(/450 Mailbox busy/);
    // The first retry waits a minute (30 s × 2^1).
    const wait = await secondsUntilDue(app, failed.id);
    expect(wait).toBeGreaterThan(30);
    expect(wait).toBeLessThanOrEqual(60);

    // Not due yet: nothing is tried.
    const commandsSoFar = smtp.state.recipientCommands;
    await app.mailer.deliverDue();
    expect(smtp.state.recipientCommands).toBe(commandsSoFar);

    smtp.state.refuseRecipients = false;
    await app.database.db.update(outboxMessages).set({ nextAttemptAt: sql`now()` });
    await app.mailer.deliverDue();
    expect(smtp.received).toHaveLength(1);
    const sent = await onlyMessage(app);
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(sent.attempts).toBe(1);
  });

  it(`records a refused connection, and gives a message up after ${MAX_ATTEMPTS} failures`, async () => {
    const { app, logs } = await startApp({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
    await enqueue(app);
    await app.mailer.deliverDue();
    const failed = await onlyMessage(app);
    expect([failed.attempts, failed.sentAt]).toEqual([1, null]);
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    expect(logs).toContainEqual(
      expect.objectContaining({ level: 40, msg: 'e-mail delivery failed', attempts: 1 }),
    );

    await app.database.db
      .update(outboxMessages)
      .set({ attempts: MAX_ATTEMPTS - 1, nextAttemptAt: sql`now()` });
    await app.mailer.deliverDue();
    expect((await onlyMessage(app)).attempts).toBe(MAX_ATTEMPTS);
    expect(logs).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: `e-mail delivery failed ${MAX_ATTEMPTS} times; giving up`,
      }),
    );

    // Given up: never claimed again, however long ago it was due.
    await app.database.db
      .update(outboxMessages)
      .set({ nextAttemptAt: sql`now() - interval '1 day'` });
    await app.mailer.deliverDue();
    const givenUp = await onlyMessage(app);
    expect([givenUp.attempts, givenUp.sentAt]).toEqual([MAX_ATTEMPTS, null]);
  });

  it('gives up on a server that never greets after its timeout', async () => {
    const silent = await startSilentServer();
    const { app } = await startApp({ smtpUrl: silent.url, smtpTimeouts: { greeting: 200 } });
    await enqueue(app);
    await app.mailer.deliverDue();
    const failed = await onlyMessage(app);
    expect([failed.attempts, failed.sentAt]).toEqual([1, null]);
    expect(failed.lastError).toMatch(/greeting/i);
  });

  it('logs the message without its link and marks it sent when no SMTP server is configured', async () => {
    const { app, logs } = await startApp();
    await enqueue(app);
    await app.mailer.deliverDue();

    const row = await onlyMessage(app);
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(logs).toContainEqual(
      expect.objectContaining({
        level: 30,
        msg: 'e-mail logged, not sent (SMTP_URL is not set)',
        outboxMessageId: row.id,
        to: 'ann@example.com',
        subject: 'Confirm your e-mail address',
      }),
    );
    expect(JSON.stringify(logs)).not.toContain(LINK);
  });

  it('blanks the text and link of a sent message unless told to keep them', async () => {
    const smtp = await startSmtpServer();
    const { app } = await startApp({ smtpUrl: smtp.url, keepSentBodies: false });
    await enqueue(app);
    await app.mailer.deliverDue();

    expect(smtp.received[0]?.body).toContain(LINK);
    const row = await onlyMessage(app);
    expect(row.sentAt).toBeInstanceOf(Date);
    expect([row.text, row.link, row.subject]).toEqual(['', null, 'Confirm your e-mail address']);
  });

  it('closes while a send waits on a silent server, and hands the message back', async () => {
    const silent = await startSilentServer();
    const { app } = await startApp({ smtpUrl: silent.url });
    await enqueue(app);
    const connected = once(silent.server, 'connection');
    const delivering = app.mailer.deliverDue();
    await connected;

    await app.close();
    await delivering;

    const [row] = await readAfterClose((db) =>
      db
        .select({
          attempts: outboxMessages.attempts,
          sentAt: outboxMessages.sentAt,
          due: sql<boolean>`${outboxMessages.nextAttemptAt} <= now()`,
        })
        .from(outboxMessages),
    );
    expect(row).toEqual({ attempts: 0, sentAt: null, due: true });
  });

  it('closes at a safe point: the send under way finishes, the rest of the batch is handed back', async () => {
    const smtp = await startSmtpServer();
    // Every SMTP reply comes 100 ms late: a delivery takes most of a second.
    const slow = await startTcpProxy(smtp.url);
    onTestFinished(() => slow.close());
    slow.delayServerReplies(100);
    const { app } = await startApp({ smtpUrl: slow.url });
    for (const subject of ['First', 'Second', 'Third']) await enqueue(app, email({ subject }));
    const sending = slow.nextClientData();
    const delivering = app.mailer.deliverDue();
    await sending;

    await app.close();
    await delivering;

    // Whichever of the batch went first.
    expect(smtp.received).toHaveLength(1);
    const delivered = smtp.received[0]?.subject;
    const rows = await readAfterClose((db) =>
      db
        .select({
          subject: outboxMessages.subject,
          sent: sql<boolean>`${outboxMessages.sentAt} is not null`,
          handedBack: sql<boolean>`${outboxMessages.sentAt} is null and ${outboxMessages.nextAttemptAt} <= now()`,
          attempts: outboxMessages.attempts,
        })
        .from(outboxMessages)
        .orderBy(outboxMessages.subject),
    );
    expect(rows).toEqual(
      ['First', 'Second', 'Third'].map((subject) => ({
        subject,
        sent: subject === delivered,
        handedBack: subject !== delivered,
        attempts: 0,
      })),
    );
  });

  it('sends each message once when two apps deliver at the same time', async () => {
    const smtp = await startSmtpServer();
    const { app: first } = await startApp({ smtpUrl: smtp.url });
    const { app: second } = await startApp({ smtpUrl: smtp.url });
    const subjects = Array.from({ length: 30 }, (_, index) => `Message ${index + 1}`);
    for (const subject of subjects) await enqueue(first, email({ subject }));

    await Promise.all([
      first.mailer.deliverDue(),
      second.mailer.deliverDue(),
      first.mailer.deliverDue(),
      second.mailer.deliverDue(),
    ]);

    expect(smtp.received.map(({ subject }) => subject).sort()).toEqual([...subjects].sort());
    const unsent = await first.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.attempts, 0));
    expect(unsent.every(({ sentAt }) => sentAt !== null)).toBe(true);
  });

  describe.skipIf(skipWithoutPostgres(testDatabase, 'mailer tests through a TCP proxy'))(
    'when the database goes away',
    () => {
      let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
      beforeAll(async () => {
        proxy = await startTcpProxy(testDatabase.env.DATABASE_URL!);
      });
      afterAll(() => proxy.close());

      it('logs a warning, and the next run delivers', async () => {
        const smtp = await startSmtpServer();
        const { app, logs } = await startApp({ smtpUrl: smtp.url }, proxy.url);
        await enqueue(app);

        proxy.cut();
        await expect(app.mailer.deliverDue()).resolves.toBeUndefined();
        expect(logs).toContainEqual(
          expect.objectContaining({
            level: 40,
            msg: 'e-mail outbox: database unavailable; will retry on the next poll',
          }),
        );

        proxy.restore();
        await app.mailer.deliverDue();
        expect(smtp.received).toHaveLength(1);
      });

      it('records a delivery the database missed instead of sending it again, and sends the rest of the batch as soon as it is back', async () => {
        const smtp = await startSmtpServer();
        // Every SMTP reply comes 100 ms late: the database goes away during the first send.
        const slow = await startTcpProxy(smtp.url);
        onTestFinished(() => slow.close());
        slow.delayServerReplies(100);
        const { app } = await startApp({ smtpUrl: slow.url }, proxy.url);
        for (const subject of ['First', 'Second', 'Third']) await enqueue(app, email({ subject }));
        const sending = slow.nextClientData();
        const delivering = app.mailer.deliverDue();
        await sending;
        proxy.cut();
        await delivering;
        expect(smtp.received).toHaveLength(1);

        proxy.restore();
        await deliverUntil(app, smtp.received, 3);
        // Not twice the first, and the others without waiting for their claim's lease to end.
        expect(smtp.received.map(({ subject }) => subject).sort()).toEqual([
          'First',
          'Second',
          'Third',
        ]);
        expect((await outbox(app)).every(({ sentAt }) => sentAt !== null)).toBe(true);
      });

      it('sends at once the messages of a claim whose answer was lost with the connection', async () => {
        const smtp = await startSmtpServer();
        const { app } = await startApp({ smtpUrl: smtp.url }, proxy.url);
        for (const subject of ['First', 'Second']) await enqueue(app, email({ subject }));
        // The claim reaches the server, which commits it; its answer never comes back.
        const claiming = proxy.nextClientData();
        const delivering = app.mailer.deliverDue();
        await claiming;
        proxy.cut();
        await delivering;
        expect(smtp.received).toHaveLength(0);

        proxy.restore();
        await deliverUntil(app, smtp.received, 2);
        expect(smtp.received.map(({ subject }) => subject).sort()).toEqual(['First', 'Second']);
      });
    },
  );
});
