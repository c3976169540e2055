/**
 * `pnpm --filter @freedompath/api soak`: the production server under a realistic mix for
 * `SOAK_MINUTES` (10 by default) on real PostgreSQL, at the highest rate this machine holds with
 * p99 under 100 ms. Prints every minute the client's figures (requests/s, p50/p99, errors,
 * non-2xx) and the server's own (RSS, event-loop delay p99, event-loop utilisation, from the
 * `runtime metrics` line it logs every 10 s with `RUNTIME_METRICS_INTERVAL_MS`), then a summary
 * and PASS/FAIL against the targets; exits 1 on FAIL.
 *
 * 1. A database of its own (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local server)
 *    gets `db:seed --page-views 150000 --calculations 50000 --users 2000` (dashboard history,
 *    and the verified users who sign in), 500 paid users (complimentary access) and free users
 *    enough for the run, each spending at most its five free calculations.
 * 2. The compiled server starts as a process with production settings, info logs (as in
 *    production), and the rate limits raised past the load: every request comes from one
 *    address, which the real limits would cut at 20 sign-ins or 120 event batches a minute.
 * 3. A warm-up of 10 s, unmeasured. Calibration (skipped with `SOAK_CONNECTIONS=n`):
 *    autocannon with 2, 3, 4, 6, 8 … keep-alive connections, 10 s each, each connection sending
 *    its next request when the last is answered, until p99 reaches 80 ms (the margin under 100 ms leaves room for the rollup job, garbage
 *    collection and a busier minute) or a request fails. The rate stops growing once the server
 *    is saturated, and more connections then only queue longer: the soak takes the fewest
 *    connections within 10 % of the best rate.
 * 4. The soak: one autocannon run a minute at that count.
 *
 * The mix (soak-traffic.ts): 45 % event batches of 5 (anonymous), 25 % calculations (every
 * calculator, fresh idempotency keys), 25 % quota consumes, 4 % admin reads (dashboard, user
 * list), 1 % sign-ins; calculations and consumes half by free users, half by paid ones.
 */
import type { ChildProcess } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { RUNTIME_METRICS_MESSAGE, type RuntimeMetrics } from '../src/lib/log-runtime-metrics.js';
import buildServer from '../test/build-server.js';
import { SERVER_ENV, startServer } from '../test/server-process.js';
import { cpuMeter, freePort, seedDatabase, withDatabase } from './bench-support.js';
import {
  freeUsersFor,
  KindStats,
  nextRequest,
  SoakAccounts,
  type FreeUsers,
  type Kind,
} from './soak-traffic.js';

const MINUTES = positiveWhole('SOAK_MINUTES', 10);
const FIXED_CONNECTIONS = process.env.SOAK_CONNECTIONS
  ? positiveWhole('SOAK_CONNECTIONS', 1)
  : undefined;
const ADMIN_EMAIL = 'soak-admin@freedompath.test';
const HISTORY = { pageViews: 150_000, calculations: 50_000, users: 2_000 };
const CALIBRATION_CONNECTIONS = [2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64];
/** Compiles the hot paths, opens the pool's connections and fills the caches, unmeasured. */
const WARM_UP_SECONDS = 10;
const CALIBRATION_SECONDS = 10;
const CALIBRATION_P99_MS = 80;
const CALIBRATION_RATE_MARGIN = 0.1;
const METRICS_INTERVAL_MS = 10_000;
/** More requests a second than this machine answers: free users are counted on it. */
const RATE_CEILING = 4_000;
const TARGETS = { p99Ms: 100, rssGrowth: 0.1, eventLoopDelayP99Ms: 50 };
/** Far above anything the soak sends: the limits are per address, and it has one. */
const UNLIMITED = '1000000000';

