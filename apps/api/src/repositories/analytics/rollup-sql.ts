import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../infrastructure/database/database.js';

/**
 * The analytics rollups (ADR 029) as SQL: one source per table, computing the figures of a set
 * of UTC days straight from the raw tables. The incremental refresh, the from-scratch refresh
 * and the benchmark's query-time comparison all read the same source, so they cannot disagree.
 *
 * Rates and averages are rounded once, here, with `numeric` `round(…, 1)` (half away from zero)
 * and stored as double precision; multi-day figures are recomputed from the counts and totals.
 */

/** A UTC date, `2026-03-15`. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** One array parameter: drizzle would spread a JS array into a list of parameters. */
function dayArray(days: readonly string[]): SQL {
  for (const day of days) {
    if (!DAY.test(day)) throw new Error(`not a UTC date (YYYY-MM-DD): ${day}`);
  }
  return sql`${`{${days.join(',')}}`}::date[]`;
}

/**
 * The rows of `table` whose `at` (a time column) falls on one of `days` (UTC), each with its
 * `day`. The time range from the first day to the end of the last comes as constants, so
 * PostgreSQL prunes partitions and reads each row once through the time column's index,
 * whatever the number of days.
 */
function rowsOfDays(
  table: string,
  columns: string,
  days: readonly string[],
  at = 'created_at',
): SQL {
  const list = dayArray(days);
  const sorted = [...days].sort();
  const from = new Date(`${sorted[0]}T00:00:00Z`);
  const to = new Date(Date.parse(`${sorted.at(-1)}T00:00:00Z`) + 86_400_000);
  const time = sql.raw(at);
  return sql`
    select (${time} at time zone 'UTC')::date as day, ${sql.raw(columns)}
    from ${sql.raw(table)}
    where ${time} >= ${from.toISOString()}::timestamptz
      and ${time} < ${to.toISOString()}::timestamptz
      and (${time} at time zone 'UTC')::date = any(${list})`;
}

/**
 * The days, the raw rows of the days (for `days` not empty), and the calculator openings of
 * each day (ADR 044): one screen opened in one session (its `session_id`, calculator and
 * `time_started`, which every event of the opening carries) is one start, however often its
 * `started` event is resent, and one completion however many runs it reports, so completions
 * never outnumber starts. A completion without its `started` event still proves a start. The
 * opening's time is that of its first completion.
 */
function rawOfDays(days: readonly string[]): SQL {
  return sql`
    days as (select distinct unnest(${dayArray(days)}) as day),
    views as (${rowsOfDays('page_views', 'session_id, user_id, created_at', days)}),
    calculations as (${rowsOfDays(
      'calculation_analytics',
      'session_id, user_id, calculator_type, calculation_status, time_started, time_spent_seconds',
      days,
    )}),
    openings as (
      select day, calculator_type,
        bool_or(calculation_status = 'completed') as completed,
        min(time_spent_seconds) filter (where calculation_status = 'completed') as seconds
      from calculations
      where calculation_status in ('started', 'completed')
      group by day, calculator_type, session_id, time_started
    )`;
}

/** `round(100 · part / whole, 1)`, 0 when `whole` is 0. */
function percent(part: string, whole: string): SQL {
  return sql.raw(
    `(case when ${whole} = 0 then 0 else round(100.0 * ${part} / ${whole}, 1) end)::double precision`,
  );
}

/** `round(total / count, 1)`, 0 when `count` is 0. */
function average(total: string, count: string): SQL {
  return sql.raw(
    `(case when ${count} = 0 then 0 else round(${total}::numeric / ${count}, 1) end)::double precision`,
  );
}

