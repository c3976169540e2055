import {
  DASHBOARD_CHART_DAYS,
  DASHBOARD_PERFORMANCE_DAYS,
  calculators,
  plans,
  type AdminDashboard,
  type CalculatorId,
  type PlanId,
} from '@freedompath/contracts';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../infrastructure/database/database.js';
import {
  analyticsRefreshes,
  calculatorStats,
  dailyStats,
  payments,
  signups,
  subscriptionActivations,
  subscriptions,
  users,
  visitorStats,
} from '../../infrastructure/database/schema/index.js';
import { activeSubscription } from '../active-subscription.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const REGISTRY_IDS: ReadonlySet<string> = new Set(calculators.map(({ id }) => id));

/** `part` of `whole` in percent, to one decimal; 0 without a whole. */
function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((1000 * part) / whole) / 10;
}

/** `total ÷ count` to one decimal; 0 when there is nothing to divide by. */
function averageOf(total: number, count: number): number {
  return count === 0 ? 0 : Math.round((10 * total) / count) / 10;
}

const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

/** The UTC date (YYYY-MM-DD) `days` before `day`. */
function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** The `count` UTC dates ending with `last`, oldest first. */
function datesEndingWith(last: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => daysBefore(last, count - 1 - index));
}

function priceOf(plan: PlanId): number {
  const found = plans.find(({ id }) => id === plan);
  if (!found) throw new Error(`no price for the ${plan} plan`);
  return found.price;
}

const isoText = (column: unknown) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The admin dashboard at `now`. Cards and charts come from the rollup tables (a handful of rows
 * per day); signups, activations, subscriptions and revenue are counted live from `signups`,
 * `subscription_activations`, `users`, `subscriptions` and `payments`, whose sizes follow the
 * number of accounts, not the traffic. No query reads the raw analytics tables or the quota
 * ledger. The statements are independent, so they run at once on the pool.
 *
 * What each figure counts is ADR 044's: signups and new subscriptions are kept when accounts go;
 * MRR and active monthly subscriptions count only those that will charge again; the admin is
 * neither a paying user nor a user in the conversion rate.
 */
