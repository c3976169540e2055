import { desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../infrastructure/database/database.js';
import {
  analyticsDirtyDays,
  analyticsEventKeys,
  analyticsRefreshes,
} from '../../infrastructure/database/schema/index.js';
import { sqlState } from '../../infrastructure/database/sql-state.js';

/** The advisory lock every rollup run holds for its transaction. */
const ROLLUP_LOCK = 'freedompath.analytics-rollup';
/** PostgreSQL's lock_not_available: `lock_timeout` ran out. */
const LOCK_NOT_AVAILABLE = '55P03';

/**
 * The bookkeeping of the rollup runs (ADR 029): their lock, the days ingest marked dirty, the
 * runs recorded, and the event keys kept for deduplication. The statements run in the caller's
 * transaction; the analytics rollups service holds the rules.
 */
export const rollupRunsRepository = {
  /** Takes the run lock if it is free; false when another run holds it. */
  async tryLock(tx: DbExecutor): Promise<boolean> {
    const lock = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(hashtext(${ROLLUP_LOCK})) as locked`,
    );
    return lock.rows[0]?.locked ?? false;
  },

  /**
   * Waits up to `wait` (a PostgreSQL interval: `'5s'`) for the run lock; false when it did not
   * come. Once held, the transaction has no lock or statement timeout: a full run may take
   * minutes.
   */
  async lockWaiting(tx: DbExecutor, wait: string): Promise<boolean> {
    await tx.execute(sql.raw(`set local lock_timeout = '${wait}'`));
    try {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${ROLLUP_LOCK}))`);
    } catch (error) {
      if (sqlState(error) !== LOCK_NOT_AVAILABLE) throw error;
      return false;
    }
    await tx.execute(sql`set local lock_timeout = 0`);
    await tx.execute(sql`set local statement_timeout = 0`);
    return true;
  },

  /** When the last scheduled run to finish started; `undefined` before the first. */
  async lastScheduledStart(tx: DbExecutor): Promise<Date | undefined> {
    const [last] = await tx
      .select({ startedAt: analyticsRefreshes.startedAt })
      .from(analyticsRefreshes)
      .where(eq(analyticsRefreshes.trigger, 'scheduled'))
      .orderBy(desc(analyticsRefreshes.finishedAt))
      .limit(1);
    return last?.startedAt;
  },

  /** The first UTC day (`YYYY-MM-DD`) with any raw data; `undefined` when there is none. */
  async firstDataDay(db: DbExecutor): Promise<string | undefined> {
    const first = await db.execute<{ day: string | null }>(sql`
      select to_char(least(
        (select min(created_at) from page_views),
        (select min(created_at) from calculation_analytics),
        (select min(created_at) from users),
        (select min(created_at) from subscriptions)
      ) at time zone 'UTC', 'YYYY-MM-DD') as day`);
    return first.rows[0]?.day ?? undefined;
  },

  /** The days ingest marked as changed since the last run. */
  async dirtyDays(tx: DbExecutor): Promise<string[]> {
    const dirty = await tx.execute<{ day: string }>(
      sql`select to_char(day, 'YYYY-MM-DD') as day from analytics_dirty_days`,
    );
    return dirty.rows.map(({ day }) => day);
  },

  async clearDirtyDays(tx: DbExecutor, days: string[]): Promise<void> {
    if (days.length > 0) {
      await tx.delete(analyticsDirtyDays).where(inArray(analyticsDirtyDays.day, days));
    }
  },

  async recordRun(
    tx: DbExecutor,
    run: { trigger: 'scheduled' | 'manual'; days: string[]; startedAt: Date; finishedAt: Date },
  ): Promise<void> {
    await tx.insert(analyticsRefreshes).values(run);
  },

  /** Forgets the deduplication keys of events received before `cutoff`. */
  async dropEventKeysBefore(db: DbExecutor, cutoff: Date): Promise<void> {
    await db.delete(analyticsEventKeys).where(lt(analyticsEventKeys.receivedAt, cutoff));
  },
};
