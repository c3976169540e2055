import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { signUpVerified, uniqueEmail } from '../../test/accounts.js';
import { TEST_ENV } from '../../test/build-test-app.js';
import {
  FEATURE_ANSWERS,
  FEATURE_KINDS,
  featureWriters,
  findStoredWrites,
  isFeatureSuccess,
  type Stored,
} from '../../test/feature-writers.js';
import { createPrivateCluster } from '../../test/private-cluster.js';
import { startSmtpSink } from '../../test/smtp-sink.js';
import { startTcpProxy } from '../../test/tcp-proxy.js';
import { createTestDatabase, skipWithoutPostgres } from '../../test/test-database.js';
import {
  sendWrite,
  startWriteLoad,
  summarizeAnswers,
  type WriteAnswer,
} from '../../test/write-load.js';
import { buildApp } from '../app.js';
import { parseEnv } from '../env.js';

/** The issue's outage: PostgreSQL is away this long while the load goes on. */
const OUTAGE_MS = 30_000;
/** Free users of each run: quota consumes and saved plans are theirs. */
const USERS = 24;
/** A request may take this long before it counts as hung; nothing here is timed closer. */
const ANSWER_BOUND_MS = 30_000;
/** Successes of each kind before the outage and after it: the load is real on both sides. */
const SUCCESSES_AROUND_OUTAGE = 5;
const CLOSE_BOUND_MS = 20_000;

/** Idempotent by key: a client retries these after a 503, and the test does so too. */
const RETRIED_KINDS = new Set(['quota', 'events']);

const testDatabase = await createTestDatabase();
afterAll(() => testDatabase.drop());
const privateCluster = await createPrivateCluster();
afterAll(() => privateCluster.cluster?.destroy());

function log(message: string): void {
  process.stdout.write(`[database-outage-under-load] ${message}\n`);
}

async function sleep(ms: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls `check` until it holds; the bound only guards against a hang, it is not measured. */
async function eventually(check: () => Promise<boolean> | boolean, what: string, boundMs = 60_000) {
  const giveUpAt = Date.now() + boundMs;
  while (!(await check())) {
    if (Date.now() > giveUpAt) throw new Error(`still not true after ${boundMs / 1000} s: ${what}`);
    await sleep(200);
  }
}

/** `work`, or a failure naming `what` once `boundMs` have passed without it. */
async function within<T>(work: Promise<T>, boundMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`not done after ${boundMs / 1000} s: ${what}`)),
      boundMs,
    );
  });
  try {
    return await Promise.race([work, bound]);
  } finally {
    clearTimeout(timer);
  }
}

async function readiness(baseUrl: string): Promise<number> {
  try {
    const response = await fetch(new URL('/api/health/ready', baseUrl), {
      signal: AbortSignal.timeout(10_000),
    });
    return response.status;
  } catch {
    return 0;
  }
}

function isUnavailable(answer: WriteAnswer): boolean {
  return answer.status === 503 && answer.code === 'DATABASE_UNAVAILABLE';
}

function describeAnswer(answer: WriteAnswer, stored?: Stored): string {
  const { kind, key, status, code, failure, startedAt, answeredAt } = answer;
  const outcome = `${status}${code ? ` ${code}` : ''}${failure ? ` (${failure})` : ''}`;
  return `${kind} ${key}: ${outcome} after ${answeredAt - startedAt} ms${stored ? `, stored ${stored}` : ''}`;
}

/** Takes PostgreSQL away (`begin`) and brings it back (`end`). */
interface Fault {
  begin(): Promise<void>;
  end(): Promise<void>;
}

/**
 * Boots the app on `appDatabaseUrl`, drives the feature writers at it, runs `fault` for
 * {@link OUTAGE_MS} in the middle, and checks the client's log of answers against the tables
 * of `databaseUrl` (the same database, reached directly) once the service has recovered.
 */
