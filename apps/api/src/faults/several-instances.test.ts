import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { PASSWORD, uniqueEmail } from '../../test/accounts.js';
import { logLines, SERVER_ENV, startServer } from '../../test/server-process.js';
import { startSmtpSink } from '../../test/smtp-sink.js';
import { createTestDatabase, skipWithoutPostgres } from '../../test/test-database.js';
import { sendWrite } from '../../test/write-load.js';

/** How often each instance's rollup job ticks: the test watches several intervals go by. */
const ROLLUP_INTERVAL_MS = 1_000;
/** Intervals whose refreshes the test waits for. */
const INTERVALS = 6;
/** Sign-ups, spread over both instances: each queues one e-mail. */
const SIGNUPS = 30;

const migrationCount = (
  JSON.parse(
    readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
  ) as {
    entries: unknown[];
  }
).entries.length;

const testDatabase = await createTestDatabase();
afterAll(() => testDatabase.drop());

async function sleep(ms: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls `check` until it holds; the bound only guards against a hang, it is not measured. */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  const giveUpAt = Date.now() + 60_000;
  while (!(await check())) {
    if (Date.now() > giveUpAt) throw new Error(`still not true after 60 s: ${what}`);
    await sleep(200);
  }
}

/**
 * The API's scheduled and background work, and how each stays single across processes:
 * - migrations at boot: one process at a time under an advisory lock, each applied once;
 * - the e-mail outbox sender (a poll every 5 s, and a wake after each commit): claims with
 *   `for update skip locked` and a lease, so each message goes to one process;
 * - the analytics job (every `ANALYTICS_REFRESH_INTERVAL_MS`): the first tick of an interval, in
 *   whichever process, refreshes the rollups and does the partition upkeep; the others skip;
 * - at boot, each process's partition upkeep and admin-role sync: idempotent, done again by
 *   every process that starts, changing nothing the second time.
 */
describe.skipIf(skipWithoutPostgres(testDatabase, 'the several-instances test'))(
  'two instances on one database',
  () => {
    const databaseUrl = testDatabase.env.DATABASE_URL ?? '';

    it('boot at once on a fresh database and do each unit of scheduled work once', async () => {
      const smtp = await startSmtpSink();
      const env = {
        ...SERVER_ENV,
        DATABASE_URL: databaseUrl,
        SMTP_URL: smtp.url,
        ANALYTICS_REFRESH_INTERVAL_MS: String(ROLLUP_INTERVAL_MS),
        RATE_LIMIT_IP_PER_MINUTE: '100000',
        RATE_LIMIT_EMAIL_PER_HOUR: '100000',
      };
      const servers = [startServer(env), startServer(env)];
      const observer = new pg.Client({ connectionString: databaseUrl });
      try {
        const urls = await Promise.all(servers.map((server) => server.listening));
        await observer.connect();
        const { rows: migrations } = await observer.query<{ total: number; distinct: number }>(
          `select count(*)::int as total, count(distinct hash)::int as distinct
          from drizzle.__drizzle_migrations`,
        );
        expect(migrations).toEqual([{ total: migrationCount, distinct: migrationCount }]);

        // Sign-ups at both instances at once: both senders are woken and poll the same outbox.
        const emails = Array.from({ length: SIGNUPS }, () => uniqueEmail('instances'));
        const answers = await Promise.all(
          emails.map((email, index) =>
            sendWrite(urls[index % urls.length] ?? '', {
              kind: 'signup',
              key: email,
              method: 'POST',
              path: '/api/v1/auth/signup',
              body: { email, password: PASSWORD },
            }),
          ),
        );
        expect(answers.map(({ status }) => status)).toEqual(emails.map(() => 201));
        await eventually(async () => {
          const { rows } = await observer.query<{ unsent: number }>(
            'select count(*)::int as unsent from outbox_messages where sent_at is null',
          );
          return rows[0]?.unsent === 0;
        }, 'the outbox has sent every message');
        expect(smtp.countByRecipient()).toEqual(new Map(emails.map((email) => [email, 1])));

        // Both instances tick every interval; each interval is refreshed by one of them.
        const firstTick = Date.now();
        const scheduledRuns = async () => {
          const { rows } = await observer.query<{ started: Date }>(
            `select started_at as started from analytics_refreshes
            where trigger = 'scheduled' and started_at >= $1 order by started_at`,
            [new Date(firstTick)],
          );
          return rows.map(({ started }) => started.getTime());
        };
        await eventually(
          async () => (await scheduledRuns()).length >= INTERVALS,
          `${INTERVALS} scheduled refreshes`,
        );
        const runs = await scheduledRuns();
        const intervals = runs.map((started) => Math.floor(started / ROLLUP_INTERVAL_MS));
        expect(intervals).toEqual([...new Set(intervals)]);

        for (const server of servers) server.child.kill('SIGTERM');
        const exits = await Promise.all(servers.map((server) => server.exited));
        expect(exits).toEqual([
          { code: 0, signal: null },
          { code: 0, signal: null },
        ]);
        // Nothing failed in either process, and the two delivered each e-mail once between them.
        const lines = servers.flatMap(logLines);
        expect(lines.filter(({ level }) => level >= 50)).toEqual([]);
        expect(lines.filter(({ msg }) => msg === 'e-mail delivered')).toHaveLength(SIGNUPS);
      } finally {
        for (const server of servers) server.child.kill('SIGKILL');
        await observer.end().catch(() => undefined);
        await smtp.close();
      }
    });
  },
);
