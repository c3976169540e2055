import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../infrastructure/database/database.js';
import { migrate } from '../infrastructure/database/migrate.js';
import { verifyPassword } from '../lib/passwords.js';
import { createTestDatabase, TEST_DATABASE_OPTIONS } from '../../test/test-database.js';
import {
  seedAnalytics,
  SeedError,
  seedUserEmail,
  SEED_USER_PASSWORD,
  type SeedOptions,
} from './seed-analytics.js';

const NOW = new Date('2026-03-15T15:30:00.000Z');
const DAYS = 10;
/** The first instant of the history: midnight UTC, DAYS − 1 days before NOW's day. */
const FROM = new Date('2026-03-06T00:00:00.000Z');

const TINY: SeedOptions = {
  pageViews: 300,
  calculations: 100,
  users: 20,
  days: DAYS,
  seed: 42,
  now: NOW,
  reset: false,
  admin: { email: 'Boss@Example.com', password: 'correct horse battery' },
};

async function one<T>(database: Database, query: ReturnType<typeof sql>): Promise<T> {
  const result = await database.db.execute<Record<string, T>>(query);
  return Object.values(result.rows[0] ?? {})[0] as T;
}

/** What a seeded database holds, as numbers the assertions compare. */
async function snapshot(database: Database) {
  const count = (table: string) =>
    one<number>(database, sql`select count(*)::int from ${sql.identifier(table)}`);
  return {
    pageViews: await count('page_views'),
    calculations: await count('calculation_analytics'),
    eventKeys: await count('analytics_event_keys'),
    seededUsers: await one<number>(
      database,
      sql`select count(*)::int from users where email like 'seed-user-%'`,
    ),
    dailyStats: await count('daily_stats'),
    // Kept when accounts go (ADR 044), so a reset must take the seed's own away.
    signups: await count('signups'),
    activations: await count('subscription_activations'),
    viewsPerDay: await one<string>(
      database,
      sql`select string_agg(total_page_views::text, ',' order by "date") from visitor_stats`,
    ),
    startsPerDay: await one<string>(
      database,
      sql`select string_agg(total_calculations::text, ',' order by "date") from daily_stats`,
    ),
  };
}

