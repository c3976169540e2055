import { randomUUID } from 'node:crypto';
import type { AnalyticsRefreshResponse } from '@freedompath/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  HOUR,
  bearer,
  errorCode,
  post,
  signUpVerified,
  testClock,
} from '../../../../../../test/accounts.js';
import { buildTestApp } from '../../../../../../test/build-test-app.js';
import { ensureAnalyticsPartitions } from '../../../../../infrastructure/database/analytics-partitions.js';
import {
  adminAuditEntries,
  analyticsDirtyDays,
  calculationAnalytics,
  pageViews,
} from '../../../../../infrastructure/database/schema/index.js';

const ADMIN_EMAIL = 'boss@example.com';
const URL = '/api/v1/admin/analytics/refresh';
const clock = testClock(new Date('2026-05-20T08:00:00Z'));
const { app } = await buildTestApp({ ADMIN_EMAIL }, { clock });
const { db } = app.database;
const admin = await signUpVerified(app, ADMIN_EMAIL);
const adminHeaders = bearer(admin.session.accessToken);

/** A page view and a started calculation `daysAgo` days before the clock, as ingest stores them. */
async function insertDay(daysAgo: number, sessionId: string): Promise<void> {
  const at = new Date(clock.now().getTime() - daysAgo * 24 * HOUR);
  await ensureAnalyticsPartitions(db, at, at);
  await db.insert(pageViews).values({
    id: randomUUID(),
    createdAt: at,
    sessionId,
    pageUrl: '/',
    pageTitle: 'Home',
    userAgent: 'Mozilla/5.0',
    screenResolution: '390x844',
    deviceType: 'mobile',
  });
  await db.insert(calculationAnalytics).values({
    id: randomUUID(),
    createdAt: at,
    sessionId,
    calculatorType: 'fire-calculator',
    calculationStatus: 'started',
    timeStarted: at,
    userAgent: 'Mozilla/5.0',
  });
  await db
    .insert(analyticsDirtyDays)
    .values({ day: at.toISOString().slice(0, 10) })
    .onConflictDoNothing();
}

/** The three rollup tables, without when they were written. */
async function rollups(): Promise<unknown> {
  const result = await db.execute<{ tables: unknown }>(sql`
    select jsonb_build_object(
      'daily', (select coalesce(jsonb_agg(to_jsonb(t) - 'refreshed_at' order by date), '[]')
                from daily_stats t),
      'calculators', (select coalesce(jsonb_agg(to_jsonb(t) - 'refreshed_at'
                        order by date, calculator_type), '[]') from calculator_stats t),
      'visitors', (select coalesce(jsonb_agg(to_jsonb(t) - 'refreshed_at' order by date), '[]')
                   from visitor_stats t)
    ) as tables`);
  return result.rows[0]?.tables;
}

beforeEach(async () => {
  await db.execute(sql`
    truncate page_views, calculation_analytics, analytics_dirty_days, daily_stats,
      calculator_stats, visitor_stats`);
});

describe('POST /api/v1/admin/analytics/refresh', () => {
  it('refuses anonymous callers with 401 and other users with 403, whatever the body', async () => {
    const anonymous = await post(app, URL, {});
    expect(anonymous.statusCode).toBe(401);
    expect(errorCode(anonymous)).toBe('UNAUTHORIZED');

    const { session } = await signUpVerified(app);
    const forbidden = await post(app, URL, { full: 'yes', extra: 1 }, bearer(session.accessToken));
    expect(forbidden.statusCode).toBe(403);
    expect(errorCode(forbidden)).toBe('FORBIDDEN');
  });

  it('answers 400 to the admin for an invalid body', async () => {
    const response = await post(app, URL, { full: 'yes' }, adminHeaders);
    expect(response.statusCode).toBe(400);
    expect(errorCode(response)).toBe('VALIDATION_FAILED');
  });

  it('refreshes the changed days, today and yesterday, and records who did it and when', async () => {
    await insertDay(3, 'recent');
    const response = await app.inject({ method: 'POST', url: URL, headers: adminHeaders });
    expect(response.statusCode).toBe(200);
    const body = response.json<AnalyticsRefreshResponse>();
    expect(body).toEqual({
      refreshedDays: ['2026-05-17', '2026-05-19', '2026-05-20'],
      durationMs: expect.any(Number) as number,
      refreshedAt: clock.now().toISOString(),
    });

    const entries = await db
      .select()
      .from(adminAuditEntries)
      .where(eq(adminAuditEntries.action, 'refresh_analytics'));
    expect(entries).toEqual([
      expect.objectContaining({
        adminUserId: admin.session.user.id,
        adminEmail: ADMIN_EMAIL,
        createdAt: clock.now(),
        targetUserId: null,
        details: { days: 3, full: false },
      }),
    ]);
  });

  it('with full: true recomputes every day from the first with data', async () => {
    await insertDay(5, 'older');
    const response = await post(app, URL, { full: true }, adminHeaders);
    expect(response.statusCode).toBe(200);
    expect(response.json<AnalyticsRefreshResponse>().refreshedDays).toEqual([
      '2026-05-15',
      '2026-05-16',
      '2026-05-17',
      '2026-05-18',
      '2026-05-19',
      '2026-05-20',
    ]);
  });

  it('two refreshes at once leave the same tables as one', async () => {
    for (const daysAgo of [0, 1, 2, 4]) await insertDay(daysAgo, `concurrent-${daysAgo}`);

    const answers = await Promise.all([
      post(app, URL, {}, adminHeaders),
      post(app, URL, {}, adminHeaders),
    ]);
    const statuses = answers.map(({ statusCode }) => statusCode).sort();
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(statuses);
    const concurrent = await rollups();

    await db.execute(sql`truncate daily_stats, calculator_stats, visitor_stats`);
    for (const daysAgo of [0, 1, 2, 4]) {
      const at = new Date(clock.now().getTime() - daysAgo * 24 * HOUR);
      await db
        .insert(analyticsDirtyDays)
        .values({ day: at.toISOString().slice(0, 10) })
        .onConflictDoNothing();
    }
    const single = await post(app, URL, {}, adminHeaders);
    expect(single.statusCode).toBe(200);
    expect(await rollups()).toEqual(concurrent);
  });
});
