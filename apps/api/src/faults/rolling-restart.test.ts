import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { signUpVerified, uniqueEmail } from '../../test/accounts.js';
import { startBalancedLoad, summarizeTries } from '../../test/balanced-load.js';
import { TEST_ENV } from '../../test/build-test-app.js';
import {
  FEATURE_ANSWERS,
  FEATURE_KINDS,
  featureWriters,
  findStoredWrites,
  isFeatureSuccess,
  type Stored,
} from '../../test/feature-writers.js';
import {
  logLines,
  SERVER_ENV,
  startServer,
  type ServerProcess,
} from '../../test/server-process.js';
import { startSmtpSink } from '../../test/smtp-sink.js';
import { startTcpProxy } from '../../test/tcp-proxy.js';
import { createTestDatabase, skipWithoutPostgres } from '../../test/test-database.js';
import { summarizeAnswers, type WriteAnswer } from '../../test/write-load.js';
import { buildApp } from '../app.js';
import { parseEnv } from '../env.js';
import { BATCH_SIZE } from '../infrastructure/mail/outbox-sender.js';

/** Free users whose quota consumes and saved plans the load sends. */
const USERS = 40;
/** How often each instance's rollup job ticks. */
const ROLLUP_INTERVAL_MS = 1_000;
/**
 * Under load each SMTP reply is held this long: a delivery takes about two seconds, sign-ups
 * come faster, so the outbox has a backlog and each sender is always part-way through a batch.
 */
const SMTP_REPLY_DELAY_MS = 250;
/**
 * After SIGTERM each instance answers readiness 503 this long before it closes: many times what
 * the balancer's checks (every 200 ms) need to take it out of the pool on a busy machine.
 */
const DRAIN_MS = 3_000;

const testDatabase = await createTestDatabase();
afterAll(() => testDatabase.drop());

function log(message: string): void {
  process.stdout.write(`[rolling-restart] ${message}\n`);
}

