import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  TEST_DATABASE_OPTIONS,
  createTestDatabase,
  skipWithoutPostgres,
} from '../../../test/test-database.js';
import {
  dropExpiredAnalyticsPartitions,
  ensureAnalyticsPartitions,
  partitionName,
  retentionCutoff,
} from './analytics-partitions.js';
import { openDatabase } from './database.js';
import { migrate } from './migrate.js';

const testDatabase = await createTestDatabase();
const database = await openDatabase({
  ...TEST_DATABASE_OPTIONS,
  url: testDatabase.env.DATABASE_URL,
  pgliteDir: testDatabase.env.PGLITE_DIR ?? 'memory://',
});
await migrate(database);
afterAll(async () => {
  await database.close();
  await testDatabase.drop();
});

async function partitions(): Promise<string[]> {
  const result = await database.db.execute<{ name: string }>(sql`
    select child.relname as name from pg_inherits
    join pg_class child on child.oid = pg_inherits.inhrelid
    join pg_class parent on parent.oid = pg_inherits.inhparent
    where parent.relname in ('page_views', 'calculation_analytics') order by 1`);
  return result.rows.map(({ name }) => name);
}

describe('analytics partitions', () => {
  it('names a partition by the UTC month and keeps whole months back to the cutoff', () => {
    expect(partitionName('page_views', new Date('2026-11-30T23:59:59Z'))).toBe(
      'page_views_p2026_11',
    );
    expect(retentionCutoff(new Date('2026-11-24T12:00:00Z'), 13).toISOString()).toBe(
      '2025-10-01T00:00:00.000Z',
    );
    expect(retentionCutoff(new Date('2026-01-01T00:00:00Z'), 1).toISOString()).toBe(
      '2025-12-01T00:00:00.000Z',
    );
  });

  it('creates each month of both tables once, however often it is asked', async () => {
    const created = await ensureAnalyticsPartitions(
      database.db,
      new Date('2025-09-15T00:00:00Z'),
      new Date('2025-11-01T00:00:00Z'),
    );
    expect(created.sort()).toEqual([
      'calculation_analytics_p2025_09',
      'calculation_analytics_p2025_10',
      'calculation_analytics_p2025_11',
      'page_views_p2025_09',
      'page_views_p2025_10',
      'page_views_p2025_11',
    ]);
    expect(
      await ensureAnalyticsPartitions(
        database.db,
        new Date('2025-09-01T00:00:00Z'),
        new Date('2025-11-30T00:00:00Z'),
      ),
    ).toEqual([]);
  });

  it('stores a row in its month and drops only the months past the retention', async () => {
    await database.db.execute(sql`
      insert into page_views (id, created_at, session_id, page_url, page_title, user_agent,
        screen_resolution, device_type)
      values (gen_random_uuid(), '2025-10-31T23:59:59Z', 's', '/', 'Home', 'ua', '1x1', 'desktop')`);
    const dropped = await dropExpiredAnalyticsPartitions(
      database.db,
      retentionCutoff(new Date('2026-11-24T00:00:00Z'), 13),
    );
    expect(dropped).toEqual(['calculation_analytics_p2025_09', 'page_views_p2025_09']);
    expect(await partitions()).toEqual([
      'calculation_analytics_p2025_10',
      'calculation_analytics_p2025_11',
      'page_views_p2025_10',
      'page_views_p2025_11',
    ]);
    const kept = await database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from page_views`,
    );
    expect(kept.rows[0]?.count).toBe(1);
  });

  it.skipIf(skipWithoutPostgres(testDatabase, 'partition drops behind a reader'))(
    'leaves a drop for the next run while a reader holds the table, instead of queueing behind it',
    async () => {
      await ensureAnalyticsPartitions(
        database.db,
        new Date('2024-01-01T00:00:00Z'),
        new Date('2024-01-01T00:00:00Z'),
      );
      const cutoff = new Date('2024-02-01T00:00:00Z');
      const reader = new pg.Client({ connectionString: testDatabase.env.DATABASE_URL });
      await reader.connect();
      try {
        await reader.query('begin');
        await reader.query('select count(*) from page_views');
        // The reader holds page_views only: calculation_analytics' month goes at once.
        expect(await dropExpiredAnalyticsPartitions(database.db, cutoff)).toEqual([
          'calculation_analytics_p2024_01',
        ]);
      } finally {
        await reader.query('rollback');
        await reader.end();
      }
      expect(await dropExpiredAnalyticsPartitions(database.db, cutoff)).toEqual([
        'page_views_p2024_01',
      ]);
    },
  );
});