/** One row per day, events or not. */
function dailyStatsSource(days: readonly string[]): SQL {
  return sql`
    with ${rawOfDays(days)}
    select
      d.day as "date",
      coalesce(c.started, 0)::int as total_calculations,
      coalesce(c.completed, 0)::int as completed_calculations,
      coalesce(u.users, 0)::int as unique_users,
      coalesce(s.sessions, 0)::int as unique_sessions,
      coalesce(n.signups, 0)::int as new_signups,
      coalesce(b.subscriptions, 0)::int as new_subscriptions
    from days d
    left join (
      select day, count(*) as started, count(*) filter (where completed) as completed
      from openings group by day
    ) c on c.day = d.day
    left join (
      select day, count(distinct user_id) as users
      from (
        select day, user_id from views
        union all
        select day, user_id from calculations
      ) seen
      where user_id is not null
      group by day
    ) u on u.day = d.day
    left join (
      select day, count(distinct session_id) as sessions from views group by day
    ) s on s.day = d.day
    left join (
      select day, count(*) as signups
      from (${rowsOfDays('signups', 'id', days)}) created
      group by day
    ) n on n.day = d.day
    left join (
      select day, count(*) as subscriptions
      from (${rowsOfDays('subscription_activations', 'id', days, 'activated_at')}) activated
      group by day
    ) b on b.day = d.day`;
}

/** One row per day and calculator that was started or completed that day. */
function calculatorStatsSource(days: readonly string[]): SQL {
  return sql`
    with ${rawOfDays(days)}
    select
      "date", calculator_type, total_starts, total_completions, total_completion_seconds,
      ${percent('total_completions', 'total_starts')} as completion_rate,
      ${average('total_completion_seconds', 'total_completions')} as avg_completion_time_seconds
    from (
      select
        day as "date",
        calculator_type,
        count(*)::int as total_starts,
        count(*) filter (where completed)::int as total_completions,
        coalesce(sum(seconds) filter (where completed), 0)::bigint as total_completion_seconds
      from openings
      group by day, calculator_type
    ) totals`;
}

/**
 * One row per day, views or not. A session is a `session_id` within one day: its duration is
 * its last view minus its first in whole seconds (rounded down), and one view is a bounce.
 */
function visitorStatsSource(days: readonly string[]): SQL {
  return sql`
    with ${rawOfDays(days)},
    sessions as (
      select day, session_id, count(*) as views,
        floor(extract(epoch from max(created_at) - min(created_at)))::bigint as seconds
      from views group by day, session_id
    )
    select
      "date", total_page_views, unique_visitors, unique_sessions, bounced_sessions,
      total_session_seconds,
      ${percent('bounced_sessions', 'unique_sessions')} as bounce_rate,
      ${average('total_session_seconds', 'unique_sessions')} as avg_session_duration
    from (
      select
        d.day as "date",
        coalesce(v.page_views, 0)::int as total_page_views,
        coalesce(v.visitors, 0)::int as unique_visitors,
        coalesce(s.sessions, 0)::int as unique_sessions,
        coalesce(s.bounced, 0)::int as bounced_sessions,
        coalesce(s.seconds, 0)::bigint as total_session_seconds
      from days d
      left join (
        select day, count(*) as page_views,
          count(distinct coalesce(user_id::text, 'anon:' || session_id)) as visitors
        from views group by day
      ) v on v.day = d.day
      left join (
        select day, count(*) as sessions, count(*) filter (where views = 1) as bounced,
          sum(seconds) as seconds
        from sessions group by day
      ) s on s.day = d.day
    ) totals`;
}

const DAILY_COLUMNS = [
  'total_calculations',
  'completed_calculations',
  'unique_users',
  'unique_sessions',
  'new_signups',
  'new_subscriptions',
] as const;
const CALCULATOR_COLUMNS = [
  'total_starts',
  'total_completions',
  'total_completion_seconds',
  'completion_rate',
  'avg_completion_time_seconds',
] as const;
const VISITOR_COLUMNS = [
  'total_page_views',
  'unique_visitors',
  'unique_sessions',
  'bounced_sessions',
  'total_session_seconds',
  'bounce_rate',
  'avg_session_duration',
] as const;

interface Rollup {
  table: string;
  /** The key columns besides `date`. */
  keys: readonly string[];
  figures: readonly string[];
  source: (days: readonly string[]) => SQL;
}

