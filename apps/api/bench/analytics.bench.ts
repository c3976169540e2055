/**
 * `pnpm bench:api`: the analytics at the issue's volume. A fresh database is seeded with
 * `db:seed` (1.5 M page views, 500 k calculator events, 20 k users over 90 days; `--small` for a
 * tenth of that), then the production server is started and the bench prints:
 *
 * 1. ingest through `POST /api/v1/events` in events per second, in batches of 50 and one at a time
 *    (autocannon, 8 connections, 10 s each, a new client event id for every event);
 * 2. `GET /api/v1/admin/dashboard` p50/p95, one request at a time, as an admin would;
 * 3. the same figures computed from the raw tables at query time (the rollups' own SQL: today,
 *    30 days of daily and visitor figures, 30 days per calculator), p50/p95, and the ratio;
 * 4. the incremental refresh (`POST /api/v1/admin/analytics/refresh`: today and yesterday), on
 *    the seeded data, and again after the ingest runs (for information).
 *
 * Exits 1 when a target is missed: batched ingest ≥ 20,000 events/s, dashboard p95 ≤ 200 ms,
 * incremental refresh ≤ 1 s a day. Needs a PostgreSQL server (BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL, else the local one); it creates and drops a database of its own.
 */
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import {
  selectCalculatorStatsFromRaw,
  selectDailyStatsFromRaw,
  selectVisitorStatsFromRaw,
} from '../src/repositories/analytics/rollup-sql.js';
import type { DbExecutor } from '../src/infrastructure/database/database.js';
import buildServer from '../test/build-server.js';
import { SERVER_ENV, startServer } from '../test/server-process.js';
import {
  adminSession,
  cpuMeter,
  events,
  freePort,
  live,
  seedDatabase,
  USER_AGENT,
  withDatabase,
} from './bench-support.js';

const SMALL = process.argv.includes('--small');
const VOLUME = SMALL
  ? { pageViews: 150_000, calculations: 50_000, users: 2_000 }
  : { pageViews: 1_500_000, calculations: 500_000, users: 20_000 };
const ADMIN_EMAIL = 'bench-admin@freedompath.test';
const CONNECTIONS = 8;
const SECONDS = 10;
const BATCH = 50;
const DASHBOARD_SAMPLES = 100;
const RAW_SAMPLES = 10;
const TARGET_EVENTS_PER_SECOND = 20_000;
const TARGET_DASHBOARD_P95_MS = 200;
const TARGET_REFRESH_MS_PER_DAY = 1_000;
const CHART_DAYS = 30;
const DAY_MS = 86_400_000;
interface IngestFigures {
  eventsPerSecond: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
  cpu: string;
}

async function countEvents(client: pg.Client): Promise<number> {
  const result = await client.query<{ count: number }>(
    'select count(*)::int as count from analytics_event_keys',
  );
  return result.rows[0]?.count ?? 0;
}

/** Events stored per second (counted in the database) while autocannon posts batches of `size`. */
async function ingest(
  baseUrl: string,
  client: pg.Client,
  size: number,
  serverPid: number | undefined,
): Promise<IngestFigures> {
  const before = await countEvents(client);
  const cpu = cpuMeter(serverPid);
  const benchBefore = process.cpuUsage();
  const result = await autocannon({
    url: `${baseUrl}/api/v1/events`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          headers: { 'content-type': 'application/json', 'user-agent': USER_AGENT },
          body: JSON.stringify({ events: events(size) }),
        }),
      },
    ],
  });
  const elapsed = (new Date(result.finish).getTime() - new Date(result.start).getTime()) / 1000;
  const stored = (await countEvents(client)) - before;
  const used = cpu();
  const bench = process.cpuUsage(benchBefore);
  const share = (seconds: number) => `${Math.round((100 * seconds) / elapsed)}%`;
  const statuses: Record<string, number> = {};
  for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) {
    statuses[status] = stats?.count ?? 0;
  }
  return {
    eventsPerSecond: stored / elapsed,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses,
    cpu:
      `CPU (100% = one core): server ${share(used.server)}, postgres ${share(used.postgres)}, ` +
      `bench client ${share((bench.user + bench.system) / 1e6)}`,
  };
}

function percentile(samples: readonly number[], share: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;
}

