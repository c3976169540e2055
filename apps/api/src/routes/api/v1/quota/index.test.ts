import { randomUUID } from 'node:crypto';
import type { ConsumeQuotaResponse, Entitlements } from '@freedompath/contracts';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { bearer, errorCode, post, signUpVerified } from '../../../../../test/accounts.js';
import { buildTestApp } from '../../../../../test/build-test-app.js';
import { skipWithoutPostgres } from '../../../../../test/test-database.js';
import {
  subscriptions,
  userCalculations,
  users,
} from '../../../../infrastructure/database/schema/index.js';

const ADMIN_EMAIL = 'quota-admin@example.com';
const { app, database } = await buildTestApp({ ADMIN_EMAIL });
const { db } = app.database;

function consume(accessToken: string, idempotencyKey = randomUUID(), calculationType = 'scenario') {
  return post(
    app,
    '/api/v1/quota/consume',
    { calculationType, idempotencyKey },
    bearer(accessToken),
  );
}

async function entitlements(accessToken: string): Promise<Entitlements> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/v1/me/entitlements',
    headers: bearer(accessToken),
  });
  expect(response.statusCode).toBe(200);
  return response.json<Entitlements>();
}

async function ledgerRows(userId: string): Promise<number> {
  const [row] = await db
    .select({ rows: count() })
    .from(userCalculations)
    .where(eq(userCalculations.userId, userId));
  return row?.rows ?? 0;
}

