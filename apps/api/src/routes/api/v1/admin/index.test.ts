import { randomUUID } from 'node:crypto';
import type {
  AdminDashboard,
  AdminUser,
  AdminUserList,
  ConsumeQuotaResponse,
  Entitlements,
} from '@freedompath/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD,
  bearer,
  errorCode,
  post,
  signUpVerified,
  testClock,
  uniqueEmail,
} from '../../../../../test/accounts.js';
import { buildTestApp } from '../../../../../test/build-test-app.js';
import type { App } from '../../../../app.js';
import {
  adminAuditEntries,
  analyticsRefreshes,
  calculatorStats,
  dailyStats,
  payments,
  subscriptions,
  userCalculations,
  users,
  visitorStats,
} from '../../../../infrastructure/database/schema/index.js';

const NOW = new Date('2025-07-15T12:00:00.000Z');
const TODAY = '2025-07-15';
const DAY_MS = 24 * 60 * 60 * 1000;
const ADMIN_EMAIL = 'boss@example.com';

/** The UTC date `days` before today. */
const daysAgo = (days: number) =>
  new Date(NOW.getTime() - days * DAY_MS).toISOString().slice(0, 10);

async function adminApp(): Promise<{ app: App; adminToken: string; adminId: string }> {
  const { app } = await buildTestApp({ ADMIN_EMAIL }, { clock: testClock(NOW) });
  const { session } = await signUpVerified(app, ADMIN_EMAIL);
  expect(session.user.role).toBe('admin');
  return { app, adminToken: session.accessToken, adminId: session.user.id };
}

// The dashboard counts every account, so it gets a database of its own.
const dashboardApp = await adminApp();
const { app, adminToken, adminId } = await adminApp();
const { db } = app.database;

function getAs(target: App, token: string, url: string) {
  return target.inject({ method: 'GET', url, headers: bearer(token) });
}

/** Inserts users straight into the table; `createdAt` may carry microseconds. */
async function insertUsers(
  target: App,
  rows: { email: string; createdAt?: string; verified?: boolean }[],
): Promise<string[]> {
  const inserted = await target.database.db
    .insert(users)
    .values(
      rows.map(({ email, createdAt, verified }) => ({
        email,
        passwordHash: 'not a real hash',
        createdAt: sql`${createdAt ?? NOW.toISOString()}::timestamptz`,
        emailVerifiedAt: verified === false ? null : NOW,
      })),
    )
    .returning({ id: users.id });
  return inserted.map(({ id }) => id);
}

