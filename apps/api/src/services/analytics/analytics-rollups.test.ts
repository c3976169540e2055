import { ADMIN_ERROR_CODES } from '@freedompath/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { MINUTE, testClock } from '../../../test/accounts.js';
import { buildAppOn, buildTestApp } from '../../../test/build-test-app.js';
import { createTestDatabase, skipWithoutPostgres } from '../../../test/test-database.js';
import type { App } from '../../app.js';
import { ensureAnalyticsPartitions } from '../../infrastructure/database/analytics-partitions.js';
import {
  analyticsDirtyDays,
  analyticsEventKeys,
  analyticsRefreshes,
} from '../../infrastructure/database/schema/index.js';
import { AppError } from '../../lib/app-error.js';

const clock = testClock(new Date('2027-06-15T12:00:00Z'));
const { app, database } = await buildTestApp({ ANALYTICS_RETENTION_MONTHS: '13' }, { clock });
await app.ready();
const { db } = app.database;

async function partitions(): Promise<string[]> {
  const result = await db.execute<{ name: string }>(sql`
    select child.relname as name from pg_inherits
    join pg_class child on child.oid = pg_inherits.inhrelid
    join pg_class parent on parent.oid = pg_inherits.inhparent
    where parent.relname in ('page_views', 'calculation_analytics') order by 1`);
  return result.rows.map(({ name }) => name);
}

const LOCK = 'freedompath.analytics-rollup';

describe('analytics rollups plugin', () => {
  it('has the partitions of this month and the next two once ready', async () => {
    expect(await partitions()).toEqual(
      expect.arrayContaining([
        'calculation_analytics_p2027_06',
        'calculation_analytics_p2027_07',
        'calculation_analytics_p2027_08',
        'page_views_p2027_06',
        'page_views_p2027_07',
        'page_views_p2027_08',
      ]),
    );
  });

  it('drops the months and event keys past the retention, keeping the rest', async () => {
    // 13 months back from June 2027: May 2026 is the first month kept.
    await ensureAnalyticsPartitions(
      db,
      new Date('2026-04-01T00:00:00Z'),
      new Date('2026-05-01T00:00:00Z'),
    );
    await db.insert(analyticsEventKeys).values([
      {
        clientEventId: '00000000-0000-4000-8000-000000000001',
        receivedAt: new Date('2026-04-30T23:59:59Z'),
      },
      {
        clientEventId: '00000000-0000-4000-8000-000000000002',
        receivedAt: new Date('2026-05-01T00:00:00Z'),
      },
    ]);

    await app.analyticsRollups.maintainPartitions();

    const names = await partitions();
    expect(names).not.toContain('page_views_p2026_04');
    expect(names).not.toContain('calculation_analytics_p2026_04');
    expect(names).toEqual(
      expect.arrayContaining(['page_views_p2026_05', 'calculation_analytics_p2026_05']),
    );
    const keys = await db.select().from(analyticsEventKeys);
    expect(keys.map(({ clientEventId }) => clientEventId)).toEqual([
      '00000000-0000-4000-8000-000000000002',
    ]);
  });

  it('skips a scheduled run while another session holds the lock; a manual one answers 409', async (context) => {
    if (skipWithoutPostgres(database, 'the rollup lock test')) return context.skip();
    if (app.database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    await db.insert(analyticsDirtyDays).values({ day: '2027-06-01' }).onConflictDoNothing();
    const before = await db.$count(analyticsRefreshes);
    const other = await app.database.connectDedicated();
    try {
      await other.query('select pg_advisory_lock(hashtext($1))', [LOCK]);

      const skipped = await app.analyticsRollups.refresh('scheduled');
      expect(skipped).toMatchObject({ skipped: true, refreshedDays: [] });
      expect(await db.$count(analyticsRefreshes)).toBe(before);
      expect(await db.select().from(analyticsDirtyDays)).toEqual([{ day: '2027-06-01' }]);

      const refused = await app.analyticsRollups.refresh('manual').catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({
        statusCode: 409,
        code: ADMIN_ERROR_CODES.refreshInProgress,
        message: 'Analytics are already being refreshed. Try again in a moment.',
      });

      await other.query('select pg_advisory_unlock(hashtext($1))', [LOCK]);
      const ran = await app.analyticsRollups.refresh('scheduled');
      expect(ran).toMatchObject({
        skipped: false,
        refreshedDays: ['2027-06-01', '2027-06-14', '2027-06-15'],
      });
      const [run] = await db
        .select()
        .from(analyticsRefreshes)
        .where(eq(analyticsRefreshes.trigger, 'scheduled'));
      expect(run).toMatchObject({
        days: ['2027-06-01', '2027-06-14', '2027-06-15'],
        startedAt: clock.now(),
        finishedAt: clock.now(),
      });
      expect(await db.select().from(analyticsDirtyDays)).toEqual([]);
    } finally {
      await other.end();
    }
  });

  it('runs the job on its interval and stops it cleanly when the app closes', async () => {
    const { app: ticking } = await buildTestApp(
      { ANALYTICS_REFRESH_INTERVAL_MS: '20' },
      { clock: testClock(new Date('2027-06-15T12:00:00Z')) },
    );
    const warn = vi.spyOn(ticking.log, 'warn');
    const error = vi.spyOn(ticking.log, 'error');
    await ticking.ready();
    await vi.waitFor(
      async () => {
        const runs = await ticking.database.db.$count(
          analyticsRefreshes,
          eq(analyticsRefreshes.trigger, 'scheduled'),
        );
        expect(runs).toBeGreaterThan(0);
      },
      { timeout: 10_000, interval: 50 },
    );
    await ticking.close();
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('refreshes once an interval, whichever of several processes on the database ticks first', async () => {
    const shared = await createTestDatabase();
    const apps: App[] = [];
    onTestFinished(async () => {
      for (const each of apps) await each.close();
      await shared.drop();
    });
    // The jobs tick every minute of real time: not during this test, which ticks by hand.
    const settings = { ANALYTICS_REFRESH_INTERVAL_MS: String(MINUTE) };
    const sharedClock = testClock(new Date('2027-06-15T12:00:10Z'));
    for (let count = 0; count < 2; count += 1) {
      apps.push(await buildAppOn(shared, settings, { clock: sharedClock }));
    }
    const [first, second] = apps as [App, App];
    await Promise.all(apps.map((each) => each.ready()));
    const tick = async (each: App) => (await each.analyticsRollups.refresh('scheduled')).skipped;

    expect(await tick(first)).toBe(false);
    expect([await tick(second), await tick(first)]).toEqual([true, true]);
    // An admin's refresh is not the interval's, and does not take its place.
    expect((await second.analyticsRollups.refresh('manual')).skipped).toBe(false);
    sharedClock.advance(MINUTE);
    expect((await Promise.all([tick(first), tick(second)])).sort()).toEqual([false, true]);
    const scheduled = await first.database.db.$count(
      analyticsRefreshes,
      eq(analyticsRefreshes.trigger, 'scheduled'),
    );
    expect(scheduled).toBe(2);
  });
});