describe('POST /api/v1/quota/consume', () => {
  it('gives a free user five calculations, then 402 with the product’s message', async () => {
    const { session } = await signUpVerified(app);
    expect(await entitlements(session.accessToken)).toEqual({
      plan: 'free',
      paid: false,
      admin: false,
      limit: 5,
      used: 0,
      remaining: 5,
      accessUntil: null,
      cancelAtPeriodEnd: false,
      renews: false,
      resumableUntil: null,
      monthlyUpgrade: null,
    });
    const remaining = [];
    for (let calculation = 0; calculation < 5; calculation += 1) {
      remaining.push((await consume(session.accessToken)).json<ConsumeQuotaResponse>().remaining);
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0]);
    const refused = await consume(session.accessToken);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({
      code: 'QUOTA_EXCEEDED',
      message: "You've used all your calculations. Please upgrade to continue.",
    });
    expect(await entitlements(session.accessToken)).toMatchObject({ used: 5, remaining: 0 });
  });

  it('never lets 20 concurrent consumes pass the limit (20 rounds)', async () => {
    for (let round = 0; round < 20; round += 1) {
      const { session } = await signUpVerified(app);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => consume(session.accessToken)),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses, `round ${round}`).toEqual([
        ...Array.from({ length: 5 }, () => 200),
        ...Array.from({ length: 15 }, () => 402),
      ]);
      expect(await ledgerRows(session.user.id)).toBe(5);
    }
  });

  it('shows why: a read-then-write check lets two requests both take the last calculation', async ({
    skip,
  }) => {
    if (skipWithoutPostgres(database, 'the read-then-write counter-example')) skip();
    // What a naive implementation does (count, then insert), in two sessions interleaved the
    // way two concurrent requests can be. Both see four rows; both insert; the ledger holds six.
    const { session } = await signUpVerified(app);
    for (let calculation = 0; calculation < 4; calculation += 1) await consume(session.accessToken);
    const url = database.env.DATABASE_URL ?? '';
    const [first, second] = [new pg.Client(url), new pg.Client(url)];
    await Promise.all([first.connect(), second.connect()]);
    try {
      const countRows = async (client: pg.Client) =>
        Number(
          (
            await client.query<{ n: string }>(
              'select count(*) as n from user_calculations where user_id = $1',
              [session.user.id],
            )
          ).rows[0]?.n,
        );
      const insert = (client: pg.Client) =>
        client.query(
          `insert into user_calculations (user_id, calculation_type, idempotency_key) values ($1, 'scenario', $2)`,
          [session.user.id, randomUUID()],
        );
      await first.query('begin');
      await second.query('begin');
      expect([await countRows(first), await countRows(second)]).toEqual([4, 4]);
      await insert(first);
      await insert(second);
      await first.query('commit');
      await second.query('commit');
    } finally {
      await Promise.all([first.end(), second.end()]);
    }
    expect(await ledgerRows(session.user.id)).toBe(6);
  });

  it('spends once for the same idempotency key', async () => {
    const { session } = await signUpVerified(app);
    const key = randomUUID();
    const first = await consume(session.accessToken, key);
    const again = await consume(session.accessToken, key);
    expect([first.json(), again.json()]).toEqual([{ remaining: 4 }, { remaining: 4 }]);
    expect(await ledgerRows(session.user.id)).toBe(1);
    for (let calculation = 0; calculation < 4; calculation += 1) await consume(session.accessToken);
    // A retry of a consume that did pass still passes after the limit is reached.
    expect((await consume(session.accessToken, key)).json()).toEqual({ remaining: 0 });
  });

  it('refuses the same key with another calculation type: 422, nothing spent', async () => {
    const { session } = await signUpVerified(app);
    const key = randomUUID();
    expect((await consume(session.accessToken, key, 'scenario')).json()).toEqual({ remaining: 4 });
    const reused = await consume(session.accessToken, key, 'freelance_rate');
    expect([reused.statusCode, reused.json()]).toEqual([
      422,
      {
        code: 'IDEMPOTENCY_KEY_REUSED',
        message:
          'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
      },
    ]);
    expect(await ledgerRows(session.user.id)).toBe(1);
    // The key still stands for its first request, even once the quota is spent.
    for (let calculation = 0; calculation < 4; calculation += 1) await consume(session.accessToken);
    expect((await consume(session.accessToken, key, 'scenario')).json()).toEqual({ remaining: 0 });
    expect((await consume(session.accessToken, key, 'freelance_rate')).statusCode).toBe(422);
    expect(await ledgerRows(session.user.id)).toBe(5);
  });

  it('lets exactly one of concurrent requests with one key and different types spend (10 rounds)', async () => {
    const types = ['scenario', 'international', 'paycheck_planner', 'freelance_rate'];
    for (let round = 0; round < 10; round += 1) {
      const { session } = await signUpVerified(app);
      const key = randomUUID();
      const sent = types.flatMap((type) => [type, type]);
      const answers = await Promise.all(
        sent.map((type) => consume(session.accessToken, key, type)),
      );
      const passed = sent.filter((_, index) => answers[index]?.statusCode === 200);
      // The winner's copy is a retry and passes too; every other answer is the reuse.
      expect(passed, `round ${round}`).toHaveLength(2);
      expect(new Set(passed).size, `round ${round}`).toBe(1);
      expect(answers.filter((answer) => answer.statusCode !== 200).map(errorCode)).toEqual(
        Array(6).fill('IDEMPOTENCY_KEY_REUSED'),
      );
      expect(
        answers
          .filter((answer) => answer.statusCode === 200)
          .map((answer) => answer.json<ConsumeQuotaResponse>()),
      ).toEqual([{ remaining: 4 }, { remaining: 4 }]);
      expect(await ledgerRows(session.user.id)).toBe(1);
    }
  });

  it('takes a key of a ledger row written before fingerprints for a retry', async () => {
    const { session } = await signUpVerified(app);
    const key = randomUUID();
    await db
      .insert(userCalculations)
      .values({ userId: session.user.id, calculationType: 'scenario', idempotencyKey: key });
    for (const type of ['scenario', 'freelance_rate']) {
      expect((await consume(session.accessToken, key, type)).json()).toEqual({ remaining: 4 });
    }
    expect(await ledgerRows(session.user.id)).toBe(1);
  });

  it('neither counts nor records paid users and the admin', async () => {
    const { session: payer } = await signUpVerified(app);
    await db.insert(subscriptions).values({
      userId: payer.user.id,
      status: 'active',
      subscriptionType: 'lifetime',
    });
    const { session: admin } = await signUpVerified(app, ADMIN_EMAIL);
    for (const session of [payer, admin]) {
      for (let calculation = 0; calculation < 7; calculation += 1) {
        expect((await consume(session.accessToken)).json()).toEqual({ remaining: null });
      }
      expect(await ledgerRows(session.user.id)).toBe(0);
    }
    expect(await entitlements(payer.accessToken)).toMatchObject({
      plan: 'lifetime',
      paid: true,
      admin: false,
      remaining: null,
      accessUntil: null,
    });
    expect(await entitlements(admin.accessToken)).toMatchObject({
      plan: 'free',
      paid: true,
      admin: true,
      remaining: null,
    });
  });

  it('counts an ended yearly or monthly plan as free again', async () => {
    const { session } = await signUpVerified(app);
    const now = Date.now();
    await db.insert(subscriptions).values({
      userId: session.user.id,
      status: 'active',
      subscriptionType: 'yearly',
      currentPeriodEnd: new Date(now + 86_400_000),
    });
    expect(await entitlements(session.accessToken)).toMatchObject({
      plan: 'yearly',
      paid: true,
      accessUntil: new Date(now + 86_400_000).toISOString(),
    });
    await db
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(now - 1_000) })
      .where(eq(subscriptions.userId, session.user.id));
    expect(await entitlements(session.accessToken)).toMatchObject({
      plan: 'free',
      paid: false,
      remaining: 5,
    });
    expect((await consume(session.accessToken)).json()).toEqual({ remaining: 4 });
  });

  it('refuses bad input and strangers, and spends nothing', async () => {
    const { session } = await signUpVerified(app);
    for (const payload of [
      { calculationType: 'rocket_science', idempotencyKey: randomUUID() },
      { calculationType: 'scenario' },
      { calculationType: 'scenario', idempotencyKey: 'short' },
      { calculationType: 'scenario', idempotencyKey: 'abcdefgh\u0000' },
      { calculationType: 'scenario', idempotencyKey: randomUUID(), userId: session.user.id },
    ]) {
      const response = await post(
        app,
        '/api/v1/quota/consume',
        payload,
        bearer(session.accessToken),
      );
      expect([response.statusCode, errorCode(response)]).toEqual([400, 'VALIDATION_FAILED']);
    }
    const anonymous = await post(app, '/api/v1/quota/consume', {
      calculationType: 'scenario',
      idempotencyKey: randomUUID(),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await ledgerRows(session.user.id)).toBe(0);
    const [row] = await db.select().from(users).where(eq(users.id, session.user.id));
    expect(row).toBeDefined();
  });
});