function describeSeed(
  name: string,
  open: () => Promise<{ database: Database; drop: () => Promise<void> }>,
) {
  describe(`seedAnalytics on ${name}`, () => {
    let database: Database;
    let drop: () => Promise<void>;

    beforeAll(async () => {
      ({ database, drop } = await open());
      await migrate(database);
    });
    afterAll(async () => {
      await database.close();
      await drop();
    });

    it('inserts exactly the rows asked for, spread over the days, then the rollups', async () => {
      const summary = await seedAnalytics(database.db, TINY);

      expect(summary.from).toEqual(FROM);
      expect(summary.inserted).toMatchObject({
        users: 20,
        page_views: 300,
        calculation_analytics: 100,
        analytics_event_keys: 400,
        daily_stats: DAYS,
        visitor_stats: DAYS,
        admin: 1,
      });
      const first = await snapshot(database);
      expect(first).toMatchObject({
        pageViews: 300,
        calculations: 100,
        eventKeys: 400,
        seededUsers: 20,
        dailyStats: DAYS,
      });

      const spread = await database.db.execute<{ first: string; last: string; days: number }>(sql`
        select min(created_at)::text as first, max(created_at)::text as last,
          count(distinct (created_at at time zone 'UTC')::date)::int as days
        from (select created_at from page_views
          union all select created_at from calculation_analytics
          union all select created_at from users where email like 'seed-user-%') as rows`);
      const { first: earliest, last: latest, days } = spread.rows[0] ?? {};
      expect(new Date(earliest ?? '').getTime()).toBeGreaterThanOrEqual(FROM.getTime());
      expect(new Date(latest ?? '').getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(days).toBeGreaterThanOrEqual(DAYS - 2);
      // Every view falls on one of the rolled-up days.
      expect(first.viewsPerDay.split(',').reduce((sum, day) => sum + Number(day), 0)).toBe(300);

      const emails = await database.db.execute<{ email: string }>(
        sql`select email from users where email like 'seed-user-%' order by email`,
      );
      expect(emails.rows.map(({ email }) => email)).toEqual(
        Array.from({ length: 20 }, (_, index) => seedUserEmail(index + 1)).sort(),
      );

      const calculations = await database.db.execute<{
        status: string;
        rows: number;
        bad: number;
      }>(sql`
        select calculation_status as status, count(*)::int as rows,
          count(*) filter (where case calculation_status
            when 'completed' then calculation_inputs is null or calculation_results is null
              or time_spent_seconds not between 20 and 600 or time_completed is null
            when 'abandoned' then time_spent_seconds is null or time_completed is not null
            else time_spent_seconds is not null or calculation_inputs is not null
          end)::int as bad
        from calculation_analytics group by calculation_status order by 1`);
      expect(calculations.rows.map(({ status }) => status)).toEqual([
        'abandoned',
        'completed',
        'started',
      ]);
      expect(calculations.rows.every(({ bad }) => bad === 0)).toBe(true);

      const admin = await database.db.execute<{ role: string; hash: string; verified: boolean }>(
        sql`select role, password_hash as hash, email_verified_at is not null as verified
          from users where email = 'boss@example.com'`,
      );
      expect(admin.rows[0]).toMatchObject({ role: 'admin', verified: true });
      expect(await verifyPassword(admin.rows[0]?.hash ?? '', 'correct horse battery')).toBe(true);
      const seeded = await one<string>(
        database,
        sql`select password_hash from users where email = ${seedUserEmail(1)}`,
      );
      expect(await verifyPassword(seeded, SEED_USER_PASSWORD)).toBe(true);
    });

    it('refuses to seed the users twice, and with --reset gives the same data again', async () => {
      await expect(seedAnalytics(database.db, TINY)).rejects.toBeInstanceOf(SeedError);
      const before = await snapshot(database);

      await seedAnalytics(database.db, { ...TINY, reset: true });

      expect(await snapshot(database)).toEqual(before);
      // The admin account is not a seeded one: it stays, updated, not duplicated.
      expect(
        await one<number>(
          database,
          sql`select count(*)::int from users where email = 'boss@example.com'`,
        ),
      ).toBe(1);
    });
  });
}

describeSeed('the test database', async () => {
  const test = await createTestDatabase();
  const database = await openDatabase({
    url: test.env.DATABASE_URL,
    pgliteDir: test.env.PGLITE_DIR ?? 'memory://',
    ...TEST_DATABASE_OPTIONS,
  });
  return { database, drop: () => test.drop() };
});

describeSeed('PGlite in memory', async () => ({
  database: await openDatabase({ pgliteDir: 'memory://', ...TEST_DATABASE_OPTIONS }),
  drop: async () => {},
}));

describe('the db:seed command', () => {
  const run = promisify(execFile);
  const apiDir = fileURLToPath(new URL('../..', import.meta.url));
  const seed = (args: string[], env: Record<string, string>) =>
    run(
      process.execPath,
      ['--import', 'tsx', '--conditions=@freedompath/source', 'src/seed/seed.ts', ...args],
      // Only the given settings: the command must not depend on this shell's.
      { cwd: apiDir, env },
    );

  it('seeds a PGlite directory and lets it go for the server that opens it next', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'seed-test-')), 'pglite');
    try {
      const { stdout } = await seed(
        ['--', '--page-views', '30', '--calculations', '10', '--users', '3', '--days', '3'],
        { NODE_ENV: 'development', PGLITE_DIR: dir },
      );
      expect(stdout).toMatch(/page_views\s+30\n/);
      expect(existsSync(`${dir}.lock`)).toBe(false);
      const database = await openDatabase({ pgliteDir: dir, ...TEST_DATABASE_OPTIONS });
      try {
        expect(await one<number>(database, sql`select count(*)::int from page_views`)).toBe(30);
      } finally {
        await database.close();
      }
    } finally {
      rmSync(path.dirname(dir), { recursive: true, force: true });
    }
  });

  it('refuses NODE_ENV=production without --force, and bad numbers, in one line', async () => {
    const production = seed(['--page-views', '1', '--calculations', '1', '--users', '1'], {
      NODE_ENV: 'production',
    });
    await expect(production).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/^NODE_ENV is production.*--force/) as unknown,
    });
    const bad = seed(['--page-views', 'many', '--calculations', '1', '--users', '1'], {
      PGLITE_DIR: '/nonexistent/never-opened',
    });
    await expect(bad).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/^--page-views must be a whole number/) as unknown,
    });
  });
});