/** p50 and p95 of `work`, timed `samples` times one after another (after one warm-up). */
async function timed(
  samples: number,
  work: () => Promise<void>,
): Promise<{ p50: number; p95: number }> {
  await work();
  const times: number[] = [];
  for (let index = 0; index < samples; index += 1) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

async function expectOk(response: Response, what: string): Promise<unknown> {
  const body: unknown = await response.json();
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

/** The UTC dates of the `count` days ending today. */
function lastDays(count: number): string[] {
  const today = Date.UTC(
    new Date().getUTCFullYear(),
    new Date().getUTCMonth(),
    new Date().getUTCDate(),
  );
  return Array.from({ length: count }, (_, index) =>
    new Date(today - (count - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** The dashboard's rollup figures, computed from the raw tables by the rollups' own SQL. */
async function dashboardFromRaw(executor: DbExecutor): Promise<void> {
  const days = lastDays(CHART_DAYS);
  await selectDailyStatsFromRaw(executor, days);
  await selectVisitorStatsFromRaw(executor, days);
  await selectCalculatorStatsFromRaw(executor, days);
}

interface RefreshFigures {
  ms: number;
  serverMs: number;
  days: number;
}

async function refresh(baseUrl: string, token: string): Promise<RefreshFigures> {
  const start = performance.now();
  const response = await fetch(`${baseUrl}/api/v1/admin/analytics/refresh`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'user-agent': USER_AGENT,
    },
    body: '{}',
  });
  const body = (await expectOk(response, 'refresh')) as {
    refreshedDays: string[];
    durationMs: number;
  };
  return {
    ms: performance.now() - start,
    serverMs: body.durationMs,
    days: body.refreshedDays.length,
  };
}

function verdict(ok: boolean): string {
  return ok ? 'PASS' : 'FAIL';
}

const ms = (value: number): string => `${value.toFixed(1)} ms`;

async function main(): Promise<void> {
  buildServer();
  let ok = true;
  await withDatabase(async (url) => {
    const seedStarted = performance.now();
    const seeded = await seedDatabase(url, VOLUME, ADMIN_EMAIL);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const client = new pg.Client(url);
    await client.connect();
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    const port = await freePort();
    const server = startServer({
      ...SERVER_ENV,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: url,
      ADMIN_EMAIL,
      RATE_LIMIT_EVENTS_PER_MINUTE: '100000000',
      ANALYTICS_REFRESH_INTERVAL_MS: '0',
    });
    try {
      const baseUrl = `http://127.0.0.1:${port}`;
      await live(baseUrl);
      const token = await adminSession(client, ADMIN_EMAIL);

      const refreshSeeded = await refresh(baseUrl, token);

      const dashboard = await timed(DASHBOARD_SAMPLES, async () => {
        const response = await fetch(`${baseUrl}/api/v1/admin/dashboard`, {
          headers: { authorization: `Bearer ${token}`, 'user-agent': USER_AGENT },
        });
        await expectOk(response, 'dashboard');
      });
      const executor = drizzle({ client: pool }) as unknown as DbExecutor;
      const raw = await timed(RAW_SAMPLES, () => dashboardFromRaw(executor));

      const batched = await ingest(baseUrl, client, BATCH, server.child.pid);
      const single = await ingest(baseUrl, client, 1, server.child.pid);
      const refreshIngested = await refresh(baseUrl, token);

      const out = (line: string) => process.stdout.write(`${line}\n`);
      const volume = `${VOLUME.pageViews.toLocaleString('en-US')} page views, ${VOLUME.calculations.toLocaleString('en-US')} calculator events, ${VOLUME.users.toLocaleString('en-US')} users`;
      out(`\nAnalytics bench: ${volume} over 90 days (db:seed took ${seedSeconds.toFixed(1)} s)`);
      out(seeded.trimEnd().replace(/^/gm, '  '));

      const batchedOk = batched.eventsPerSecond >= TARGET_EVENTS_PER_SECOND;
      out(`\n1. POST /api/v1/events (${CONNECTIONS} connections, ${SECONDS} s each)`);
      out(
        `   batches of ${BATCH}: ${batched.eventsPerSecond.toFixed(0).padStart(7)} events/s  ` +
          `p50 ${batched.p50} ms  p99 ${batched.p99} ms  statuses ${JSON.stringify(batched.statuses)}  ` +
          `target ≥ ${TARGET_EVENTS_PER_SECOND.toLocaleString('en-US')}  ${verdict(batchedOk)}`,
      );
      out(`   ${batched.cpu}`);
      out(
        `   single events: ${single.eventsPerSecond.toFixed(0).padStart(7)} events/s  ` +
          `p50 ${single.p50} ms  p99 ${single.p99} ms  statuses ${JSON.stringify(single.statuses)}`,
      );
      out(`   ${single.cpu}`);

      const dashboardOk = dashboard.p95 <= TARGET_DASHBOARD_P95_MS;
      out(`\n2. GET /api/v1/admin/dashboard (${DASHBOARD_SAMPLES} requests, one at a time)`);
      out(
        `   p50 ${ms(dashboard.p50)}  p95 ${ms(dashboard.p95)}  target p95 ≤ ${TARGET_DASHBOARD_P95_MS} ms  ${verdict(dashboardOk)}`,
      );

      out(
        `\n3. The same figures from the raw tables at query time (${CHART_DAYS} days of daily, visitor and calculator figures; ${RAW_SAMPLES} runs)`,
      );
      out(
        `   p50 ${ms(raw.p50)}  p95 ${ms(raw.p95)}  rollups are ${(raw.p50 / dashboard.p50).toFixed(0)}× faster at p50 (${(raw.p95 / dashboard.p95).toFixed(0)}× at p95)`,
      );

      const perDay = refreshSeeded.serverMs / Math.max(refreshSeeded.days, 1);
      const refreshOk = perDay <= TARGET_REFRESH_MS_PER_DAY;
      out(`\n4. POST /api/v1/admin/analytics/refresh (incremental)`);
      out(
        `   seeded data: ${refreshSeeded.days} days in ${refreshSeeded.serverMs} ms (${ms(refreshSeeded.ms)} over HTTP), ` +
          `${perDay.toFixed(0)} ms a day  target ≤ ${TARGET_REFRESH_MS_PER_DAY} ms a day  ${verdict(refreshOk)}`,
      );
      out(
        `   after the ingest runs: ${refreshIngested.days} days in ${refreshIngested.serverMs} ms (today now holds the ingested events; for information)`,
      );
      ok = batchedOk && dashboardOk && refreshOk;
      out(`\n${ok ? 'All targets met.' : 'A target was missed.'}`);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await pool.end();
      await client.end();
    }
  });
  if (!ok) process.exitCode = 1;
}

await main();
