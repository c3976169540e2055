/**
 * `pnpm --filter @freedompath/api bench`: how fast the server answers `POST /api/v1/quota/consume`
 * over HTTP (autocannon, 8 connections), for 1,000 free users and for paid users, beside the
 * rate PostgreSQL itself reaches for the same SQL (pgbench -c 8), as a ratio. Prints the figures
 * and exits 1 when a target is missed: at least a quarter of the raw rate, p99 at most 25 ms.
 *
 * Needs a PostgreSQL server (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local one) and
 * `pgbench` on the PATH. It creates and drops a database of its own.
 */
import { execFileSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import buildServer from '../test/build-server.js';
import { SERVER_ENV, startServer } from '../test/server-process.js';
import { accessToken, freePort, live, withDatabase } from './bench-support.js';

const FREE_USERS = 1_000;
const PAID_USERS = 100;
const CONNECTIONS = 8;
const SECONDS = 10;
const TARGET_RATIO = 0.25;
const TARGET_P99_MS = 25;

/** A user id the SQL of pgbench can compute from a number as well. */
function userId(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}
const USER_ID_SQL = `('00000000-0000-4000-8000-' || lpad(:n::text, 12, '0'))::uuid`;

async function seed(url: string): Promise<void> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    const total = FREE_USERS + PAID_USERS;
    await client.query(
      `insert into users (id, email, password_hash, email_verified_at)
       select ('00000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid,
              'bench-' || n || '@example.com', 'not a hash', now()
       from generate_series(1, $1) as n`,
      [total],
    );
    // Each user's session (refresh family) is live: the family id is the user id.
    await client.query(
      `insert into refresh_tokens (user_id, family_id, token_hash, expires_at)
       select id, id, md5(id::text), now() + interval '1 day' from users`,
    );
    await client.query(
      `insert into subscriptions (user_id, status, subscription_type)
       select id, 'active', 'lifetime' from users order by id offset $1`,
      [FREE_USERS],
    );
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

interface HttpFigures {
  rate: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
}

async function driveHttp(baseUrl: string, first: number, count: number): Promise<HttpFigures> {
  const tokens = Array.from({ length: count }, (_, index) =>
    accessToken(userId(first + index), userId(first + index)),
  );
  let next = 0;
  const result = await autocannon({
    url: `${baseUrl}/api/v1/quota/consume`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const token = tokens[next % tokens.length] ?? '';
          next += 1;
          return {
            ...request,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ calculationType: 'scenario', idempotencyKey: randomUUID() }),
          };
        },
      },
    ],
  });
  const statuses: Record<string, number> = {};
  for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) {
    statuses[status] = stats?.count ?? 0;
  }
  return {
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses,
  };
}

/** What every authenticated request asks first: the user, while their session is live. */
const AUTHENTICATE_SQL = `SELECT * FROM users WHERE id = ${USER_ID_SQL} AND EXISTS (SELECT 1 FROM refresh_tokens WHERE family_id = ${USER_ID_SQL} AND user_id = ${USER_ID_SQL} AND revoked_at IS NULL);`;
const LOCK_SQL = `SELECT EXISTS (SELECT 1 FROM subscriptions WHERE user_id = ${USER_ID_SQL} AND status = 'active' AND (subscription_type = 'lifetime' OR current_period_end > now())) AS paid FROM users WHERE id = ${USER_ID_SQL} FOR UPDATE OF users;`;
// The fingerprint of a consume of this type, as the API computes it.
const FINGERPRINT = createHash('sha256')
  .update('{"calculationType":"scenario"}')
  .digest('base64url');
