import { randomUUID } from 'node:crypto';
import type { AdminDashboard } from '@freedompath/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  HOUR,
  bearer,
  signUpVerified,
  testClock,
  uniqueEmail,
} from '../../../../../test/accounts.js';
import { buildTestApp } from '../../../../../test/build-test-app.js';
import type { App } from '../../../../app.js';
import type { SubscriptionValues } from '../../../../repositories/subscriptions-repository.js';

const NOW = new Date('2025-07-15T12:00:00.000Z');
const TODAY = '2025-07-15';
const DAY_MS = 24 * HOUR;
const ADMIN_EMAIL = 'metrics-admin@example.com';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';

/** An app on a database of its own (the dashboard counts every account), with its admin. */
async function adminApp() {
  const clock = testClock(NOW);
  const { app } = await buildTestApp({ ADMIN_EMAIL }, { clock });
  const { session } = await signUpVerified(app, ADMIN_EMAIL);
  return { app, clock, adminToken: session.accessToken, adminId: session.user.id };
}

async function dashboard(app: App, token: string): Promise<AdminDashboard> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/v1/admin/dashboard',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<AdminDashboard>();
}

/** Billing's one writer of a user's subscription row, as a webhook or a purchase uses it. */
function writeSubscription(app: App, userId: string, values: Partial<SubscriptionValues>) {
  return app.subscriptions.write(
    app.database.db,
    userId,
    {
      status: 'active',
      subscriptionType: 'monthly',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      stripeSubscriptionId: null,
      stripePaymentId: null,
      ...values,
    },
    app.clock.now(),
  );
}

async function dailyRow(app: App, date: string) {
  const result = await app.database.db.execute<{ signups: number; subscriptions: number }>(sql`
    select new_signups as "signups", new_subscriptions as "subscriptions"
    from daily_stats where date = ${date}::date`);
  return result.rows[0];
}

describe('dashboard signups', async () => {
  const { app, adminToken } = await adminApp();

  it('stay counted, today and in the rollups, when accounts are deleted', async () => {
    const people = await Promise.all(
      [1, 2, 3].map(() => signUpVerified(app, uniqueEmail('leaving'))),
    );
    expect((await dashboard(app, adminToken)).cards.newSignups.value).toBe(4);
    await app.analyticsRollups.refresh('manual');
    expect(await dailyRow(app, TODAY)).toEqual({ signups: 4, subscriptions: 0 });

    for (const { session } of people.slice(0, 2)) {
      await app.users.delete(app.database.db, session.user.id);
    }
    const after = await dashboard(app, adminToken);
    expect(after.cards.newSignups.value).toBe(4);
    // Total users are the accounts there now (the admin aside).
    expect(after.revenue.totalUsers).toBe(1);
    await app.analyticsRollups.refresh('manual', { days: 'all' });
    expect(await dailyRow(app, TODAY)).toEqual({ signups: 4, subscriptions: 0 });
  });
});

describe('dashboard new subscriptions', async () => {
  const { app, clock, adminToken } = await adminApp();
  const newSubscriptions = async () => (await dashboard(app, adminToken)).cards.newSubscriptions;

  it('count each activation: a returning subscriber and a plan change too, not renewals', async () => {
    const { session } = await signUpVerified(app, uniqueEmail('returning'));
    const userId = session.user.id;
    const monthEnd = (days: number) => new Date(clock.now().getTime() + days * DAY_MS);

    // A monthly subscription starts (incomplete first, then paid): one.
    await writeSubscription(app, userId, {
      status: 'incomplete',
      stripeSubscriptionId: 'sub_first',
    });
    expect(await newSubscriptions()).toEqual({ value: 0 });
    await writeSubscription(app, userId, {
      stripeSubscriptionId: 'sub_first',
      currentPeriodEnd: monthEnd(30),
    });
    expect(await newSubscriptions()).toEqual({ value: 1 });

    // Renewed, late: the same subscription, not a new one. Past due, then paid: neither.
    clock.advance(60_000);
    await writeSubscription(app, userId, {
      stripeSubscriptionId: 'sub_first',
      currentPeriodEnd: monthEnd(60),
    });
    await writeSubscription(app, userId, { status: 'past_due', stripeSubscriptionId: 'sub_first' });
    await writeSubscription(app, userId, {
      stripeSubscriptionId: 'sub_first',
      currentPeriodEnd: monthEnd(60),
    });
    expect(await newSubscriptions()).toEqual({ value: 1 });

    // Cancelled, then back with a new subscription: a returning subscriber counts.
    await writeSubscription(app, userId, { status: 'canceled', stripeSubscriptionId: 'sub_first' });
    await writeSubscription(app, userId, {
      stripeSubscriptionId: 'sub_again',
      currentPeriodEnd: monthEnd(30),
    });
    expect(await newSubscriptions()).toEqual({ value: 2 });

    // Upgraded to a year: a plan change counts. A second year bought while it runs extends it.
    await writeSubscription(app, userId, {
      subscriptionType: 'yearly',
      stripePaymentId: 'pi_year',
      currentPeriodEnd: monthEnd(365),
    });
    expect(await newSubscriptions()).toEqual({ value: 3 });
    await writeSubscription(app, userId, {
      subscriptionType: 'yearly',
      stripePaymentId: 'pi_second_year',
      currentPeriodEnd: monthEnd(730),
    });
    expect(await newSubscriptions()).toEqual({ value: 3 });

    // Lifetime, refunded back to the year it replaced: the upgrade counts, the fallback not.
    await writeSubscription(app, userId, {
      subscriptionType: 'lifetime',
      stripePaymentId: 'pi_life',
    });
    await app.subscriptions.update(
      app.database.db,
      userId,
      { subscriptionType: 'yearly', currentPeriodEnd: monthEnd(730), stripePaymentId: null },
      clock.now(),
    );
    expect(await newSubscriptions()).toEqual({ value: 4 });

    // A row upserted per user would have said 1; the rollup agrees with the card.
    await app.analyticsRollups.refresh('manual');
    expect(await dailyRow(app, TODAY)).toMatchObject({ subscriptions: 4 });

    // Kept when the account goes.
    await app.users.delete(app.database.db, userId);
    expect(await newSubscriptions()).toEqual({ value: 4 });
  });
});