const DAILY: Rollup = {
  table: 'daily_stats',
  keys: [],
  figures: DAILY_COLUMNS,
  source: dailyStatsSource,
};
const CALCULATOR: Rollup = {
  table: 'calculator_stats',
  keys: ['calculator_type'],
  figures: CALCULATOR_COLUMNS,
  source: calculatorStatsSource,
};
const VISITOR: Rollup = {
  table: 'visitor_stats',
  keys: [],
  figures: VISITOR_COLUMNS,
  source: visitorStatsSource,
};
const ROLLUPS = [DAILY, CALCULATOR, VISITOR] as const;

/**
 * Replaces the rollup rows of `days` with figures recomputed from the raw tables. Run it inside
 * the transaction that holds the rollup lock, so readers see the old rows or the new, never none.
 */
export async function writeRollups(
  executor: DbExecutor,
  days: readonly string[],
  refreshedAt: Date,
): Promise<void> {
  if (days.length === 0) return;
  for (const { table, keys, figures, source } of ROLLUPS) {
    const columns = sql.raw(['"date"', ...keys, ...figures].join(', '));
    await executor.execute(
      sql`delete from ${sql.raw(table)} where "date" = any(${dayArray(days)})`,
    );
    await executor.execute(sql`
      insert into ${sql.raw(table)} (${columns}, refreshed_at)
      select ${columns}, ${refreshedAt.toISOString()}::timestamptz from (${source(days)}) figures`);
  }
}

export interface DailyStatsRow {
  date: string;
  totalCalculations: number;
  completedCalculations: number;
  uniqueUsers: number;
  uniqueSessions: number;
  newSignups: number;
  newSubscriptions: number;
}

export interface CalculatorStatsRow {
  date: string;
  calculatorType: string;
  totalStarts: number;
  totalCompletions: number;
  totalCompletionSeconds: number;
  completionRate: number;
  avgCompletionTimeSeconds: number;
}

export interface VisitorStatsRow {
  date: string;
  totalPageViews: number;
  uniqueVisitors: number;
  uniqueSessions: number;
  bouncedSessions: number;
  totalSessionSeconds: number;
  bounceRate: number;
  avgSessionDuration: number;
}

function camelCase(column: string): string {
  return column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * Runs a rollup's source for `days` without writing it, ordered by date and key. Counts come
 * back as numbers whatever the driver makes of `bigint`.
 */
async function selectFromRaw(
  executor: DbExecutor,
  rollup: Rollup,
  days: readonly string[],
): Promise<Record<string, string | number>[]> {
  if (days.length === 0) return [];
  const columns = sql.raw([...rollup.keys, ...rollup.figures].join(', '));
  const order = sql.raw(['"date"', ...rollup.keys].join(', '));
  const result = await executor.execute<Record<string, unknown>>(sql`
    select to_char("date", 'YYYY-MM-DD') as "date", ${columns}
    from (${rollup.source(days)}) figures order by ${order}`);
  return result.rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([column, value]) => [
        camelCase(column),
        column === 'date' || rollup.keys.includes(column) ? String(value) : Number(value),
      ]),
    ),
  );
}

/** `daily_stats` of `days` computed at query time from the raw tables. */
export async function selectDailyStatsFromRaw(
  executor: DbExecutor,
  days: readonly string[],
): Promise<DailyStatsRow[]> {
  return (await selectFromRaw(executor, DAILY, days)) as unknown as DailyStatsRow[];
}

/** `calculator_stats` of `days` computed at query time from the raw tables. */
export async function selectCalculatorStatsFromRaw(
  executor: DbExecutor,
  days: readonly string[],
): Promise<CalculatorStatsRow[]> {
  return (await selectFromRaw(executor, CALCULATOR, days)) as unknown as CalculatorStatsRow[];
}

/** `visitor_stats` of `days` computed at query time from the raw tables. */
export async function selectVisitorStatsFromRaw(
  executor: DbExecutor,
  days: readonly string[],
): Promise<VisitorStatsRow[]> {
  return (await selectFromRaw(executor, VISITOR, days)) as unknown as VisitorStatsRow[];
}
