import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startTcpProxy } from '../../../test/tcp-proxy.js';
import {
  TEST_DATABASE_OPTIONS,
  createTestDatabase,
  skipWithoutPostgres,
} from '../../../test/test-database.js';
import { openDatabase } from './database.js';
import { isDatabaseUnavailable } from './is-database-unavailable.js';

const testDatabase = await createTestDatabase();
const database = await openDatabase({
  ...TEST_DATABASE_OPTIONS,
  url: testDatabase.env.DATABASE_URL,
  pgliteDir: 'memory://',
});
afterAll(async () => {
  await database.close();
  await testDatabase.drop();
});

describe('openDatabase', () => {
  it('opens the database the settings name', async () => {
    expect(database.kind).toBe(testDatabase.backend === 'pglite' ? 'pglite' : 'postgres');
    const result = await database.db.execute<{ two: number }>(sql`select 1 + 1 as two`);
    expect(result.rows[0]?.two).toBe(2);
  });

  it.each([
    ['postgres://app:s3cret@127.0.0.1:1/none', 'postgres://app:***@127.0.0.1:1/none'],
    // Trust or peer authentication: nothing to hide, and no `:***` that suggests a password.
    ['postgres://app@127.0.0.1:1/none', 'postgres://app@127.0.0.1:1/none'],
  ])('hides the password in the location it logs (%s)', async (url, location) => {
    const other = await openDatabase({ ...TEST_DATABASE_OPTIONS, url, pgliteDir: 'memory://' });
    expect(other.location).toBe(location);
    await other.close();
  });

  describe.skipIf(skipWithoutPostgres(testDatabase, 'concurrency tests'))(
    'under concurrency',
    () => {
      it('runs parallel transactions on separate connections', async () => {
        const pids = await Promise.all(
          Array.from({ length: 5 }, () =>
            database.db.transaction(async (tx) => {
              const result = await tx.execute<{ pid: number }>(
                sql`select pg_backend_pid() as pid, pg_sleep(0.05)`,
              );
              return result.rows[0]?.pid;
            }),
          ),
        );
        expect(new Set(pids).size).toBe(5);
      });

      it('gets back the connection of a transaction whose BEGIN was lost with it', async () => {
        const proxy = await startTcpProxy(testDatabase.env.DATABASE_URL ?? '');
        const flaky = await openDatabase({
          ...TEST_DATABASE_OPTIONS,
          url: proxy.url,
          pgliteDir: 'memory://',
        });
        try {
          // More lost BEGINs than the pool has connections (10).
          for (let round = 0; round < 12; round += 1) {
            // An idle connection, which the transaction then takes.
            await flaky.db.execute(sql`select 1`);
            const beginSent = proxy.nextClientData();
            const transaction = flaky.db.transaction(async (tx) => {
              await tx.execute(sql`select 1`);
            });
            await beginSent;
            proxy.cut();
            await expect(transaction).rejects.toSatisfy(isDatabaseUnavailable);
            proxy.restore();
          }
          const result = await flaky.db.execute<{ one: number }>(sql`select 1 as one`);
          expect(result.rows[0]?.one).toBe(1);
        } finally {
          // A connection never given back would hold this forever.
          await flaky.close();
          await proxy.close();
        }
      });
    },
  );
});