describe('GET /api/v1/admin/dashboard', () => {
  const { app: target, adminToken: token } = dashboardApp;
  const targetDb = target.database.db;

  async function dashboard(): Promise<AdminDashboard> {
    const response = await getAs(target, token, '/api/v1/admin/dashboard');
    expect(response.statusCode).toBe(200);
    return response.json<AdminDashboard>();
  }

  it('reports the rollups, live signups and subscriptions, and revenue', async () => {
    const empty = await dashboard();
    expect(empty.today).toBe(TODAY);
    expect(empty.refreshedAt).toBeNull();
    expect(empty.dailyActivity).toHaveLength(30);
    expect(empty.dailyActivity.every((day) => day.totalCalculations === 0)).toBe(true);
    expect(empty.calculatorUsage).toEqual([]);
    expect(empty.calculatorPerformance).toEqual([]);
    expect(empty.cards.completed).toEqual({ value: 0, completionRate: 0 });
    expect(empty.revenue.totalRevenue).toBe(0);
    expect(empty.revenue.conversionRate).toBe(0);

    const refreshedAt = new Date(NOW.getTime() - 60_000);
    await targetDb.insert(analyticsRefreshes).values([
      {
        trigger: 'scheduled',
        days: [TODAY],
        startedAt: new Date(NOW.getTime() - 400_000),
        finishedAt: new Date(NOW.getTime() - 360_000),
      },
      {
        trigger: 'manual',
        days: [TODAY],
        startedAt: new Date(refreshedAt.getTime() - 500),
        finishedAt: refreshedAt,
      },
    ]);
    const rollup = { newSignups: 0, newSubscriptions: 0, refreshedAt: NOW };
    await targetDb.insert(dailyStats).values([
      {
        date: TODAY,
        totalCalculations: 40,
        completedCalculations: 27,
        uniqueUsers: 6,
        uniqueSessions: 9,
        ...rollup,
      },
      {
        date: daysAgo(5),
        totalCalculations: 10,
        completedCalculations: 5,
        uniqueUsers: 3,
        uniqueSessions: 4,
        ...rollup,
      },
      {
        date: daysAgo(29),
        totalCalculations: 7,
        completedCalculations: 1,
        uniqueUsers: 1,
        uniqueSessions: 1,
        ...rollup,
      },
      // Outside the 30 days.
      {
        date: daysAgo(30),
        totalCalculations: 99,
        completedCalculations: 99,
        uniqueUsers: 99,
        uniqueSessions: 99,
        ...rollup,
      },
    ]);
    const visitors = { bouncedSessions: 0, totalSessionSeconds: 0, refreshedAt: NOW };
    await targetDb.insert(visitorStats).values([
      {
        date: TODAY,
        totalPageViews: 120,
        uniqueVisitors: 30,
        uniqueSessions: 33,
        bounceRate: 33.3,
        avgSessionDuration: 121.2,
        ...visitors,
        bouncedSessions: 11,
        totalSessionSeconds: 4000,
      },
      {
        date: daysAgo(5),
        totalPageViews: 9,
        uniqueVisitors: 4,
        uniqueSessions: 4,
        bounceRate: 50,
        avgSessionDuration: 10,
        ...visitors,
      },
      // Page views on a day without calculations.
      {
        date: daysAgo(14),
        totalPageViews: 20,
        uniqueVisitors: 8,
        uniqueSessions: 8,
        bounceRate: 0,
        avgSessionDuration: 0,
        ...visitors,
      },
    ]);
    const calculator = (
      date: string,
      calculatorType: string,
      totalStarts: number,
      totalCompletions: number,
      totalCompletionSeconds: number,
    ) => ({
      date,
      calculatorType,
      totalStarts,
      totalCompletions,
      totalCompletionSeconds,
      completionRate: 0,
      avgCompletionTimeSeconds: 0,
      refreshedAt: NOW,
    });
    await targetDb.insert(calculatorStats).values([
      calculator(TODAY, 'runway-calculator', 10, 7, 200),
      calculator(daysAgo(6), 'runway-calculator', 5, 1, 31),
      calculator(daysAgo(7), 'runway-calculator', 100, 0, 0),
      calculator(TODAY, 'fire-calculator', 3, 2, 5),
      calculator(daysAgo(29), 'layoff-calculator', 7, 0, 0),
      calculator(daysAgo(30), 'travel-planner', 500, 400, 4000),
      calculator(daysAgo(3), 'debt-paydown-calculator', 0, 0, 0),
      // A calculator the registry no longer has.
      calculator(TODAY, 'retired-calculator', 50, 50, 50),
    ]);

    // The admin (signed up today), five users today and four earlier.
    const yesterday = new Date(NOW.getTime() - DAY_MS).toISOString();
    const [monthly, expired, yearly, lifetime, cancelled, complimentary, both, , , ,] =
      await insertUsers(target, [
        { email: uniqueEmail('monthly') },
        { email: uniqueEmail('expired') },
        { email: uniqueEmail('yearly') },
        { email: uniqueEmail('lifetime') },
        { email: uniqueEmail('cancelled') },
        { email: uniqueEmail('complimentary'), createdAt: yesterday },
        { email: uniqueEmail('both'), createdAt: yesterday },
        { email: uniqueEmail('free'), createdAt: yesterday },
        { email: uniqueEmail('free'), createdAt: yesterday },
        // The first second of today, UTC.
        { email: uniqueEmail('free'), createdAt: `${TODAY}T00:00:00Z` },
      ]);
    await targetDb
      .update(users)
      .set({ complimentaryAccessAt: NOW })
      .where(sql`${users.id} in (${complimentary}, ${both})`);
    const later = new Date(NOW.getTime() + 10 * DAY_MS);
    const subscription = (
      userId: string | undefined,
      subscriptionType: 'monthly' | 'yearly' | 'lifetime',
      status: string,
      currentPeriodEnd: Date | null,
      createdAt = NOW,
    ) => ({
      userId: userId ?? '',
      subscriptionType,
      status,
      currentPeriodEnd,
      createdAt,
      updatedAt: createdAt,
      // A purchase: each one that starts paid access is a new subscription of its day.
      stripePaymentId: `pi_${randomUUID()}`,
    });
    await targetDb
      .insert(subscriptions)
      .values([
        subscription(monthly, 'monthly', 'active', later),
        subscription(
          expired,
          'monthly',
          'active',
          new Date(NOW.getTime() - 1),
          new Date(yesterday),
        ),
        subscription(yearly, 'yearly', 'active', later),
        subscription(lifetime, 'lifetime', 'active', null),
        subscription(cancelled, 'lifetime', 'canceled', null, new Date(yesterday)),
        subscription(both, 'yearly', 'active', later, new Date(yesterday)),
      ]);
    const payment = (amount: number, status: string) => ({
      amount,
      status,
      currency: 'usd',
      stripePaymentId: `pi_${randomUUID()}`,
    });
    await targetDb
      .insert(payments)
      .values([
        payment(500, 'succeeded'),
        payment(2500, 'succeeded'),
        payment(7900, 'succeeded'),
        payment(1, 'succeeded'),
        payment(500, 'failed'),
        payment(2500, 'refunded'),
        payment(500, 'pending'),
      ]);

    const figures = await dashboard();
    expect(figures.today).toBe(TODAY);
    expect(figures.refreshedAt).toBe(refreshedAt.toISOString());
    expect(figures.cards).toEqual({
      pageViews: { value: 120 },
      visitors: { value: 30, bounceRate: 33.3 },
      totalCalculations: { value: 40 },
      completed: { value: 27, completionRate: 67.5 },
      uniqueUsers: { value: 6, registeredUsers: 11 },
      sessions: { value: 33, averageDurationSeconds: 121.2 },
      // The admin and six inserted users were created today.
      newSignups: { value: 7 },
      newSubscriptions: { value: 3 },
    });
    expect(figures.revenue).toEqual({
      totalRevenue: 109.01,
      activeSubscriptions: { monthly: 1, yearly: 2, lifetime: 1 },
      estimatedRevenue: { monthly: 5, yearly: 50, lifetime: 79, total: 134 },
      monthlyRecurringRevenue: 5,
      // Monthly, yearly, lifetime and `both`: complimentary-only access does not count.
      paidUsers: 4,
      // Every account but the admin's.
      totalUsers: 10,
      conversionRate: 40,
    });

    expect(figures.dailyActivity).toHaveLength(30);
    expect(figures.dailyActivity[0]).toEqual({
      date: daysAgo(29),
      totalCalculations: 7,
      completedCalculations: 1,
    });
    expect(figures.dailyActivity[24]).toEqual({
      date: daysAgo(5),
      totalCalculations: 10,
      completedCalculations: 5,
    });
    expect(figures.dailyActivity[29]).toEqual({
      date: TODAY,
      totalCalculations: 40,
      completedCalculations: 27,
    });
    expect(figures.dailyActivity.map(({ date }) => date)).toEqual(
      Array.from({ length: 30 }, (_, index) => daysAgo(29 - index)),
    );
    expect(figures.dailyActivity.reduce((sum, day) => sum + day.totalCalculations, 0)).toBe(57);

    expect(figures.dailyUsers).toHaveLength(30);
    expect(figures.dailyUsers[15]).toEqual({ date: daysAgo(14), uniqueUsers: 0, sessions: 8 });
    expect(figures.dailyUsers[24]).toEqual({ date: daysAgo(5), uniqueUsers: 3, sessions: 4 });
    expect(figures.dailyUsers[29]).toEqual({ date: TODAY, uniqueUsers: 6, sessions: 33 });
    expect(figures.dailyUsers[0]).toEqual({ date: daysAgo(29), uniqueUsers: 1, sessions: 0 });
    expect(figures.dailyUsers[1]).toEqual({ date: daysAgo(28), uniqueUsers: 0, sessions: 0 });

    expect(figures.calculatorUsage).toEqual([
      { calculatorType: 'runway-calculator', totalStarts: 115 },
      { calculatorType: 'layoff-calculator', totalStarts: 7 },
      { calculatorType: 'fire-calculator', totalStarts: 3 },
    ]);
    expect(figures.calculatorPerformance).toEqual([
      {
        calculatorType: 'runway-calculator',
        starts: 15,
        completions: 8,
        // 231 s over 8 completions, and 8 of 15.
        averageTimeSeconds: 28.9,
        completionRate: 53.3,
      },
      {
        calculatorType: 'fire-calculator',
        starts: 3,
        completions: 2,
        averageTimeSeconds: 2.5,
        completionRate: 66.7,
      },
    ]);
  });
});

