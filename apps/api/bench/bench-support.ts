/** What the benchmarks share: their database, a signed access token, and the server's start. */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
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