export async function loadDashboard(executor: DbExecutor, now: Date): Promise<AdminDashboard> {
  const today = now.toISOString().slice(0, 10);
  const chartStart = daysBefore(today, DASHBOARD_CHART_DAYS - 1);
  const performanceStart = daysBefore(today, DASHBOARD_PERFORMANCE_DAYS - 1);
  const dayStart = `${today}T00:00:00Z`;
  const dayEnd = new Date(Date.parse(dayStart) + DAY_MS).toISOString();
  const createdToday = (column: unknown) =>
    sql`${column} >= ${dayStart}::timestamptz and ${column} < ${dayEnd}::timestamptz`;

  // Paid access at `now` that Stripe will charge again: a monthly plan not set to end.
  const renewing = sql`${activeSubscription(now)} and ${subscriptions.subscriptionType} = 'monthly'
    and not ${subscriptions.cancelAtPeriodEnd}`;

  const [days, usage, performance, refreshed, accounts, paying, revenue] = await Promise.all([
    executor.execute<{
      date: string;
      totalCalculations: number;
      completedCalculations: number;
      uniqueUsers: number;
      pageViews: number;
      visitors: number;
      sessions: number;
      bounceRate: number;
      averageDurationSeconds: number;
    }>(sql`
      select to_char(coalesce(d.date, v.date), 'YYYY-MM-DD') as "date",
        coalesce(d.total_calculations, 0) as "totalCalculations",
        coalesce(d.completed_calculations, 0) as "completedCalculations",
        coalesce(d.unique_users, 0) as "uniqueUsers",
        coalesce(v.total_page_views, 0) as "pageViews",
        coalesce(v.unique_visitors, 0) as "visitors",
        coalesce(v.unique_sessions, 0) as "sessions",
        coalesce(v.bounce_rate, 0) as "bounceRate",
        coalesce(v.avg_session_duration, 0) as "averageDurationSeconds"
      from (select * from ${dailyStats} where date between ${chartStart}::date and ${today}::date) d
      full join (
        select * from ${visitorStats} where date between ${chartStart}::date and ${today}::date
      ) v on v.date = d.date`),
    executor.execute<{ calculatorType: string; totalStarts: number }>(sql`
      select calculator_type as "calculatorType", sum(total_starts)::float8 as "totalStarts"
      from ${calculatorStats}
      where date between ${chartStart}::date and ${today}::date
      group by calculator_type
      having sum(total_starts) > 0`),
    executor.execute<{
      calculatorType: string;
      starts: number;
      completions: number;
      seconds: number;
    }>(sql`
      select calculator_type as "calculatorType",
        sum(total_starts)::float8 as "starts",
        sum(total_completions)::float8 as "completions",
        sum(total_completion_seconds)::float8 as "seconds"
      from ${calculatorStats}
      where date between ${performanceStart}::date and ${today}::date
      group by calculator_type
      having sum(total_starts) > 0 or sum(total_completions) > 0`),
    executor.execute<{ refreshedAt: string | null }>(sql`
      select ${isoText(sql`max(${analyticsRefreshes.finishedAt})`)} as "refreshedAt"
      from ${analyticsRefreshes}`),
    executor.execute<{ registered: number; customers: number; signups: number }>(sql`
      select count(*)::int as "registered",
        count(*) filter (where ${users.role} <> 'admin')::int as "customers",
        (select count(*)::int from ${signups} where ${createdToday(signups.createdAt)})
          as "signups"
      from ${users}`),
    executor.execute<Record<PlanId, number> & { created: number; paidUsers: number }>(sql`
      select
        (select count(*)::int from ${subscriptionActivations}
          where ${createdToday(subscriptionActivations.activatedAt)}) as "created",
        count(*) filter (where ${renewing})::int as "monthly",
        count(*) filter (
          where ${activeSubscription(now)} and ${subscriptions.subscriptionType} = 'yearly'
        )::int as "yearly",
        count(*) filter (
          where ${activeSubscription(now)} and ${subscriptions.subscriptionType} = 'lifetime'
        )::int as "lifetime",
        -- One row per user: paying users are the active rows.
        count(*) filter (where ${activeSubscription(now)})::int as "paidUsers"
      from ${subscriptions} join ${users} on ${users.id} = ${subscriptions.userId}
      -- The admin's own plan, bought to try the checkout, is no customer's.
      where ${users.role} <> 'admin'`),
    executor.execute<{ cents: number }>(sql`
      select coalesce(sum(${payments.amount}), 0)::float8 as "cents"
      from ${payments} where ${payments.status} = 'succeeded'`),
  ]);

  const byDate = new Map(days.rows.map((row) => [row.date, row]));
  const chartDays = datesEndingWith(today, DASHBOARD_CHART_DAYS).map((date) => {
    const row = byDate.get(date);
    return {
      date,
      totalCalculations: row?.totalCalculations ?? 0,
      completedCalculations: row?.completedCalculations ?? 0,
      uniqueUsers: row?.uniqueUsers ?? 0,
      sessions: row?.sessions ?? 0,
    };
  });
  const todays = byDate.get(today);
  const accountCounts = accounts.rows[0] ?? { registered: 0, customers: 0, signups: 0 };
  const paid = paying.rows[0] ?? { created: 0, monthly: 0, yearly: 0, lifetime: 0, paidUsers: 0 };
  const estimated = {
    monthly: paid.monthly * priceOf('monthly'),
    yearly: paid.yearly * priceOf('yearly'),
    lifetime: paid.lifetime * priceOf('lifetime'),
  };

  return {
    today,
    refreshedAt: refreshed.rows[0]?.refreshedAt ?? null,
    cards: {
      pageViews: { value: todays?.pageViews ?? 0 },
      visitors: { value: todays?.visitors ?? 0, bounceRate: oneDecimal(todays?.bounceRate ?? 0) },
      totalCalculations: { value: todays?.totalCalculations ?? 0 },
      completed: {
        value: todays?.completedCalculations ?? 0,
        completionRate: percentOf(
          todays?.completedCalculations ?? 0,
          todays?.totalCalculations ?? 0,
        ),
      },
      uniqueUsers: { value: todays?.uniqueUsers ?? 0, registeredUsers: accountCounts.registered },
      sessions: {
        value: todays?.sessions ?? 0,
        averageDurationSeconds: oneDecimal(todays?.averageDurationSeconds ?? 0),
      },
      newSignups: { value: accountCounts.signups },
      newSubscriptions: { value: paid.created },
    },
    revenue: {
      totalRevenue: (revenue.rows[0]?.cents ?? 0) / 100,
      activeSubscriptions: { monthly: paid.monthly, yearly: paid.yearly, lifetime: paid.lifetime },
      estimatedRevenue: {
        ...estimated,
        total: estimated.monthly + estimated.yearly + estimated.lifetime,
      },
      monthlyRecurringRevenue: paid.monthly * priceOf('monthly'),
      paidUsers: paid.paidUsers,
      totalUsers: accountCounts.customers,
      conversionRate: percentOf(paid.paidUsers, accountCounts.customers),
    },
    dailyActivity: chartDays.map(({ date, totalCalculations, completedCalculations }) => ({
      date,
      totalCalculations,
      completedCalculations,
    })),
    calculatorUsage: usage.rows
      .filter((row) => REGISTRY_IDS.has(row.calculatorType))
      .map((row) => ({
        calculatorType: row.calculatorType as CalculatorId,
        totalStarts: row.totalStarts,
      }))
      .sort(
        (a, b) => b.totalStarts - a.totalStarts || a.calculatorType.localeCompare(b.calculatorType),
      ),
    calculatorPerformance: performance.rows
      .filter((row) => REGISTRY_IDS.has(row.calculatorType))
      .map((row) => ({
        calculatorType: row.calculatorType as CalculatorId,
        starts: row.starts,
        completions: row.completions,
        averageTimeSeconds: averageOf(row.seconds, row.completions),
        completionRate: percentOf(row.completions, row.starts),
      }))
      .sort((a, b) => b.starts - a.starts || a.calculatorType.localeCompare(b.calculatorType)),
    dailyUsers: chartDays.map(({ date, uniqueUsers, sessions }) => ({
      date,
      uniqueUsers,
      sessions,
    })),
  };
}