describe('GET /api/v1/admin/users', () => {
  async function list(query: string, token = adminToken) {
    return getAs(app, token, `/api/v1/admin/users${query}`);
  }

  async function page(query: string): Promise<AdminUserList> {
    const response = await list(query);
    expect(response.statusCode).toBe(200);
    return response.json<AdminUserList>();
  }

  it('finds users by part of the address, case-insensitively, with % and _ taken literally', async () => {
    const tag = randomUUID().slice(0, 8);
    const [underscore, , percent] = await insertUsers(app, [
      { email: `under_score-${tag}@example.com` },
      { email: `underxscore-${tag}@example.com` },
      { email: `per%cent-${tag}@example.com` },
      { email: `back\\slash-${tag}@example.com` },
    ]);
    const ids = async (search: string) =>
      (await page(`?search=${encodeURIComponent(search)}`)).users.map(({ id }) => id);
    expect(await ids(`UNDER_SCORE-${tag}`)).toEqual([underscore]);
    expect(await ids(`r%c`)).toEqual([percent]);
    expect(await ids(`${tag}`)).toHaveLength(4);
    expect((await page(`?search=${encodeURIComponent(`k\\s`)}`)).users).toHaveLength(1);
    expect(await ids(`  ${tag.toUpperCase()}@EXAMPLE.COM `)).toHaveLength(4);
    expect(await ids(`nobody-${tag}`)).toEqual([]);
  });

  it('pages newest first through ties without duplicates or gaps', async () => {
    const tag = randomUUID().slice(0, 8);
    const times = [
      '2025-07-10T08:00:00.000001Z',
      '2025-07-10T08:00:00.000002Z',
      '2025-07-10T08:00:00.000002Z',
      '2025-07-10T08:00:00.000002Z',
      '2025-07-10T08:00:00.000002Z',
      '2025-07-09T00:00:00Z',
      '2025-07-11T23:59:59.999999Z',
    ];
    const ids = await insertUsers(
      app,
      times.map((createdAt, index) => ({ email: `page-${index}-${tag}@example.com`, createdAt })),
    );
    const expected = ids
      .map((id, index) => ({ id, createdAt: times[index] ?? '' }))
      .sort(
        (a, b) =>
          Date.parse(b.createdAt) - Date.parse(a.createdAt) ||
          b.createdAt.localeCompare(a.createdAt) ||
          b.id.localeCompare(a.id),
      )
      .map(({ id }) => id);

    const seen: string[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const next: AdminUserList = await page(
        `?search=${tag}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...next.users.map(({ id }) => id));
      sizes.push(next.users.length);
      cursor = next.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([2, 2, 2, 1]);
    expect(seen).toEqual(expected);

    // Exactly one page's worth: no next page.
    expect((await page(`?search=${tag}&limit=7`)).nextCursor).toBeNull();
  });

  it("shows each user's plan, access, state and calculations", async () => {
    const [free, monthly, lapsed, complimentary, unverified] = await insertUsers(app, [
      { email: uniqueEmail('free'), createdAt: '2020-01-01T00:00:00Z' },
      { email: uniqueEmail('monthly') },
      { email: uniqueEmail('lapsed') },
      { email: uniqueEmail('comp') },
      { email: uniqueEmail('unverified'), verified: false },
    ]);
    await db.insert(subscriptions).values([
      {
        userId: monthly ?? '',
        status: 'active',
        subscriptionType: 'monthly',
        currentPeriodEnd: new Date(NOW.getTime() + DAY_MS),
      },
      {
        userId: lapsed ?? '',
        status: 'active',
        subscriptionType: 'yearly',
        currentPeriodEnd: NOW,
      },
    ]);
    await db
      .update(users)
      .set({ complimentaryAccessAt: NOW, disabledAt: NOW })
      .where(eq(users.id, complimentary ?? ''));
    await db.insert(userCalculations).values(
      [1, 2, 3].map((index) => ({
        userId: free ?? '',
        calculationType: 'scenario',
        idempotencyKey: `key-${index}`,
      })),
    );

    const everyone = await page('?limit=100');
    const byId = new Map(everyone.users.map((user) => [user.id, user]));
    expect(byId.get(free ?? '')).toMatchObject({
      role: 'user',
      emailVerified: true,
      plan: 'free',
      paid: false,
      complimentary: false,
      disabled: false,
      calculationsUsed: 3,
      createdAt: '2020-01-01T00:00:00.000Z',
    });
    expect(byId.get(monthly ?? '')).toMatchObject({ plan: 'monthly', paid: true });
    expect(byId.get(lapsed ?? '')).toMatchObject({ plan: 'free', paid: false });
    expect(byId.get(complimentary ?? '')).toMatchObject({
      plan: 'free',
      paid: true,
      complimentary: true,
      disabled: true,
      calculationsUsed: 0,
    });
    expect(byId.get(unverified ?? '')).toMatchObject({ emailVerified: false });
    expect(byId.get(adminId)).toMatchObject({ role: 'admin', paid: true, plan: 'free' });
  });

  it.each([
    ['garbage', 'nonsense'],
    ['an object', Buffer.from('{"a":1}').toString('base64url')],
    ['a bad id', Buffer.from('["2025-07-01T00:00:00Z","x"]').toString('base64url')],
  ])('refuses a cursor that is %s with 400 INVALID_CURSOR', async (_, cursor) => {
    const response = await list(`?cursor=${cursor}`);
    expect(response.statusCode).toBe(400);
    expect(errorCode(response)).toBe('INVALID_CURSOR');
    expect(response.json<{ message: string }>().message).toMatch(/page link is invalid/);
  });

  it.each([
    ['a limit of 0', '?limit=0'],
    ['a limit over 100', '?limit=101'],
    ['a fractional limit', '?limit=1.5'],
    ['an unknown parameter', '?sort=email'],
    ['a NUL in the search', '?search=a%00b'],
  ])('refuses %s with 400 VALIDATION_FAILED', async (_, query) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(errorCode(response)).toBe('VALIDATION_FAILED');
  });
});

describe('user actions', () => {
  const userUrl = (id: string, path: string) => `/api/v1/admin/users/${id}${path}`;

  function act(method: 'POST' | 'DELETE', id: string, path: string) {
    return app.inject({ method, url: userUrl(id, path), headers: bearer(adminToken) });
  }

  async function acted(method: 'POST' | 'DELETE', id: string, path: string): Promise<AdminUser> {
    const response = await act(method, id, path);
    expect(response.statusCode).toBe(200);
    return response.json<AdminUser>();
  }

  async function auditOf(targetUserId: string) {
    return db
      .select()
      .from(adminAuditEntries)
      .where(eq(adminAuditEntries.targetUserId, targetUserId));
  }

  function consume(token: string) {
    return post(
      app,
      '/api/v1/quota/consume',
      { calculationType: 'scenario', idempotencyKey: randomUUID() },
      bearer(token),
    );
  }

  async function remainingAfterConsume(token: string): Promise<number | null> {
    const response = await consume(token);
    expect(response.statusCode).toBe(200);
    return response.json<ConsumeQuotaResponse>().remaining;
  }

  async function ledgerRows(userId: string): Promise<number> {
    const [row] = await db
      .select({ rows: count() })
      .from(userCalculations)
      .where(eq(userCalculations.userId, userId));
    return row?.rows ?? 0;
  }

  function signIn(email: string) {
    return post(app, '/api/v1/auth/signin?client=api', { email, password: PASSWORD });
  }

  it.each([
    ['POST', '/complimentary-access', 'grant_complimentary_access', {}],
    ['DELETE', '/complimentary-access', 'revoke_complimentary_access', {}],
    ['POST', '/reset-quota', 'reset_quota', { removed: 0 }],
    ['POST', '/disable', 'disable_account', {}],
    ['POST', '/enable', 'enable_account', {}],
  ] as const)(
    '%s %s writes one audit entry: who, when, what, to whom',
    async (method, path, action, details) => {
      const [id] = await insertUsers(app, [{ email: uniqueEmail('audited') }]);
      const target = await acted(method, id ?? '', path);
      expect(await auditOf(id ?? '')).toEqual([
        {
          id: expect.any(String) as string,
          createdAt: NOW,
          adminUserId: adminId,
          adminEmail: ADMIN_EMAIL,
          action,
          targetUserId: id,
          targetEmail: target.email,
          details,
        },
      ]);
    },
  );

  it('complimentary access makes calculations free of the quota until it is revoked', async () => {
    const { session } = await signUpVerified(app);
    const { id } = session.user;
    expect(await remainingAfterConsume(session.accessToken)).toBe(4);

    const granted = await acted('POST', id, '/complimentary-access');
    expect(granted).toMatchObject({ complimentary: true, paid: true, plan: 'free' });
    expect(await remainingAfterConsume(session.accessToken)).toBeNull();
    expect(await ledgerRows(id)).toBe(1);
    const entitlements = await getAs(app, session.accessToken, '/api/v1/me/entitlements');
    expect(entitlements.json<Entitlements>()).toMatchObject({
      plan: 'free',
      paid: true,
      admin: false,
      remaining: null,
    });

    const revoked = await acted('DELETE', id, '/complimentary-access');
    expect(revoked).toMatchObject({ complimentary: false, paid: false });
    expect(await remainingAfterConsume(session.accessToken)).toBe(3);
  });

  it('a quota reset gives back the five free calculations', async () => {
    const { session } = await signUpVerified(app);
    const { id } = session.user;
    for (let calculation = 0; calculation < 5; calculation += 1) {
      await remainingAfterConsume(session.accessToken);
    }
    expect((await consume(session.accessToken)).statusCode).toBe(402);

    const reset = await acted('POST', id, '/reset-quota');
    expect(reset.calculationsUsed).toBe(0);
    const [entry] = await auditOf(id);
    expect(entry?.details).toEqual({ removed: 5 });
    expect(await remainingAfterConsume(session.accessToken)).toBe(4);
  });

  it('disabling ends every session at once and refuses sign-in until enabled', async () => {
    const { email, session, refreshToken } = await signUpVerified(app);
    const { id } = session.user;
    const other = await signIn(email);
    expect(other.statusCode).toBe(200);

    const disabled = await acted('POST', id, '/disable');
    expect(disabled.disabled).toBe(true);
    for (const token of [session.accessToken, other.json<{ accessToken: string }>().accessToken]) {
      const me = await getAs(app, token, '/api/v1/me');
      expect(me.statusCode).toBe(401);
    }
    const refresh = await post(app, '/api/v1/auth/refresh', { refreshToken });
    expect(refresh.statusCode).toBe(403);
    expect(errorCode(refresh)).toBe('ACCOUNT_DISABLED');
    const refused = await signIn(email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'ACCOUNT_DISABLED',
      message: 'This account has been disabled. Contact support if you think this is a mistake.',
    });
    // A wrong password still gets the answer that says nothing about the account.
    const guessed = await post(app, '/api/v1/auth/signin', { email, password: 'wrong guess 123' });
    expect(guessed.statusCode).toBe(401);

    const enabled = await acted('POST', id, '/enable');
    expect(enabled.disabled).toBe(false);
    const back = await signIn(email);
    expect(back.statusCode).toBe(200);
    const me = await getAs(app, back.json<{ accessToken: string }>().accessToken, '/api/v1/me');
    expect(me.statusCode).toBe(200);
    // Sessions the disable ended stay ended.
    expect((await post(app, '/api/v1/auth/refresh', { refreshToken })).statusCode).toBe(401);
  });

  it.each([
    ['POST', '/complimentary-access'],
    ['DELETE', '/complimentary-access'],
    ['POST', '/reset-quota'],
    ['POST', '/disable'],
    ['POST', '/enable'],
  ] as const)(
    '%s %s refuses the admin account with 409 and changes nothing',
    async (method, path) => {
      const response = await act(method, adminId, path);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'CANNOT_MODIFY_ADMIN',
        message: 'The admin account cannot be changed here.',
      });
      expect(await auditOf(adminId)).toEqual([]);
      const [admin] = await db.select().from(users).where(eq(users.id, adminId));
      expect(admin).toMatchObject({ disabledAt: null, complimentaryAccessAt: null });
    },
  );

  it('answers 404 for an unknown user and 400 for an id that is no UUID', async () => {
    const missing = await act('POST', randomUUID(), '/disable');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      code: 'USER_NOT_FOUND',
      message: 'This user does not exist.',
    });
    const malformed = await act('POST', 'not-a-uuid', '/disable');
    expect(malformed.statusCode).toBe(400);
    expect(errorCode(malformed)).toBe('VALIDATION_FAILED');
    const [entries] = await db
      .select({ rows: count() })
      .from(adminAuditEntries)
      .where(and(eq(adminAuditEntries.adminUserId, adminId), sql`target_user_id is null`));
    expect(entries?.rows).toBe(0);
  });
});
