import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_ENV } from '../test/build-test-app.js';
import { startTcpProxy } from '../test/tcp-proxy.js';
import { createTestDatabase, skipWithoutPostgres } from '../test/test-database.js';
import { buildApp, type App } from './app.js';
import { hidePassword } from './infrastructure/database/database.js';
import { parseEnv } from './env.js';
import { StartupError } from './lib/startup-error.js';

const testDatabase = await createTestDatabase();
const databaseUrl = testDatabase.env.DATABASE_URL;
afterAll(() => testDatabase.drop());

/** Polls `check` until it holds; the bound only guards against a hang, it is not measured. */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  const giveUpAt = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > giveUpAt) throw new Error(`still not true after 20 s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function sleep(ms: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

/** The real app on `url`, with routes that use the database the way feature routes will. */
async function buildOutageApp(url: string, settings: Record<string, string> = {}): Promise<App> {
  const app = await buildApp(parseEnv({ ...TEST_ENV, DATABASE_URL: url, ...settings }));
  app.get('/api/test/query', async () => {
    const result = await app.database.db.execute<{ one: number }>(sql`select 1 as one`);
    return { one: result.rows[0]?.one };
  });
  app.get<{ Querystring: { seconds: string } }>('/api/test/sleep', async (request) => {
    await app.database.db.execute(sql`select pg_sleep(${Number(request.query.seconds)})`);
    return { slept: true };
  });
  app.get('/api/test/transaction', async () => {
    await app.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await tx.execute(sql`select pg_sleep(3)`);
    });
    return { committed: true };
  });
  return app;
}

describe.skipIf(skipWithoutPostgres(testDatabase, 'database outage tests'))(
  'the API when PostgreSQL goes away',
  () => {
    const url = databaseUrl ?? '';

    it('answers 503 DATABASE_UNAVAILABLE during a cut, flips readiness and recovers by itself', async () => {
      const proxy = await startTcpProxy(url);
      const app = await buildOutageApp(proxy.url);
      const observer = new pg.Client({ connectionString: url });
      await observer.connect();
      try {
        // Idle clients: a burst leaves several connections open in the pool.
        const warm = await Promise.all(
          Array.from({ length: 6 }, () => app.inject({ method: 'GET', url: '/api/test/query' })),
        );
        expect(warm.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
        expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(
          200,
        );

        // Busy clients: a slow statement and a transaction are running when the cut comes.
        const busy = [
          app.inject({ method: 'GET', url: '/api/test/sleep?seconds=3' }),
          app.inject({ method: 'GET', url: '/api/test/transaction' }),
        ];
        await eventually(async () => {
          const running = await observer.query<{ count: number }>(
            `select count(*)::int as count from pg_stat_activity
            where application_name = 'freedompath-api' and query like '%pg_sleep%'`,
          );
          return running.rows[0]?.count === 2;
        }, 'both slow statements are running');

        proxy.cut();

        for (const response of await Promise.all(busy)) {
          expect(response.statusCode).toBe(503);
          expect(response.json()).toEqual({
            code: 'DATABASE_UNAVAILABLE',
            message: 'The service is briefly unavailable. Please try again in a few seconds.',
          });
          expect(response.headers['retry-after']).toBe('5');
        }

        // Several seconds of outage: every request that needs the database is refused quickly.
        const cutEndsAt = Date.now() + 3_000;
        while (Date.now() < cutEndsAt) {
          const startedAt = Date.now();
          const response = await app.inject({ method: 'GET', url: '/api/test/query' });
          expect(Date.now() - startedAt).toBeLessThan(5_000);
          expect(response.statusCode).toBe(503);
          expect(response.json<{ code: string }>().code).toBe('DATABASE_UNAVAILABLE');
          await sleep(250);
        }
        const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
        expect(ready.statusCode).toBe(503);
        expect(ready.json<{ status: string; reason: string }>()).toMatchObject({
          status: 'unavailable',
          reason: expect.stringMatching(/^The database is not answering \(.+\)\.$/) as string,
        });
        const health = await app.inject({ method: 'GET', url: '/api/health' });
        expect(health.statusCode).toBe(503);
        expect(health.json()).toMatchObject({ status: 'unavailable', ready: false });
        const live = await app.inject({ method: 'GET', url: '/api/health/live' });
        expect(live.statusCode).toBe(200);

        proxy.restore();

        await eventually(
          async () =>
            (await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode === 200,
          'ready answers 200 again',
        );
        const after = await Promise.all(
          Array.from({ length: 8 }, () => app.inject({ method: 'GET', url: '/api/test/query' })),
        );
        expect(after.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
        expect(after[0]?.json()).toEqual({ one: 1 });
      } finally {
        await observer.end();
        await app.close();
        await proxy.close();
      }
    });

    it('answers 503 for a statement that outlasts the statement timeout', async () => {
      const app = await buildOutageApp(url, { DATABASE_STATEMENT_TIMEOUT_MS: '300' });
      try {
        const response = await app.inject({ method: 'GET', url: '/api/test/sleep?seconds=5' });
        expect(response.statusCode).toBe(503);
        expect(response.json<{ code: string }>().code).toBe('DATABASE_UNAVAILABLE');
        const next = await app.inject({ method: 'GET', url: '/api/test/query' });
        expect(next.statusCode).toBe(200);
      } finally {
        await app.close();
      }
    });

    it('waits at boot for a database that comes up, and gives up with one line after the bound', async () => {
      const proxy = await startTcpProxy(url);
      try {
        proxy.cut();
        const booting = buildApp(
          parseEnv({ ...TEST_ENV, DATABASE_URL: proxy.url, DATABASE_BOOT_TIMEOUT_MS: '20000' }),
        );
        await sleep(1_000);
        proxy.restore();
        const app = await booting;
        expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(
          200,
        );
        await app.close();

        proxy.cut();
        const failure = buildApp(
          parseEnv({ ...TEST_ENV, DATABASE_URL: proxy.url, DATABASE_BOOT_TIMEOUT_MS: '600' }),
        );
        await expect(failure).rejects.toBeInstanceOf(StartupError);
        const message = await failure.catch((error: unknown) => (error as Error).message);
        expect(message).toBe(
          `Database ${hidePassword(proxy.url)} is not reachable after 0.6 s (Connection terminated unexpectedly)`,
        );
      } finally {
        await proxy.close();
      }
    });
  },
);