async function outageUnderLoad(options: {
  label: string;
  databaseUrl: string;
  appDatabaseUrl: string;
  fault: Fault;
}): Promise<void> {
  const { label, databaseUrl, fault } = options;
  const smtp = await startSmtpSink();
  const app = await buildApp(
    parseEnv({ ...TEST_ENV, DATABASE_URL: options.appDatabaseUrl, SMTP_URL: smtp.url }),
  );
  let closing: Promise<void> | undefined;
  const closeApp = () => (closing ??= app.close());
  const observer = new pg.Client({ connectionString: databaseUrl });
  try {
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const users = [];
    while (users.length < USERS) {
      const batch = await Promise.all(
        Array.from({ length: 4 }, () => signUpVerified(app, uniqueEmail(`quota-${label}`))),
      );
      users.push(...batch.map(({ session }) => session));
    }

    const load = startWriteLoad(baseUrl, featureWriters({ label, users }), {
      timeoutMs: ANSWER_BOUND_MS,
    });
    /** Whether every kind has `count` successes among the requests sent after `since`. */
    const everyKindSucceeded = (since: number, count: number) =>
      FEATURE_KINDS.every(
        (kind) =>
          load.answers.filter(
            (answer) =>
              answer.kind === kind && answer.startedAt > since && isFeatureSuccess(answer),
          ).length >= count,
      );
    await eventually(
      () => everyKindSucceeded(0, SUCCESSES_AROUND_OUTAGE),
      'every kind of write succeeds before the outage',
    );

    const faultStartedAt = Date.now();
    await fault.begin();
    const faultCompleteAt = Date.now();
    await eventually(
      async () => (await readiness(baseUrl)) === 503,
      'readiness answers 503 during the outage',
      20_000,
    );
    await sleep(faultStartedAt + OUTAGE_MS - Date.now());
    await fault.end();
    await eventually(
      async () => (await readiness(baseUrl)) === 200,
      'readiness answers 200 after the outage',
    );
    const recoveredAt = Date.now();
    await eventually(
      () => everyKindSucceeded(recoveredAt, SUCCESSES_AROUND_OUTAGE),
      'every kind of write succeeds again after the outage',
    );
    const answers = await load.stop();

    await observer.connect();
    const stored = await findStoredWrites(databaseUrl, answers);
    // What a client does with a 503 on a write it may retry: the same request, same key.
    const retries: WriteAnswer[] = [];
    for (const answer of answers) {
      if (RETRIED_KINDS.has(answer.kind) && answer.status === 503) {
        retries.push(await sendWrite(baseUrl, answer.request, ANSWER_BOUND_MS));
      }
    }
    const storedAfterRetries = await findStoredWrites(databaseUrl, retries);

    const inFlightAtFault = (answer: WriteAnswer) =>
      answer.startedAt <= faultCompleteAt && answer.answeredAt >= faultStartedAt;
    const unavailable = answers.filter(isUnavailable);
    const inDoubt = unavailable.filter((answer) => stored.get(answer.key) !== 'none');
    log(
      `${label}: ${answers.length} requests (${summarizeAnswers(answers)}); ` +
        `${retries.length} retried (${summarizeAnswers(retries)}); ` +
        `${inDoubt.length} of ${unavailable.length} 503s had been written: ` +
        `${inDoubt.map((answer) => describeAnswer(answer)).join('; ') || 'none'}`,
    );

    // No 500, no hang, no unexpected refusal: a success, an expected refusal or a 503.
    const unexpected = [...answers, ...retries].filter((answer) => {
      const answered = `${answer.status} ${answer.code ?? ''}`.trim();
      const expected = FEATURE_ANSWERS[answer.kind];
      return (
        !isFeatureSuccess(answer) &&
        !isUnavailable(answer) &&
        !expected?.refusals.includes(answered)
      );
    });
    expect(unexpected.map((answer) => describeAnswer(answer))).toEqual([]);

    // Refusals come only from the outage: none before it, none once readiness is back.
    const outsideOutage = unavailable.filter(
      (answer) => answer.answeredAt < faultStartedAt || answer.startedAt > recoveredAt,
    );
    expect(outsideOutage.map((answer) => describeAnswer(answer))).toEqual([]);

    // Every acknowledged write is in the database, once; every refusal wrote nothing, except a
    // 503 in flight at the fault: its statement or COMMIT may have reached the server, which
    // committed it, while the answer was lost with the connection; neither the API nor the
    // client can know. For keyed writes the retry settles it (the stored outcome comes back);
    // a sign-up retried is harmless (the same account, one more link); saved plans have no key.
    const mismatched = (found: Map<string, Stored>) => (answer: WriteAnswer) => {
      const state = found.get(answer.key);
      if (isFeatureSuccess(answer)) return state !== 'once';
      if (isUnavailable(answer) && inFlightAtFault(answer))
        return state !== 'none' && state !== 'once';
      return state !== 'none';
    };
    const wrong = [
      ...answers
        .filter(mismatched(stored))
        .map((answer) => describeAnswer(answer, stored.get(answer.key))),
      ...retries
        .filter(mismatched(storedAfterRetries))
        .map((answer) => `retry of ${describeAnswer(answer, storedAfterRetries.get(answer.key))}`),
    ];
    expect(wrong).toEqual([]);
    // The retry always gets a definite answer: the stored outcome or a fresh one.
    expect(retries.filter(isUnavailable).map((answer) => describeAnswer(answer))).toEqual([]);

    // The sender polls every 5 s and is woken by each sign-up; nothing may stay unsent.
    const unsent = async () =>
      (
        await observer.query<{
          recipient: string;
          attempts: number;
          lastError: string | null;
          dueInSeconds: number;
        }>(
          `select recipient, attempts, last_error as "lastError",
            round(extract(epoch from next_attempt_at - now()))::int as "dueInSeconds"
          from outbox_messages where sent_at is null`,
        )
      ).rows;
    await eventually(
      async () => (await unsent()).length === 0,
      'the outbox has sent every message',
    ).catch(() => undefined);
    expect(await unsent()).toEqual([]);

    const { rows: overQuota } = await observer.query<{ user_id: string; used: number }>(
      `select user_id, count(*)::int as used from user_calculations
      group by user_id having count(*) > 5`,
    );
    expect(overQuota).toEqual([]);

    // Each e-mail of the outbox reached the SMTP server exactly once.
    const { rows: outbox } = await observer.query<{ recipient: string; messages: number }>(
      'select recipient, count(*)::int as messages from outbox_messages group by recipient',
    );
    const expectedDeliveries = new Map(
      outbox.map(({ recipient, messages }) => [recipient, messages]),
    );
    expect(smtp.countByRecipient()).toEqual(expectedDeliveries);
    for (const signup of answers.filter(
      (answer) => answer.kind === 'signup' && isFeatureSuccess(answer),
    )) {
      expect(expectedDeliveries.get(signup.key)).toBe(1);
    }

    // Its pool waits for every connection to come back: none may have been lost in the outage.
    await within(closeApp(), CLOSE_BOUND_MS, 'the app closes');
  } finally {
    await observer.end().catch(() => undefined);
    await within(closeApp(), CLOSE_BOUND_MS, 'the app closes').catch(() => undefined);
    await smtp.close();
  }
}