function positiveWhole(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a positive whole number (got "${raw}")`);
  }
  return value;
}

/** The largest value, NaN for none (a minute without a sample fails its check). */
const maxOf = (values: number[]): number =>
  values.length === 0 ? Number.NaN : Math.max(...values);

const out = (line = ''): void => {
  process.stdout.write(`${line}\n`);
};

/** The server's `runtime metrics` lines, and its error lines, read from its log as it runs. */
class ServerLog {
  readonly samples: { at: number; runtime: RuntimeMetrics }[] = [];
  readonly errors: string[] = [];
  private rest = '';

  /**
   * Takes over the server's stdout once it listens: `startServer` keeps everything the server
   * prints (to explain a failed test), hundreds of megabytes over a soak at info level.
   */
  constructor(child: ChildProcess) {
    const stdout = child.stdout;
    if (!stdout) throw new Error('the server has no stdout');
    stdout.removeAllListeners('data');
    stdout.on('data', (chunk: string) => {
      const lines = (this.rest + chunk).split('\n');
      this.rest = lines.pop() ?? '';
      for (const line of lines) this.read(line);
    });
  }

  private read(line: string): void {
    if (line.includes(`"msg":"${RUNTIME_METRICS_MESSAGE}"`)) {
      const { runtime } = JSON.parse(line) as { runtime: RuntimeMetrics };
      this.samples.push({ at: Date.now(), runtime });
    } else if (/"level":(50|60)/.test(line)) {
      this.errors.push(line);
    }
  }

  /** The samples logged between `from` and `to` (ms since the epoch). */
  between(from: number, to: number): RuntimeMetrics[] {
    return this.samples.filter(({ at }) => at > from && at <= to).map(({ runtime }) => runtime);
  }
}

interface RunFigures {
  rate: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** One autocannon run of the mix: `connections` keep-alive connections for `seconds`. */
async function drive(
  baseUrl: string,
  accounts: SoakAccounts,
  free: FreeUsers,
  connections: number,
  seconds: number,
  stats: KindStats,
): Promise<RunFigures> {
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request, context) => {
          const next = nextRequest(accounts, free);
          Object.assign(context, { kind: next.kind, sentAt: performance.now() });
          return { ...request, ...next.request };
        },
        onResponse: (status, _body, context) => {
          const { kind, sentAt } = context as { kind: Kind; sentAt: number };
          stats.record(kind, status, performance.now() - sentAt);
        },
      },
    ],
  });
  return {
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

const failures = (figures: RunFigures): number =>
  figures.errors + figures.timeouts + figures.non2xx;

/**
 * The connection count to soak at: among the steps with p99 under 80 ms and no error, the
 * fewest connections within 10 % of the best rate. Once the server is saturated the rate stays
 * flat (within the noise of 10 s steps) and more connections only queue longer.
 */
async function calibrate(
  baseUrl: string,
  accounts: SoakAccounts,
): Promise<{ connections: number; rate: number }> {
  const free = await accounts.freeUsers(
    freeUsersFor(RATE_CEILING * CALIBRATION_SECONDS * CALIBRATION_CONNECTIONS.length),
  );
  const stats = new KindStats();
  const good: { connections: number; rate: number }[] = [];
  out(
    `Calibration: ${CALIBRATION_SECONDS} s per step while p99 < ${CALIBRATION_P99_MS} ms; ` +
      `keeps the fewest connections within ${CALIBRATION_RATE_MARGIN * 100} % of the best rate`,
  );
  for (const connections of CALIBRATION_CONNECTIONS) {
    const figures = await drive(baseUrl, accounts, free, connections, CALIBRATION_SECONDS, stats);
    const ok = failures(figures) === 0 && figures.p99 < CALIBRATION_P99_MS;
    out(
      `  ${String(connections).padStart(3)} connections  ${figures.rate.toFixed(0).padStart(6)} req/s  ` +
        `p50 ${String(figures.p50).padStart(3)} ms  p99 ${String(figures.p99).padStart(4)} ms  ` +
        `errors ${figures.errors + figures.timeouts}  non-2xx ${figures.non2xx}  ${ok ? 'ok' : 'over'}`,
    );
    if (!ok) break;
    good.push({ connections, rate: figures.rate });
  }
  const best = maxOf(good.map(({ rate }) => rate));
  const chosen = good.find(({ rate }) => rate >= best * (1 - CALIBRATION_RATE_MARGIN));
  if (!chosen) throw new Error(`even ${CALIBRATION_CONNECTIONS[0]} connections missed the target`);
  return chosen;
}

interface Minute extends RunFigures {
  minute: number;
  rssMb: number;
  eventLoopDelayP99Ms: number;
  eventLoopUtilization: number;
}

const MB = 1024 * 1024;
const fixed = (value: number, digits: number, width: number): string =>
  (Number.isFinite(value) ? value.toFixed(digits) : 'n/a').padStart(width);

const MINUTE_HEADER = 'minute   req/s  p50 ms  p99 ms  errors  non-2xx  RSS MB  ELD p99 ms   ELU';
function minuteRow(row: Minute): string {
  return (
    `${String(row.minute).padStart(6)} ${fixed(row.rate, 0, 7)} ${fixed(row.p50, 0, 7)} ` +
    `${fixed(row.p99, 0, 7)} ${String(row.errors + row.timeouts).padStart(7)} ` +
    `${String(row.non2xx).padStart(8)} ${fixed(row.rssMb, 1, 7)} ${fixed(row.eventLoopDelayP99Ms, 1, 11)} ` +
    `${fixed(row.eventLoopUtilization, 2, 5)}`
  );
}

/**
 * Each minute's figures; the server's are its samples of that minute (RSS at the end). Also
 * what the server, PostgreSQL and this script (autocannon) used of the machine's cores.
 */
async function soak(
  baseUrl: string,
  accounts: SoakAccounts,
  log: ServerLog,
  server: { connections: number; rate: number; pid: number | undefined },
  stats: KindStats,
): Promise<{ minutes: Minute[]; free: FreeUsers; cpu: string }> {
  const { connections, rate } = server;
  const free = await accounts.freeUsers(freeUsersFor(rate * 60 * MINUTES));
  out(`\nSoak: ${MINUTES} min at ${connections} connections (${free.count} free users)`);
  out(MINUTE_HEADER);
  const minutes: Minute[] = [];
  const cpu = cpuMeter(server.pid);
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  for (let minute = 1; minute <= MINUTES; minute += 1) {
    const from = Date.now();
    const figures = await drive(baseUrl, accounts, free, connections, 60, stats);
    // The sample logged just after the run still describes it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const samples = log.between(from, Date.now());
    const last = samples.at(-1);
    const row: Minute = {
      minute,
      ...figures,
      rssMb: last ? last.rssBytes / MB : Number.NaN,
      eventLoopDelayP99Ms: maxOf(samples.map((s) => s.eventLoopDelayMs.p99)),
      eventLoopUtilization:
        samples.reduce((sum, s) => sum + s.eventLoopUtilization, 0) / samples.length,
    };
    minutes.push(row);
    out(minuteRow(row));
  }
  const seconds = (performance.now() - started) / 1000;
  const used = cpu();
  const client = process.cpuUsage(clientBefore);
  const share = (cpuSeconds: number) => `${Math.round((100 * cpuSeconds) / seconds)} %`;
  return {
    minutes,
    free,
    cpu:
      `CPU (100 % = one core): server ${share(used.server)}, every PostgreSQL process ` +
      `${share(used.postgres)}, this script ${share((client.user + client.system) / 1e6)}`,
  };
}

function verdict(ok: boolean | undefined): string {
  return ok === undefined ? 'n/a' : ok ? 'PASS' : 'FAIL';
}

/** Prints the summary; true when every target is met. */
function summarise(
  minutes: Minute[],
  stats: KindStats,
  log: ServerLog,
  free: FreeUsers,
  cpu: string,
  stopped: { code: number | null; signal: NodeJS.Signals | null },
): boolean {
  const errors = minutes.reduce((sum, row) => sum + failures(row), 0);
  const worstP99 = maxOf(minutes.map((row) => row.p99));
  const baseline = minutes[0]?.rssMb ?? Number.NaN;
  const laterRss = minutes.slice(1).map((row) => row.rssMb);
  const rssGrowth = maxOf(laterRss) / baseline - 1;
  const worstDelay = maxOf(minutes.map((row) => row.eventLoopDelayP99Ms));
  const checks: { target: string; measured: string; ok: boolean | undefined }[] = [
    { target: 'errors, timeouts and non-2xx = 0', measured: String(errors), ok: errors === 0 },
    {
      target: `p99 < ${TARGETS.p99Ms} ms (worst minute)`,
      measured: `${worstP99} ms`,
      ok: worstP99 < TARGETS.p99Ms,
    },
    {
      target: `RSS growth after minute 1 < ${TARGETS.rssGrowth * 100} % (peak vs end of minute 1)`,
      measured: Number.isFinite(rssGrowth)
        ? `${(rssGrowth * 100).toFixed(1)} % (${baseline.toFixed(1)} → ${maxOf(laterRss).toFixed(1)} MB)`
        : laterRss.length === 0
          ? 'n/a: one minute'
          : 'no sample',
      ok: laterRss.length === 0 ? undefined : rssGrowth < TARGETS.rssGrowth,
    },
    {
      target: `event-loop delay p99 < ${TARGETS.eventLoopDelayP99Ms} ms (worst 10 s)`,
      measured: `${worstDelay.toFixed(1)} ms`,
      ok: worstDelay < TARGETS.eventLoopDelayP99Ms,
    },
    {
      target: 'server logged no error',
      measured: String(log.errors.length),
      ok: log.errors.length === 0,
    },
    {
      target: 'SIGTERM: the server drains and exits 0',
      measured: `code ${stopped.code}${stopped.signal ? `, signal ${stopped.signal}` : ''}`,
      ok: stopped.code === 0,
    },
  ];

  out(`\nEvery minute\n${MINUTE_HEADER}`);
  for (const row of minutes) out(minuteRow(row));
  out(cpu);
  out('\nPer kind of request (client-side latency)');
  out('kind         requests  share  p50 ms  p99 ms  statuses');
  for (const row of stats.rows()) {
    out(
      `${row.kind.padEnd(12)} ${String(row.count).padStart(8)} ${fixed(row.share * 100, 1, 5)}% ` +
        `${fixed(row.p50, 0, 7)} ${fixed(row.p99, 0, 7)}  ${row.statuses}`,
    );
  }
  if (free.overflow > 0) {
    out(`(free users ran out: ${free.overflow} spends went to paid users instead)`);
  }
  out('\nTargets');
  for (const check of checks) {
    out(`  ${verdict(check.ok).padEnd(4)}  ${check.target.padEnd(70)} ${check.measured}`);
  }
  for (const line of log.errors.slice(0, 5)) out(`  server error: ${line.slice(0, 500)}`);
  const ok = checks.every((check) => check.ok !== false);
  out(`\n${ok ? 'PASS' : 'FAIL'}`);
  return ok;
}

async function main(): Promise<void> {
  buildServer();
  let ok = false;
  await withDatabase(async (url) => {
    const seedStarted = performance.now();
    await seedDatabase(url, HISTORY, ADMIN_EMAIL);
    out(
      `Seeded ${HISTORY.pageViews.toLocaleString('en-US')} page views, ` +
        `${HISTORY.calculations.toLocaleString('en-US')} calculator events and ` +
        `${HISTORY.users.toLocaleString('en-US')} users in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
    const client = new pg.Client(url);
    await client.connect();
    const port = await freePort();
    const settings = {
      RATE_LIMIT_IP_PER_MINUTE: UNLIMITED,
      RATE_LIMIT_EMAIL_PER_HOUR: UNLIMITED,
      RATE_LIMIT_EVENTS_PER_MINUTE: UNLIMITED,
      RUNTIME_METRICS_INTERVAL_MS: String(METRICS_INTERVAL_MS),
    };
    out(
      `Server: NODE_ENV=${SERVER_ENV.NODE_ENV} LOG_LEVEL=${SERVER_ENV.LOG_LEVEL}, ${Object.entries(
        settings,
      )
        .map(([name, value]) => `${name}=${value}`)
        .join(' ')}`,
    );
    out(
      `Machine: ${availableParallelism()} cores, load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}, Node.js ${process.version}`,
    );
    const server = startServer({
      ...SERVER_ENV,
      PORT: String(port),
      DATABASE_URL: url,
      ADMIN_EMAIL,
      ...settings,
    });
    try {
      const baseUrl = await server.listening;
      const log = new ServerLog(server.child);
      const accounts = await SoakAccounts.create(client, ADMIN_EMAIL);
      await drive(
        baseUrl,
        accounts,
        await accounts.freeUsers(freeUsersFor(RATE_CEILING * WARM_UP_SECONDS)),
        2,
        WARM_UP_SECONDS,
        new KindStats(),
      );
      const chosen = FIXED_CONNECTIONS
        ? { connections: FIXED_CONNECTIONS, rate: RATE_CEILING }
        : await calibrate(baseUrl, accounts);
      const stats = new KindStats();
      const { minutes, free, cpu } = await soak(
        baseUrl,
        accounts,
        log,
        { ...chosen, pid: server.child.pid },
        stats,
      );
      server.child.kill('SIGTERM');
      ok = summarise(minutes, stats, log, free, cpu, await server.exited);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await client.end();
    }
  });
  if (!ok) process.exitCode = 1;
}

await main();
