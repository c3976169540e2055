import { sql } from 'drizzle-orm';
import type { Db, DbExecutor } from './database.js';
import { sqlState } from './sql-state.js';

/** Two processes creating the same partition at once: the loser finds it made (or its type). */
const CREATED_MEANWHILE = new Set(['42P07', '23505']);

/** `lock_timeout` ran out: the parent table is busy (a long refresh reading it). */
const LOCK_NOT_AVAILABLE = '55P03';

/** The raw analytics tables, partitioned by month of `created_at` (migration 0007). */
export const PARTITIONED_ANALYTICS_TABLES = ['page_views', 'calculation_analytics'] as const;
export type PartitionedAnalyticsTable = (typeof PARTITIONED_ANALYTICS_TABLES)[number];

function monthStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
}

function addMonths(month: Date, months: number): Date {
  return new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + months, 1));
}

/** `page_views_p2026_11`: the partition holding the UTC month that starts at `month`. */
export function partitionName(table: PartitionedAnalyticsTable, month: Date): string {
  const start = monthStart(month);
  const monthNumber = String(start.getUTCMonth() + 1).padStart(2, '0');
  return `${table}_p${start.getUTCFullYear()}_${monthNumber}`;
}

/**
 * The first moment still kept when raw events are kept `months` whole months before the current
 * one: with 13, on 2026-11-24 the events of October 2025 onwards stay.
 */
export function retentionCutoff(now: Date, months: number): Date {
  return addMonths(monthStart(now), -months);
}

/**
 * Creates the monthly partitions of both raw tables covering `from` to `to` (both included),
 * and returns the names it created. Safe to run at once from several processes.
 */
export async function ensureAnalyticsPartitions(
  executor: DbExecutor,
  from: Date,
  to: Date,
): Promise<string[]> {
  const created: string[] = [];
  for (let month = monthStart(from); month <= to; month = addMonths(month, 1)) {
    for (const table of PARTITIONED_ANALYTICS_TABLES) {
      const name = partitionName(table, month);
      const exists = await executor.execute<{ name: string | null }>(
        sql`select to_regclass(${name})::text as name`,
      );
      if (exists.rows[0]?.name) continue;
      // Names and bounds come from dates, never from input, so they are safe to inline.
      const statement =
        `create table if not exists "${name}" partition of "${table}" ` +
        `for values from ('${month.toISOString()}') to ('${addMonths(month, 1).toISOString()}')`;
      try {
        await executor.execute(sql.raw(statement));
        created.push(name);
      } catch (error) {
        if (!CREATED_MEANWHILE.has(sqlState(error) ?? '')) throw error;
      }
    }
  }
  return created;
}

/**
 * Drops the partitions that end at or before `cutoff` (retention), returning their names:
 * a whole month goes at once, without deleting rows one by one. Dropping locks the parent
 * table, so a drop that would wait behind a long reader (a full refresh) gives up after a
 * second and is left for the next run, instead of queueing every ingest behind it.
 */
export async function dropExpiredAnalyticsPartitions(db: Db, cutoff: Date): Promise<string[]> {
  const partitions = await db.execute<{ name: string; parent: string }>(sql`
    select child.relname as name, parent.relname as parent
    from pg_inherits
    join pg_class child on child.oid = pg_inherits.inhrelid
    join pg_class parent on parent.oid = pg_inherits.inhparent
    where parent.relname in ('page_views', 'calculation_analytics')
  `);
  const dropped: string[] = [];
  for (const { name, parent } of partitions.rows) {
    const month = /_p(\d{4})_(\d{2})$/.exec(name);
    if (!month || !name.startsWith(`${parent}_p`)) continue;
    const end = addMonths(new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1)), 1);
    if (end > cutoff) continue;
    try {
      await db.transaction(async (tx) => {
        await tx.execute(sql`set local lock_timeout = '1s'`);
        await tx.execute(sql.raw(`drop table if exists "${name}"`));
      });
      dropped.push(name);
    } catch (error) {
      if (sqlState(error) !== LOCK_NOT_AVAILABLE) throw error;
    }
  }
  return dropped.sort();
}