describe('the API under write load while PostgreSQL goes away for 30 seconds', () => {
  it.skipIf(skipWithoutPostgres(testDatabase, 'the outage through a TCP proxy'))(
    'through a TCP proxy that drops every connection: every acknowledged write is stored, nothing is sent twice',
    async () => {
      const databaseUrl = testDatabase.env.DATABASE_URL ?? '';
      const proxy = await startTcpProxy(databaseUrl);
      try {
        await outageUnderLoad({
          label: `proxy-${process.pid}`,
          databaseUrl,
          appDatabaseUrl: proxy.url,
          fault: {
            begin: async () => proxy.cut(),
            end: async () => proxy.restore(),
          },
        });
      } finally {
        await proxy.close();
      }
    },
  );

  it.skipIf(privateCluster.skipped !== undefined)(
    'by stopping a private PostgreSQL cluster (pg_ctl stop -m fast) and starting it again',
    async () => {
      const cluster = privateCluster.cluster;
      if (!cluster) throw new Error('unreachable: the test skips without a cluster');
      await cluster.start();
      await outageUnderLoad({
        label: `cluster-${process.pid}`,
        databaseUrl: cluster.url,
        appDatabaseUrl: cluster.url,
        fault: { begin: () => cluster.stop(), end: () => cluster.start() },
      });
    },
  );
});