async function sleep(ms: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls `check` until it holds; the bound only guards against a hang, it is not measured. */
async function eventually(
  check: () => Promise<boolean> | boolean,
  what: string,
  boundMs = 60_000,
): Promise<void> {
  const giveUpAt = Date.now() + boundMs;
  while (!(await check())) {
    if (Date.now() > giveUpAt) throw new Error(`still not true after ${boundMs / 1000} s: ${what}`);
    await sleep(100);
  }
}

function describeAnswer(answer: WriteAnswer, stored?: Stored): string {
  const { kind, key, status, code, failure } = answer;
  const outcome = `${status}${code ? ` ${code}` : ''}${failure ? ` (${failure})` : ''}`;
  return `${kind} ${key}: ${outcome}${stored ? `, stored ${stored}` : ''}`;
}

describe.skipIf(skipWithoutPostgres(testDatabase, 'the rolling restart'))(
  'a rolling restart of two instances under write load',
  () => {
    const databaseUrl = testDatabase.env.DATABASE_URL ?? '';

    it('answers every request, stores every acknowledged write, sends each e-mail once and keeps the jobs going', async () => {
      const smtp = await startSmtpSink();
      const slowSmtp = await startTcpProxy(smtp.url);
      slowSmtp.delayServerReplies(SMTP_REPLY_DELAY_MS);
      const env = {
        ...SERVER_ENV,
        DATABASE_URL: databaseUrl,
        SMTP_URL: slowSmtp.url,
        ANALYTICS_REFRESH_INTERVAL_MS: String(ROLLUP_INTERVAL_MS),
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
        RATE_LIMIT_IP_PER_MINUTE: '100000',
        RATE_LIMIT_EMAIL_PER_HOUR: '100000',
        RATE_LIMIT_EVENTS_PER_MINUTE: '100000',
      };
      const servers: ServerProcess[] = [];
      const observer = new pg.Client({ connectionString: databaseUrl });
      const unsent = async () => {
        const { rows } = await observer.query<{ unsent: number }>(
          'select count(*)::int as unsent from outbox_messages where sent_at is null',
        );
        return rows[0]?.unsent ?? 0;
      };
      try {
        await observer.connect();
        // Migrated, and the load's users signed up and confirmed, by an app of the same settings.
        const setup = await buildApp(
          parseEnv({
            ...TEST_ENV,
            DATABASE_URL: databaseUrl,
            JWT_SECRET: SERVER_ENV.JWT_SECRET,
            APP_URL: SERVER_ENV.APP_URL,
          }),
        );
        const users = [];
        try {
          while (users.length < USERS) {
            const batch = await Promise.all(
              Array.from({ length: 4 }, () => signUpVerified(setup, uniqueEmail('restart'))),
            );
            users.push(...batch.map(({ session }) => session));
          }
          await setup.mailer.deliverDue();
        } finally {
          await setup.close();
        }

        const start = async (): Promise<{ server: ServerProcess; url: string }> => {
          const server = startServer(env);
          servers.push(server);
          return { server, url: await server.listening };
        };
        const instances = await Promise.all([start(), start()]);
        const load = startBalancedLoad(
          instances.map(({ url }) => url),
          featureWriters({
            label: `restart-${process.pid}`,
            users,
            concurrency: { signup: 2, quota: 1, events: 1, scenarios: 1 },
          }),
          { pauseMs: 250 },
        );
        const succeededAt = (url: string, since: number) =>
          FEATURE_KINDS.every((kind) =>
            load.tries.some(
              (attempt) =>
                attempt.upstream === url &&
                attempt.request.kind === kind &&
                attempt.startedAt > since &&
                attempt.status === FEATURE_ANSWERS[kind]?.success,
            ),
          );
        await eventually(
          () => instances.every(({ url }) => succeededAt(url, 0)),
          'every kind of write succeeds at both instances',
        );

        let lastStartedAt = 0;
        for (const index of [0, 1]) {
          const old = instances[index]!;
          // More e-mails waiting than two batches: the instance stops part-way through one.
          await eventually(
            async () => (await unsent()) >= 2 * BATCH_SIZE,
            'the outbox has a backlog',
          );
          old.server.child.kill('SIGTERM');
          expect(await old.server.exited, old.server.output()).toEqual({ code: 0, signal: null });
          load.deregister(old.url);
          lastStartedAt = Date.now();
          const replacement = await start();
          instances[index] = replacement;
          load.register(replacement.url);
          await eventually(
            () => succeededAt(replacement.url, lastStartedAt),
            `every kind of write succeeds at replacement ${index + 1}`,
          );
        }
        const answers = await load.stop();
        log(`${answers.length} requests: ${summarizeAnswers(answers)}`);
        log(`${load.tries.length} tries: ${summarizeTries(load.tries)}`);

        // Every request got a whole answer it expected: nothing lost, nothing given up.
        const unexpected = answers.filter((answer) => {
          const answered = `${answer.status} ${answer.code ?? ''}`.trim();
          return (
            !isFeatureSuccess(answer) && !FEATURE_ANSWERS[answer.kind]?.refusals.includes(answered)
          );
        });
        expect(unexpected.map((answer) => describeAnswer(answer))).toEqual([]);

        // Every acknowledged write is in the database once; every refusal wrote nothing.
        const stored = await findStoredWrites(databaseUrl, answers);
        const wrong = answers
          .filter(
            (answer) => stored.get(answer.key) !== (isFeatureSuccess(answer) ? 'once' : 'none'),
          )
          .map((answer) => describeAnswer(answer, stored.get(answer.key)));
        expect(wrong).toEqual([]);

        // A stopped instance finishes the e-mail it is sending and hands the rest of its batch
        // back (whether a stop lands mid-batch is chance: mailer.test.ts pins that path). Every
        // message is sent within the bound below, far inside a claim's lease
        // (CLAIM_LEASE_MS), so nothing a stopped instance held waited for its lease to end.
        slowSmtp.delayServerReplies(0);
        await eventually(async () => (await unsent()) === 0, 'the outbox has sent every message');
        const signups = answers.filter(
          (answer) => answer.kind === 'signup' && isFeatureSuccess(answer),
        );
        const deliveries = smtp.countByRecipient();
        expect(
          signups
            .filter(({ key }) => deliveries.get(key) !== 1)
            .map(({ key }) => `${key}: ${deliveries.get(key) ?? 0}`),
        ).toEqual([]);
        expect([...deliveries].filter(([, count]) => count !== 1)).toEqual([]);

        // The replacements' rollup jobs run.
        await eventually(async () => {
          const { rows } = await observer.query<{ runs: number }>(
            `select count(*)::int as runs from analytics_refreshes
            where trigger = 'scheduled' and started_at > $1`,
            [new Date(lastStartedAt)],
          );
          return (rows[0]?.runs ?? 0) > 0;
        }, 'a replacement refreshes the rollups');

        for (const server of servers) server.child.kill('SIGTERM');
        const exits = await Promise.all(servers.map((server) => server.exited));
        expect(exits).toEqual(servers.map(() => ({ code: 0, signal: null })));
        expect(servers.flatMap(logLines).filter(({ level }) => level >= 50)).toEqual([]);
      } finally {
        for (const server of servers) server.child.kill('SIGKILL');
        await observer.end().catch(() => undefined);
        await slowSmtp.close();
        await smtp.close();
      }
    });
  },
);
