import { randomUUID } from 'node:crypto';
import { calculators } from '@freedompath/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { HOUR, MINUTE, SECOND, testClock } from '../../../test/accounts.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { ensureAnalyticsPartitions } from '../../infrastructure/database/analytics-partitions.js';
import {
  analyticsDirtyDays,
  calculationAnalytics,
  pageViews,
  signups,
  subscriptionActivations,
  subscriptions,
  users,
} from '../../infrastructure/database/schema/index.js';
import {
  selectCalculatorStatsFromRaw,
  selectDailyStatsFromRaw,
  selectVisitorStatsFromRaw,
  type CalculatorStatsRow,
  type DailyStatsRow,
  type VisitorStatsRow,
} from './rollup-sql.js';

const DAY = 24 * HOUR;
const clock = testClock(new Date('2026-03-27T10:00:00Z'));
const { app } = await buildTestApp({}, { clock });
const { db } = app.database;

function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

function startOfDay(at: Date): number {
  return Date.parse(`${utcDay(at)}T00:00:00Z`);
}

interface ViewInput {
  at: Date;
  sessionId: string;
  userId: string | null;
}

interface CalculationInput extends ViewInput {
  calculatorType: string;
  status: 'started' | 'completed' | 'abandoned';
  timeSpentSeconds: number | null;
  /** When the screen was opened; the event's own time unless given. */
  startedAt?: Date;
}

/** Stores raw events as ingest does: the row, and its UTC day marked for the next refresh. */
async function insertEvents(views: ViewInput[], calculations: CalculationInput[]): Promise<void> {
  const times = [...views, ...calculations].map(({ at }) => at.getTime());
  if (times.length === 0) return;
  await ensureAnalyticsPartitions(db, new Date(Math.min(...times)), new Date(Math.max(...times)));
  if (views.length > 0) {
    await db.insert(pageViews).values(
      views.map((view) => ({
        id: randomUUID(),
        createdAt: view.at,
        sessionId: view.sessionId,
        userId: view.userId,
        pageUrl: '/',
        pageTitle: 'Home',
        userAgent: 'Mozilla/5.0',
        screenResolution: '1920x1080',
        deviceType: 'desktop' as const,
      })),
    );
  }
  if (calculations.length > 0) {
    await db.insert(calculationAnalytics).values(
      calculations.map((event) => ({
        id: randomUUID(),
        createdAt: event.at,
        sessionId: event.sessionId,
        userId: event.userId,
        calculatorType: event.calculatorType,
        calculationStatus: event.status,
        timeStarted: event.startedAt ?? event.at,
        timeSpentSeconds: event.timeSpentSeconds,
        userAgent: 'Mozilla/5.0',
      })),
    );
  }
  const days = [...new Set(times.map((time) => utcDay(new Date(time))))];
  await db
    .insert(analyticsDirtyDays)
    .values(days.map((day) => ({ day })))
    .onConflictDoNothing();
}