describe('dashboard revenue', async () => {
  const { app, clock, adminId, adminToken } = await adminApp();

  it('counts in MRR and active subscriptions only those that will charge again', async () => {
    const later = new Date(NOW.getTime() + 10 * DAY_MS);
    const users = await Promise.all(
      ['renewing', 'ending', 'cancelled', 'disabled', 'expired', 'free'].map(async (label) => {
        const { session } = await signUpVerified(app, uniqueEmail(label));
        return session.user.id;
      }),
    );
    const [renewing, ending, cancelled, disabled, expired] = users as [
      string,
      string,
      string,
      string,
      string,
    ];
    const monthly = (id: string, values: Partial<SubscriptionValues> = {}) =>
      writeSubscription(app, id, {
        stripeSubscriptionId: `sub_${randomUUID()}`,
        currentPeriodEnd: later,
        ...values,
      });
    await monthly(renewing);
    // Set to end at the period's end: access runs, no further charge.
    await monthly(ending, { cancelAtPeriodEnd: true });
    await monthly(cancelled, { status: 'canceled' });
    // Disabled by the admin with the subscription cancelled: the row billing leaves behind.
    await monthly(disabled);
    await app.subscriptions.update(app.database.db, disabled, { status: 'canceled' }, clock.now());
    await app.database.db.execute(
      sql`update users set disabled_at = ${NOW.toISOString()}::timestamptz where id = ${disabled}`,
    );
    await monthly(expired, { currentPeriodEnd: new Date(NOW.getTime() - 1) });
    // The admin's own plan is no customer's.
    await writeSubscription(app, adminId, {
      subscriptionType: 'lifetime',
      stripePaymentId: 'pi_a',
    });

    const { revenue } = await dashboard(app, adminToken);
    expect(revenue.activeSubscriptions).toEqual({ monthly: 1, yearly: 0, lifetime: 0 });
    expect(revenue.monthlyRecurringRevenue).toBe(5);
    expect(revenue.estimatedRevenue).toMatchObject({ monthly: 5 });
    // Renewing and ending still have paid access; the admin does not count.
    expect(revenue.paidUsers).toBe(2);
  });

  it('leaves the admin out of conversion: paying users ÷ accounts other than the admin', async () => {
    const { revenue } = await dashboard(app, adminToken);
    // Six customers, two paying: 33.3 %, where counting the admin's account would say 28.6 %.
    expect(revenue.totalUsers).toBe(6);
    expect(revenue.conversionRate).toBe(33.3);
  });
});

describe('dashboard completion rate', async () => {
  const { app, adminToken } = await adminApp();

  it('counts starts and completions per calculator opening, so it never exceeds 100 %', async () => {
    const at = (minutes: number) => new Date(NOW.getTime() - HOUR + minutes * 60_000).toISOString();
    const event = (
      sessionId: string,
      openedAt: string,
      calculationStatus: 'started' | 'completed' | 'abandoned',
      sentAt: string,
    ) => ({
      type: 'calculation',
      clientEventId: randomUUID(),
      sessionId,
      userAgent: BROWSER,
      calculatorType: 'runway-calculator',
      calculationStatus,
      calculationInputs: null,
      calculationResults: null,
      timeStarted: openedAt,
      timeCompleted: calculationStatus === 'completed' ? sentAt : null,
      timeSpentSeconds: calculationStatus === 'started' ? null : 60,
    });
    const events = [
      // One opening, its start sent twice and four runs: one start, one completion.
      event('s1', at(0), 'started', at(0)),
      event('s1', at(0), 'started', at(0)),
      ...[1, 2, 3, 4].map((minute) => event('s1', at(0), 'completed', at(minute))),
      // Opened again in the same session, left without a run.
      event('s1', at(10), 'started', at(10)),
      event('s1', at(10), 'abandoned', at(11)),
      // A completion whose start was lost still proves the opening.
      event('s2', at(5), 'completed', at(6)),
    ];
    const ingest = await app.inject({
      method: 'POST',
      url: '/api/v1/events',
      payload: { events },
      headers: { 'user-agent': BROWSER },
    });
    expect(ingest.statusCode).toBe(202);
    await app.analyticsRollups.refresh('manual');

    const figures = await dashboard(app, adminToken);
    expect(figures.cards.totalCalculations).toEqual({ value: 3 });
    expect(figures.cards.completed).toEqual({ value: 2, completionRate: 66.7 });
    expect(figures.calculatorPerformance).toEqual([
      {
        calculatorType: 'runway-calculator',
        starts: 3,
        completions: 2,
        averageTimeSeconds: 60,
        completionRate: 66.7,
      },
    ]);
  });
});
