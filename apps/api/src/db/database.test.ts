import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  TEST_DATABASE_OPTIONS,
  createTestDatabase,
  skipWithoutPostgres,
} from '../../test/test-database.js';
import { openDatabase } from './database.js';

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

  it('hides the password in the location it logs', async () => {
    const other = await openDatabase({
      ...TEST_DATABASE_OPTIONS,
      url: 'postgres://app:s3cret@127.0.0.1:1/none',
      pgliteDir: 'memory://',
    });
    expect(other.location).toBe('postgres://app:***@127.0.0.1:1/none');
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
    },
  );
});