async function insertUser(at: Date, subscribed: boolean): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({
      email: `${randomUUID()}@example.com`,
      passwordHash: 'x',
      tokensValidAfter: at,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('no user inserted');
  if (subscribed) {
    await db.insert(subscriptions).values({
      userId: user.id,
      status: 'active',
      subscriptionType: 'lifetime',
      stripePaymentId: `pi_${randomUUID()}`,
      createdAt: at,
      updatedAt: at,
    });
  }
  return user.id;
}

interface Snapshot {
  daily: DailyStatsRow[];
  calculators: CalculatorStatsRow[];
  visitors: VisitorStatsRow[];
}

/** The three rollup tables without `refreshed_at`, in the shape of the query-time selects. */
async function snapshot(): Promise<Snapshot> {
  const numbers = <T>(rows: Record<string, unknown>[]): T[] =>
    rows.map(
      (row) =>
        Object.fromEntries(
          Object.entries(row).map(([key, value]) => [
            key,
            key === 'date' || key === 'calculatorType' ? value : Number(value),
          ]),
        ) as T,
    );
  const daily = await db.execute<Record<string, unknown>>(sql`
    select to_char(date, 'YYYY-MM-DD') as "date", total_calculations as "totalCalculations",
      completed_calculations as "completedCalculations", unique_users as "uniqueUsers",
      unique_sessions as "uniqueSessions", new_signups as "newSignups",
      new_subscriptions as "newSubscriptions"
    from daily_stats order by date`);
  const perCalculator = await db.execute<Record<string, unknown>>(sql`
    select to_char(date, 'YYYY-MM-DD') as "date", calculator_type as "calculatorType",
      total_starts as "totalStarts", total_completions as "totalCompletions",
      total_completion_seconds as "totalCompletionSeconds", completion_rate as "completionRate",
      avg_completion_time_seconds as "avgCompletionTimeSeconds"
    from calculator_stats order by date, calculator_type`);
  const visitors = await db.execute<Record<string, unknown>>(sql`
    select to_char(date, 'YYYY-MM-DD') as "date", total_page_views as "totalPageViews",
      unique_visitors as "uniqueVisitors", unique_sessions as "uniqueSessions",
      bounced_sessions as "bouncedSessions", total_session_seconds as "totalSessionSeconds",
      bounce_rate as "bounceRate", avg_session_duration as "avgSessionDuration"
    from visitor_stats order by date`);
  return {
    daily: numbers(daily.rows),
    calculators: numbers(perCalculator.rows),
    visitors: numbers(visitors.rows),
  };
}

/** `round(n / d, 1)` half away from zero, exactly, for n ≥ 0 and d > 0; 0 when d is 0. */
function round1(n: number, d: number): number {
  return d === 0 ? 0 : Math.floor((20 * n + d) / (2 * d)) / 10;
}

/** Counts distinct values. */
function distinct(values: Iterable<unknown>): number {
  return new Set(values).size;
}

/** The rollups of `days` worked out in TypeScript from the raw rows read back. */
async function oracle(days: string[]): Promise<Snapshot> {
  const views = await db
    .select({
      at: pageViews.createdAt,
      sessionId: pageViews.sessionId,
      userId: pageViews.userId,
    })
    .from(pageViews);
  const events = await db
    .select({
      at: calculationAnalytics.createdAt,
      sessionId: calculationAnalytics.sessionId,
      startedAt: calculationAnalytics.timeStarted,
      userId: calculationAnalytics.userId,
      calculatorType: calculationAnalytics.calculatorType,
      status: calculationAnalytics.calculationStatus,
      timeSpentSeconds: calculationAnalytics.timeSpentSeconds,
    })
    .from(calculationAnalytics);
  const people = await db.select({ at: signups.createdAt }).from(signups);
  const subscribers = await db
    .select({ at: subscriptionActivations.activatedAt })
    .from(subscriptionActivations);

  const result: Snapshot = { daily: [], calculators: [], visitors: [] };
  for (const date of days) {
    const dayViews = views.filter(({ at }) => utcDay(at) === date);
    const dayEvents = events.filter(({ at }) => utcDay(at) === date);
    // One opening: a calculator opened in a session at one time; its first completion's time.
    const openings = new Map<string, { calculatorType: string; seconds: number | null }>();
    for (const e of dayEvents) {
      if (e.status === 'abandoned') continue;
      const key = `${e.calculatorType} ${e.sessionId} ${e.startedAt.toISOString()}`;
      const opening = openings.get(key) ?? { calculatorType: e.calculatorType, seconds: null };
      if (e.status === 'completed') {
        opening.seconds = Math.min(opening.seconds ?? Infinity, e.timeSpentSeconds ?? Infinity);
      }
      openings.set(key, opening);
    }
    const started = [...openings.values()];
    const completed = started.filter(({ seconds }) => seconds !== null);
    result.daily.push({
      date,
      totalCalculations: started.length,
      completedCalculations: completed.length,
      uniqueUsers: distinct(
        [...dayViews, ...dayEvents].flatMap(({ userId }) => (userId ? [userId] : [])),
      ),
      uniqueSessions: distinct(dayViews.map(({ sessionId }) => sessionId)),
      newSignups: people.filter(({ at }) => utcDay(at) === date).length,
      newSubscriptions: subscribers.filter(({ at }) => utcDay(at) === date).length,
    });

    const types = [...new Set([...started, ...completed].map((e) => e.calculatorType))].sort();
    for (const calculatorType of types) {
      const starts = started.filter((e) => e.calculatorType === calculatorType).length;
      const done = completed.filter((e) => e.calculatorType === calculatorType);
      // A completion without a time (all of an opening's) adds nothing.
      const seconds = done.reduce(
        (sum, e) => sum + (Number.isFinite(e.seconds) ? (e.seconds ?? 0) : 0),
        0,
      );
      result.calculators.push({
        date,
        calculatorType,
        totalStarts: starts,
        totalCompletions: done.length,
        totalCompletionSeconds: seconds,
        completionRate: round1(100 * done.length, starts),
        avgCompletionTimeSeconds: round1(seconds, done.length),
      });
    }

    const sessions = new Map<string, number[]>();
    for (const { sessionId, at } of dayViews) {
      sessions.set(sessionId, [...(sessions.get(sessionId) ?? []), at.getTime()]);
    }
    const durations = [...sessions.values()].map((times) =>
      Math.floor((Math.max(...times) - Math.min(...times)) / 1000),
    );
    const totalSeconds = durations.reduce((sum, seconds) => sum + seconds, 0);
    const bounced = [...sessions.values()].filter((times) => times.length === 1).length;
    result.visitors.push({
      date,
      totalPageViews: dayViews.length,
      uniqueVisitors: distinct(dayViews.map((v) => v.userId ?? `anon:${v.sessionId}`)),
      uniqueSessions: sessions.size,
      bouncedSessions: bounced,
      totalSessionSeconds: totalSeconds,
      bounceRate: round1(100 * bounced, sessions.size),
      avgSessionDuration: round1(totalSeconds, sessions.size),
    });
  }
  return result;
}

beforeEach(async () => {
  await db.execute(sql`
    truncate page_views, calculation_analytics, analytics_dirty_days, daily_stats,
      calculator_stats, visitor_stats, analytics_refreshes, users cascade`);
});

describe('analytics rollups', () => {
  it('works out a known day: rates and averages to one decimal, whole-second sessions', async () => {
    const day = startOfDay(clock.now());
    const at = (ms: number) => new Date(day + ms);
    const user = await insertUser(at(HOUR), false);
    await insertEvents(
      [
        { at: at(2 * HOUR), sessionId: 'a', userId: null },
        { at: at(2 * HOUR + 30 * SECOND), sessionId: 'a', userId: null },
        { at: at(2 * HOUR + 95 * SECOND + 500), sessionId: 'a', userId: user },
        { at: at(3 * HOUR), sessionId: 'b', userId: null },
        // The next UTC day: another day's session, even with the same id.
        { at: at(DAY + MINUTE), sessionId: 'b', userId: null },
      ],
      [
        ...['started', 'started', 'started', 'abandoned'].map((status) => ({
          at: at(4 * HOUR),
          sessionId: 'c',
          userId: null,
          calculatorType: 'runway-calculator',
          status: status as CalculationInput['status'],
          timeSpentSeconds: null,
        })),
        // Two runs of the opening: one completion, timed by the first.
        ...[25, 10].map((seconds) => ({
          at: at(5 * HOUR),
          sessionId: 'c',
          userId: user,
          calculatorType: 'runway-calculator',
          status: 'completed' as const,
          timeSpentSeconds: seconds,
          startedAt: at(4 * HOUR),
        })),
        // Another opening, never run.
        {
          at: at(4 * HOUR),
          sessionId: 'e',
          userId: null,
          calculatorType: 'runway-calculator',
          status: 'started',
          timeSpentSeconds: null,
        },
        {
          at: at(6 * HOUR),
          sessionId: 'd',
          userId: null,
          calculatorType: 'fire-calculator',
          status: 'abandoned',
          timeSpentSeconds: 3,
        },
      ],
    );

    const result = await app.analyticsRollups.refresh('manual');
    const today = utcDay(clock.now());
    const tomorrow = utcDay(new Date(day + DAY));
    expect(result.refreshedDays).toEqual([utcDay(new Date(day - DAY)), today, tomorrow]);
    const tables = await snapshot();
    expect(tables.daily.find(({ date }) => date === today)).toEqual({
      date: today,
      // Openings: session c's (its start sent three times, run twice) and session e's.
      totalCalculations: 2,
      completedCalculations: 1,
      uniqueUsers: 1,
      uniqueSessions: 2,
      newSignups: 1,
      newSubscriptions: 0,
    });
    // An abandoned-only calculator has no row.
    expect(tables.calculators).toEqual([
      {
        date: today,
        calculatorType: 'runway-calculator',
        totalStarts: 2,
        totalCompletions: 1,
        totalCompletionSeconds: 10,
        completionRate: 50,
        avgCompletionTimeSeconds: 10,
      },
    ]);
    expect(tables.visitors.find(({ date }) => date === today)).toEqual({
      date: today,
      totalPageViews: 4,
      // Session a's anonymous views and its signed-in view, and session b.
      uniqueVisitors: 3,
      uniqueSessions: 2,
      bouncedSessions: 1,
      totalSessionSeconds: 95,
      bounceRate: 50,
      avgSessionDuration: 47.5,
    });
    // A day without events still has its rows, all zero.
    expect(tables.visitors.find(({ date }) => date === utcDay(new Date(day - DAY)))).toMatchObject({
      totalPageViews: 0,
      uniqueSessions: 0,
      bounceRate: 0,
      avgSessionDuration: 0,
    });
    expect(await db.select().from(analyticsDirtyDays)).toEqual([]);
  });

  it('incremental refreshes over a stream of events equal a recomputation and a TypeScript oracle', async () => {
    const calculatorIds = calculators.slice(0, 3).map(({ id }) => id);
    const sessionIds = ['s1', 's2', 's3', 's4', 's5'];
    const eventArbitrary = fc.record({
      /** How long before the clock it happened. */
      ageMs: fc.integer({ min: 0, max: 3 * DAY }),
      sessionId: fc.constantFrom(...sessionIds),
      /** An index into the run's users; past the end, anonymous. */
      user: fc.nat({ max: 5 }),
      calculation: fc.option(
        fc.record({
          calculatorType: fc.constantFrom(...calculatorIds),
          status: fc.constantFrom('started', 'completed', 'abandoned'),
          timeSpentSeconds: fc.option(fc.nat({ max: 900 })),
          /** Which of a few opening times: events of one opening share it. */
          opening: fc.nat({ max: 2 }),
        }),
      ),
    });
    const stepArbitrary = fc.oneof(
      // Time passes; the scheduled job runs.
      fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: 1, max: DAY }) }),
      fc.record({
        kind: fc.constant('events' as const),
        events: fc.array(eventArbitrary, { minLength: 1, maxLength: 8 }),
      }),
      fc.record({ kind: fc.constant('signup' as const), subscribed: fc.boolean() }),
      fc.constant({ kind: 'refresh' as const }),
    );

    await fc.assert(
      fc.asyncProperty(fc.array(stepArbitrary, { minLength: 5, maxLength: 25 }), async (steps) => {
        await db.execute(sql`
          truncate page_views, calculation_analytics, analytics_dirty_days, daily_stats,
            calculator_stats, visitor_stats, analytics_refreshes, users cascade`);
        clock.advance(DAY);
        // Events reach back to the first refreshed yesterday at most, so every day with data is
        // one the incremental runs covered: the from-scratch run has no day they never saw.
        const earliest = startOfDay(clock.now()) - DAY;
        const people = [
          await insertUser(clock.now(), false),
          await insertUser(clock.now(), true),
          await insertUser(clock.now(), false),
        ];
        await app.analyticsRollups.refresh('scheduled');

        for (const step of steps) {
          const now = clock.now().getTime();
          if (step.kind === 'advance') {
            clock.advance(step.ms);
            await app.analyticsRollups.refresh('scheduled');
          } else if (step.kind === 'refresh') {
            await app.analyticsRollups.refresh('scheduled');
          } else if (step.kind === 'signup') {
            // Signups are not marked dirty: they count through today's refresh, so stay today.
            const at = new Date(Math.max(startOfDay(clock.now()), now - HOUR));
            people.push(await insertUser(at, step.subscribed));
          } else {
            const views: ViewInput[] = [];
            const calculations: CalculationInput[] = [];
            for (const event of step.events) {
              const base = {
                at: new Date(Math.max(earliest, now - event.ageMs)),
                sessionId: event.sessionId,
                userId: people[event.user] ?? null,
              };
              if (event.calculation) {
                const { opening, ...calculation } = event.calculation;
                calculations.push({
                  ...base,
                  ...calculation,
                  startedAt: new Date(earliest + opening * HOUR),
                });
              } else views.push(base);
            }
            await insertEvents(views, calculations);
          }
        }
        await app.analyticsRollups.refresh('scheduled');

        const incremental = await snapshot();
        await app.analyticsRollups.refresh('manual', { days: 'all' });
        const recomputed = await snapshot();
        expect(recomputed).toEqual(incremental);

        const days = incremental.daily.map(({ date }) => date);
        expect(incremental.visitors.map(({ date }) => date)).toEqual(days);
        expect(await oracle(days)).toEqual(incremental);
        expect(await selectDailyStatsFromRaw(db, days)).toEqual(incremental.daily);
        expect(await selectCalculatorStatsFromRaw(db, days)).toEqual(incremental.calculators);
        expect(await selectVisitorStatsFromRaw(db, days)).toEqual(incremental.visitors);
        // Every day with data has its rows.
        const dataDays = await db.execute<{ day: string }>(sql`
          select distinct to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day
          from (select created_at from page_views union all
                select created_at from calculation_analytics) raw`);
        for (const { day } of dataDays.rows) expect(days).toContain(day);
      }),
      { numRuns: 15 },
    );
  });
});