const SPEND_SQL = `WITH inserted AS (INSERT INTO user_calculations (user_id, calculation_type, idempotency_key, request_fingerprint) SELECT ${USER_ID_SQL}, 'scenario', md5(random()::text), '${FINGERPRINT}' WHERE (SELECT count(*) FROM user_calculations WHERE user_id = ${USER_ID_SQL}) < 5 ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING 1), earlier AS (SELECT request_fingerprint FROM user_calculations WHERE user_id = ${USER_ID_SQL} AND idempotency_key = md5(random()::text)) SELECT (SELECT count(*) FROM user_calculations WHERE user_id = ${USER_ID_SQL})::int AS before, (SELECT count(*) FROM inserted)::int AS inserted, EXISTS (SELECT 1 FROM earlier WHERE request_fingerprint IS NULL OR request_fingerprint = '${FINGERPRINT}') AS replayed, EXISTS (SELECT 1 FROM earlier WHERE request_fingerprint <> '${FINGERPRINT}') AS reused;`;

/** The SQL one consume runs, as the API sends it, in pgbench scripts (a free and a paid user). */
const FREE_SCRIPT = `\\set n random(1, ${FREE_USERS})
${AUTHENTICATE_SQL}
BEGIN;
${LOCK_SQL}
${SPEND_SQL}
COMMIT;
`;
const PAID_SCRIPT = `\\set n random(${FREE_USERS + 1}, ${FREE_USERS + PAID_USERS})
${AUTHENTICATE_SQL}
BEGIN;
${LOCK_SQL}
COMMIT;
`;

/**
 * pgbench with the extended protocol and unnamed statements, as node-postgres sends each query:
 * the same work per statement on the server, so the ratio measures what the API adds.
 */
function pgbenchRate(url: string, script: string): number {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'quota-bench-')), 'script.sql');
  writeFileSync(file, script);
  const output = execFileSync(
    'pgbench',
    [
      '-n',
      '-M',
      'extended',
      '-c',
      String(CONNECTIONS),
      '-j',
      '2',
      '-T',
      String(SECONDS),
      '-f',
      file,
      url,
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output);
  if (!tps?.[1]) throw new Error(`pgbench printed no rate:\n${output}`);
  return Number(tps[1]);
}

function row(label: string, http: HttpFigures, raw: number): { line: string; ok: boolean } {
  const ratio = http.rate / raw;
  const ok = ratio >= TARGET_RATIO && http.p99 <= TARGET_P99_MS;
  const line =
    `${label.padEnd(22)} ${http.rate.toFixed(0).padStart(7)} req/s  p50 ${String(http.p50).padStart(3)} ms  ` +
    `p99 ${String(http.p99).padStart(3)} ms  pgbench ${raw.toFixed(0).padStart(7)} tx/s  ` +
    `ratio ${ratio.toFixed(2)} (≥ ${TARGET_RATIO})  ${ok ? 'ok' : 'MISSED'}  ` +
    `statuses ${JSON.stringify(http.statuses)}`;
  return { line, ok };
}

async function main(): Promise<void> {
  buildServer();
  let ok = true;
  await withDatabase(async (url) => {
    const port = await freePort();
    const server = startServer({
      ...SERVER_ENV,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: url,
    });
    try {
      const baseUrl = `http://127.0.0.1:${port}`;
      await live(baseUrl);
      await seed(url);
      const free = await driveHttp(baseUrl, 1, FREE_USERS);
      const paid = await driveHttp(baseUrl, FREE_USERS + 1, PAID_USERS);
      const rawFree = pgbenchRate(url, FREE_SCRIPT);
      const rawPaid = pgbenchRate(url, PAID_SCRIPT);
      process.stdout.write(
        `quota/consume over HTTP (${CONNECTIONS} connections, ${SECONDS} s each) beside pgbench -c ${CONNECTIONS} on the same SQL\n`,
      );
      for (const result of [
        row('free users (1,000)', free, rawFree),
        row('paid users (100)', paid, rawPaid),
      ]) {
        process.stdout.write(`${result.line}\n`);
        ok &&= result.ok;
      }
      process.stdout.write(
        `targets: p99 ≤ ${TARGET_P99_MS} ms, HTTP rate ≥ ${TARGET_RATIO} × pgbench\n`,
      );
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
  if (!ok) process.exitCode = 1;
}

await main();
