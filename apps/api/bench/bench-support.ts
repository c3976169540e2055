/**
 * What the benchmarks, the soak and the backup drill share: their database and its seed, a
 * signed access token, the admin's session, analytics events, and the server's start.
 */
import { execFile } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { SERVER_ENV } from '../test/server-process.js';

/** The PostgreSQL server a bench creates its own database on. */
export const BENCH_ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres:postgres@127.0.0.1:5432/test';

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/**
 * An access token as the API signs them (HS256, issuer, audience), valid for an hour, for the
 * server `startServer` runs with `SERVER_ENV`: no sign-in on the measured path.
 */
export function accessToken(userId: string, familyId: string): string {
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({
    sub: userId,
    sid: familyId,
    typ: 'access',
    iat: now,
    exp: now + 3600,
    iss: SERVER_ENV.APP_URL,
    aud: 'freedompath-api',
  })}`;
  const signature = createHmac('sha256', SERVER_ENV.JWT_SECRET)
    .update(unsigned)
    .digest('base64url');
  return `${unsigned}.${signature}`;
}

/** Bots are refused without a word: the benches are a browser. */
export const USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const apiDir = fileURLToPath(new URL('..', import.meta.url));

/** How much history `db:seed` writes. */
export interface SeedVolume {
  pageViews: number;
  calculations: number;
  users: number;
}

/**
 * `db:seed` as a developer runs it (migrations, then 90 days of history, `--seed 1`), on `url`,
 * with a verified admin `adminEmail`; returns what it printed.
 */
export async function seedDatabase(
  url: string,
  volume: SeedVolume,
  adminEmail: string,
): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      '--conditions=@freedompath/source',
      'src/seed/seed.ts',
      '--page-views',
      String(volume.pageViews),
      '--calculations',
      String(volume.calculations),
      '--users',
      String(volume.users),
      '--seed',
      '1',
      '--admin-email',
      adminEmail,
      '--admin-password',
      randomUUID(),
    ],
    {
      cwd: apiDir,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'development', DATABASE_URL: url },
      maxBuffer: 1 << 20,
    },
  );
  return stdout;
}

/** An access token of the admin `db:seed` made, with a live session (refresh family). */
export async function adminSession(client: pg.Client, adminEmail: string): Promise<string> {
  const admin = await client.query<{ id: string }>('select id from users where email = $1', [
    adminEmail,
  ]);
  const id = admin.rows[0]?.id;
  if (!id) throw new Error('db:seed made no admin');
  await client.query(
    `insert into refresh_tokens (user_id, family_id, token_hash, expires_at)
     values ($1::uuid, $1::uuid, md5($1::text), now() + interval '1 day')`,
    [id],
  );
  return accessToken(id, id);
}

function pageView(): object {
  return {
    type: 'page_view',
    clientEventId: randomUUID(),
    pageUrl: '/runway-calculator',
    pageTitle: 'Runway Calculator — FreedomPath',
    sessionId: `${Date.now()}-bench`,
    userAgent: USER_AGENT,
    referrer: 'https://www.google.com/',
    screenResolution: '1920x1080',
    deviceType: 'desktop',
  };
}

function calculation(): object {
  const started = new Date(Date.now() - 95_000).toISOString();
  return {
    type: 'calculation',
    clientEventId: randomUUID(),
    sessionId: randomUUID(),
    userAgent: USER_AGENT,
    calculatorType: 'runway-calculator',
    calculationStatus: 'completed',
    calculationInputs: { monthlyExpenses: 3200, savings: 42000, currency: 'USD' },
    calculationResults: { runwayMonths: 13.1 },
    timeStarted: started,
    timeCompleted: new Date().toISOString(),
    timeSpentSeconds: 95,
  };
}

/** A batch of analytics events: four page views to one calculator event, as seeded traffic. */
export function events(count: number): object[] {
  return Array.from({ length: count }, (_, index) =>
    index % 5 === 4 ? calculation() : pageView(),
  );
}

/** Runs `work` on a new database of its own, dropped afterwards whatever happens. */
export async function withDatabase(work: (url: string) => Promise<void>): Promise<void> {
  const name = `fp_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client(BENCH_ADMIN_URL);
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(BENCH_ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    await work(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Waits for the server to answer its liveness probe (its logs are off, to keep it fast). */
export async function live(baseUrl: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}/api/health/live`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start within a minute');
}

/** CPU ticks (1/100 s) used so far by each process, by pid (Linux; empty elsewhere). */
function cpuTicks(match: (pid: string) => boolean): Map<string, number> {
  const ticks = new Map<string, number>();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return ticks;
  }
  for (const pid of pids) {
    try {
      if (!match(pid)) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks;
}

/** What the server process and every PostgreSQL process use, sampled around a run. */
export function cpuMeter(
  serverPid: number | undefined,
): () => { server: number; postgres: number } {
  const isServer = (pid: string) => pid === String(serverPid);
  const isPostgres = (pid: string) =>
    readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
  const before = { server: cpuTicks(isServer), postgres: cpuTicks(isPostgres) };
  // Processes that ended during the run are missed; new ones count from zero.
  const used = (earlier: Map<string, number>, later: Map<string, number>) =>
    [...later].reduce((sum, [pid, ticks]) => sum + ticks - (earlier.get(pid) ?? 0), 0) / 100;
  return () => ({
    server: used(before.server, cpuTicks(isServer)),
    postgres: used(before.postgres, cpuTicks(isPostgres)),
  });
}
