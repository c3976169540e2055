import { ADMIN_ERROR_CODES } from '@freedompath/contracts';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRollupJob } from './rollup-job.js';
import { rollupRunsRepository } from '../../repositories/analytics/rollup-runs-repository.js';
import { writeRollups } from '../../repositories/analytics/rollup-sql.js';
import {
  dropExpiredAnalyticsPartitions,
  ensureAnalyticsPartitions,
  retentionCutoff,
} from '../../infrastructure/database/analytics-partitions.js';
import type { Db, DbExecutor } from '../../infrastructure/database/database.js';
import * as schema from '../../infrastructure/database/schema/index.js';
import { AppError } from '../../lib/app-error.js';

declare module 'fastify' {
  interface FastifyInstance {
    analyticsRollups: AnalyticsRollups;
  }
}

export interface RefreshResult {
  refreshedDays: string[];
  durationMs: number;
  /**
   * A scheduled run did nothing: another run held the lock, or a scheduled run had already
   * started in this interval (in any process).
   */
  skipped: boolean;
  finishedAt: Date;
}

export interface AnalyticsRollups {
  /**
   * Recomputes the rollups of the days that changed (plus today and yesterday), or of every day
   * with `days: 'all'`. A scheduled run skips when another holds the lock; a manual one waits.
   */
  refresh(
    trigger: 'scheduled' | 'manual',
    options?: { days?: string[] | 'all' },
  ): Promise<RefreshResult>;
  /** Creates partitions ahead and drops those past the retention. */
  maintainPartitions(): Promise<void>;
}

export interface AnalyticsRollupsOptions {
  retentionMonths: number;
  /** 0: no scheduled job. */
  intervalMs: number;
}

/** Held, for one transaction, by whichever process is writing the rollups. */
/** How long a manual refresh waits for a run under way before answering 409. */
const MANUAL_LOCK_WAIT = '5s';
/** Months of partitions made ahead of the current one. */
const PARTITION_MONTHS_AHEAD = 2;

const DAY_MS = 86_400_000;

function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Every UTC day from `first` to `last`, both included. */
function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${first}T00:00:00Z`); at <= Date.parse(`${last}T00:00:00Z`);) {
    days.push(utcDay(new Date(at)));
    at += DAY_MS;
  }
  return days;
}

/**
 * The rollups of the raw analytics (ADR 029): `refresh` rewrites the rows of the days that need
 * it in one transaction under an advisory lock, so concurrent runs (a scheduled tick in each
 * process, an admin's click) leave the same tables as one run. `maintainPartitions` keeps the
 * raw tables' months ahead and drops those past the retention. A background job (when
 * `intervalMs` > 0) ticks every `intervalMs` in each process, and the first tick of each
 * interval, whichever process it is in, refreshes and then does the upkeep: several instances
 * on one database do each interval's work once. The upkeep also runs in each process at ready.
 */
export default fp<AnalyticsRollupsOptions>(
  async (app: FastifyInstance, options) => {
    const { database } = app;

    /**
     * Manual runs may rewrite many days: on PostgreSQL they get a connection of their own,
     * outside the pool's statement and client-side query timeouts.
     */
    async function withConnection<T>(
      trigger: 'scheduled' | 'manual',
      work: (db: Db) => Promise<T>,
    ): Promise<T> {
      if (trigger === 'scheduled' || database.kind === 'pglite') return work(database.db);
      const client = await database.connectDedicated();
      try {
        return await work(drizzle({ client, schema, casing: 'snake_case' }));
      } finally {
        await client.end();
      }
    }

    /** Every day from the first with any data (not before the retention) to today. */
    async function allDays(db: DbExecutor, today: string): Promise<string[]> {
      const first = await rollupRunsRepository.firstDataDay(db);
      // Raw rows before the cutoff are gone: recomputing those days would blank their history.
      const kept = utcDay(retentionCutoff(app.clock.now(), options.retentionMonths));
      const day = first ?? today;
      return daysBetween(day > kept ? day : kept, today);
    }

    /**
     * Whether a scheduled run started in the interval `at` falls in. Intervals are counted from
     * the epoch, so they are the same in every process; the last run is the last to finish,
     * since runs hold the lock in turn.
     */
    async function ranThisInterval(tx: DbExecutor, at: Date): Promise<boolean> {
      const intervalStart = Math.floor(at.getTime() / options.intervalMs) * options.intervalMs;
      const last = await rollupRunsRepository.lastScheduledStart(tx);
      return last !== undefined && last.getTime() >= intervalStart;
    }

    async function refresh(
      trigger: 'scheduled' | 'manual',
      requested: { days?: string[] | 'all' } = {},
    ): Promise<RefreshResult> {
      const started = performance.now();
      const startedAt = app.clock.now();
      const today = utcDay(startedAt);
      const skip = (): RefreshResult => ({
        refreshedDays: [],
        durationMs: performance.now() - started,
        skipped: true,
        finishedAt: app.clock.now(),
      });
      return withConnection(trigger, (db) =>
        db.transaction(async (tx) => {
          if (trigger === 'scheduled') {
            if (!(await rollupRunsRepository.tryLock(tx))) return skip();
            // Each process ticks every interval; the first tick of an interval does its work.
            // Read under the lock, so two ticks cannot both find the interval undone.
            if (options.intervalMs > 0 && (await ranThisInterval(tx, startedAt))) return skip();
          } else {
            if (!(await rollupRunsRepository.lockWaiting(tx, MANUAL_LOCK_WAIT))) {
              throw new AppError(409, ADMIN_ERROR_CODES.refreshInProgress);
            }
          }

          // Read now, deleted last: ingest marking the same day meanwhile never waits for this
          // transaction's row locks.
          const claimed = await rollupRunsRepository.dirtyDays(tx);
          const asked =
            requested.days === 'all'
              ? await allDays(tx, today)
              : (requested.days ?? [utcDay(new Date(startedAt.getTime() - DAY_MS)), today]);
          const refreshedDays = [...new Set([...claimed, ...asked])].sort();

          await writeRollups(tx, refreshedDays, startedAt);
          await rollupRunsRepository.clearDirtyDays(tx, claimed);
          const finishedAt = app.clock.now();
          await rollupRunsRepository.recordRun(tx, {
            trigger,
            days: refreshedDays,
            startedAt,
            finishedAt,
          });
          return {
            refreshedDays,
            durationMs: performance.now() - started,
            skipped: false,
            finishedAt,
          };
        }),
      );
    }

    async function maintainPartitions(): Promise<void> {
      const now = app.clock.now();
      const lastMonth = new Date(
        Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + PARTITION_MONTHS_AHEAD, 1),
      );
      await ensureAnalyticsPartitions(database.db, now, lastMonth);
      const cutoff = retentionCutoff(now, options.retentionMonths);
      await dropExpiredAnalyticsPartitions(database.db, cutoff);
      await rollupRunsRepository.dropEventKeysBefore(database.db, cutoff);
    }

    const job = createRollupJob({
      run: async () => {
        const { skipped } = await refresh('scheduled');
        if (!skipped) await maintainPartitions();
      },
      intervalMs: options.intervalMs,
      log: app.log,
    });
    // Every process, job or not, has the current month's partitions once ready (dev, e2e, tests).
    app.addHook('onReady', async () => {
      await maintainPartitions();
      job.start();
    });
    // Before the database closes (hooks close in reverse order).
    app.addHook('onClose', job.stop);

    app.decorate('analyticsRollups', { refresh, maintainPartitions } satisfies AnalyticsRollups);
  },
  { name: 'analytics-rollups', dependencies: ['database'] },
);
