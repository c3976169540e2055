import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_ENV, startServer } from '../test/server-process.js';
import { startTcpProxy } from '../test/tcp-proxy.js';
import { createTestDatabase, skipWithoutPostgres } from '../test/test-database.js';
import { hidePassword } from './infrastructure/database/database.js';

const migrationCount = (
  JSON.parse(readFileSync(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

describe('the server process', () => {
  it.each([
    [
      { PORT: 'abc', NODE_ENV: 'development' },
      'Invalid environment: PORT must be a number (got "abc")',
    ],
    [
      { DATABASE_URL: 'not-a-url', NODE_ENV: 'development' },
      'Invalid environment: DATABASE_URL must be a postgres:// or postgresql:// URL',
    ],
    [{}, 'Invalid environment: JWT_SECRET is required when NODE_ENV is production'],
  ])('stops with one line naming the bad variable (%o)', async (env, line) => {
    const server = startServer(env);
    expect(await server.exited).toEqual({ code: 1, signal: null });
    expect(server.stderr()).toBe(line);
  });

  it('stops a second process on the same PGlite directory with one line', async () => {
    const pgliteDir = mkdtempSync(path.join(tmpdir(), 'fp-pglite-'));
    const first = startServer({ ...SERVER_ENV, PGLITE_DIR: pgliteDir });
    try {
      await first.listening;
      const second = startServer({ ...SERVER_ENV, PGLITE_DIR: pgliteDir });
      expect(await second.exited).toEqual({ code: 1, signal: null });
      expect(second.stderr()).toBe(
        `PGLITE_DIR ${pgliteDir} is in use by process ${first.child.pid}: stop it or set another PGLITE_DIR`,
      );
      first.child.kill('SIGTERM');
      expect(await first.exited).toEqual({ code: 0, signal: null });
      expect(existsSync(`${pgliteDir}.lock`)).toBe(false);
    } finally {
      first.child.kill('SIGKILL');
      rmSync(pgliteDir, { recursive: true, force: true });
      rmSync(`${pgliteDir}.lock`, { force: true });
    }
  });
});

const testDatabase = await createTestDatabase();
afterAll(() => testDatabase.drop());

describe.skipIf(skipWithoutPostgres(testDatabase, 'server process tests on PostgreSQL'))(
  'the server process on PostgreSQL',
  () => {
    const url = testDatabase.env.DATABASE_URL ?? '';

    it('boots five processes at once on an empty database, each migration applied once', async () => {
      const servers = Array.from({ length: 5 }, () =>
        startServer({ ...SERVER_ENV, DATABASE_URL: url }),
      );
      try {
        const addresses = await Promise.all(servers.map((server) => server.listening));
        for (const address of addresses) {
          const response = await fetch(`${address}/api/health`);
          expect(response.status).toBe(200);
          expect(await response.json()).toMatchObject({ status: 'ok', ready: true });
        }
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          const applied = await client.query<{ total: number; distinct: number }>(
            `select count(*)::int as total, count(distinct hash)::int as distinct
               from drizzle.__drizzle_migrations`,
          );
          expect(applied.rows[0]).toEqual({ total: migrationCount, distinct: migrationCount });
        } finally {
          await client.end();
        }
        for (const server of servers) server.child.kill('SIGTERM');
        const exits = await Promise.all(servers.map((server) => server.exited));
        expect(exits).toEqual(Array(5).fill({ code: 0, signal: null }));
      } finally {
        for (const server of servers) server.child.kill('SIGKILL');
      }
    });

    it('finishes a slow request after SIGTERM, then exits 0', async () => {
      const proxy = await startTcpProxy(url);
      const server = startServer({ ...SERVER_ENV, DATABASE_URL: proxy.url });
      try {
        const address = await server.listening;
        // Every reply from PostgreSQL now takes 700 ms: the health check is in flight for that long.
        proxy.delayServerReplies(700);
        const queried = proxy.nextClientData();
        const pending = fetch(`${address}/api/health`);
        await queried;
        server.child.kill('SIGTERM');
        const response = await pending;
        expect(response.status).toBe(200);
        expect(await response.json()).toMatchObject({ status: 'ok', ready: true });
        expect(await server.exited, server.output()).toEqual({ code: 0, signal: null });
      } finally {
        server.child.kill('SIGKILL');
        await proxy.close();
      }
    });

    it('gives up on an unreachable database after the boot timeout with one line', async () => {
      const proxy = await startTcpProxy(url);
      proxy.cut();
      const server = startServer({
        ...SERVER_ENV,
        DATABASE_URL: proxy.url,
        DATABASE_BOOT_TIMEOUT_MS: '1000',
      });
      try {
        expect(await server.exited).toEqual({ code: 1, signal: null });
        const line = server.stderr();
        expect(
          line.startsWith(`Database ${hidePassword(proxy.url)} is not reachable after 1 s (`),
        ).toBe(true);
        expect(line).toMatch(/\(.+\)$/);
        expect(line).not.toContain('\n');
      } finally {
        await proxy.close();
      }
    });
  },
);
