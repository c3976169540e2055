import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_OPTIONS, createTestDatabase } from '../../../test/test-database.js';
import { openDatabase, type Database } from './database.js';
import { migrate } from './migrate.js';

const testDatabase = await createTestDatabase();
const database = await openDatabase({
  ...TEST_DATABASE_OPTIONS,
  url: testDatabase.env.DATABASE_URL,
  pgliteDir: 'memory://',
});
const before0010 = mkdtempSync(path.join(tmpdir(), 'fp-migrations-0009-'));
afterAll(async () => {
  await database.close();
  await testDatabase.drop();
  rmSync(before0010, { recursive: true, force: true });
});

/** The migrations folder as it stood before 0010: its journal ends at 0009. */
function migrationsUpTo0009(): string {
  const source = fileURLToPath(new URL('../../../drizzle', import.meta.url));
  cpSync(source, before0010, { recursive: true });
  const journalPath = path.join(before0010, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: Array<{ idx: number }>;
  };
  journal.entries = journal.entries.filter((entry) => entry.idx <= 9);
  writeFileSync(journalPath, JSON.stringify(journal));
  return before0010;
}

async function migrateTo0009(opened: Database): Promise<void> {
  const migrationsFolder = migrationsUpTo0009();
  if (opened.kind === 'postgres') {
    await migratePg(opened.db as unknown as NodePgDatabase, { migrationsFolder });
  } else {
    await migratePglite(opened.db as unknown as PgliteDatabase, { migrationsFolder });
  }
}

async function newUser(email: string): Promise<string> {
  const { rows } = await database.db.execute<{ id: string }>(
    sql`insert into users (email, password_hash) values (${email}, 'x') returning id`,
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('no user inserted');
  return id;
}

async function savePlan(userId: string, name: string, calculator: string, createdAt: string) {
  await database.db.execute(
    sql`insert into scenarios (user_id, name, calculator, inputs, created_at, updated_at)
        values (${userId}, ${name}, ${calculator}, '{}'::jsonb, ${createdAt}::timestamptz, ${createdAt}::timestamptz)`,
  );
}

describe('migration 0010', () => {
  it('renames plans that share a name with " (2)", " (3)"… in creation order, then keeps names unique', async () => {
    await migrateTo0009(database);
    const ana = await newUser('ana@example.com');
    const ben = await newUser('ben@example.com');
    // Saved out of creation order, so the table's order is not what decides.
    await savePlan(ana, 'Lisbon', 'runway', '2026-01-03T00:00:00Z');
    await savePlan(ana, 'lisbon', 'runway', '2026-01-02T00:00:00Z');
    await savePlan(ana, 'Lisbon', 'runway', '2026-01-01T00:00:00Z');
    // A suffix that is taken already is skipped.
    await savePlan(ana, 'Lisbon (2)', 'runway', '2026-01-04T00:00:00Z');
    // Another calculator's plan and another user's may share the name.
    await savePlan(ana, 'Lisbon', 'fire', '2026-01-05T00:00:00Z');
    await savePlan(ben, 'Lisbon', 'runway', '2026-01-06T00:00:00Z');
    // A long name keeps to 100 characters with its suffix.
    const long = 'L'.repeat(100);
    await savePlan(ben, long, 'layoff', '2026-01-07T00:00:00Z');
    await savePlan(ben, long, 'layoff', '2026-01-08T00:00:00Z');

    expect(await migrate(database)).toBeGreaterThanOrEqual(1);

    const { rows } = await database.db.execute<{
      email: string;
      calculator: string;
      name: string;
      results: unknown;
    }>(
      sql`select u.email, s.calculator, s.name, s.results from scenarios s
          join users u on u.id = s.user_id order by u.email, s.calculator, s.created_at`,
    );
    expect(rows.map(({ email, calculator, name }) => [email, calculator, name])).toEqual([
      ['ana@example.com', 'fire', 'Lisbon'],
      ['ana@example.com', 'runway', 'Lisbon'],
      ['ana@example.com', 'runway', 'lisbon (3)'],
      ['ana@example.com', 'runway', 'Lisbon (4)'],
      ['ana@example.com', 'runway', 'Lisbon (2)'],
      ['ben@example.com', 'layoff', long],
      ['ben@example.com', 'layoff', `${'L'.repeat(96)} (2)`],
      ['ben@example.com', 'runway', 'Lisbon'],
    ]);
    // Plans saved before 0010 have no results.
    expect(rows.every((row) => row.results === null)).toBe(true);

    await expect(savePlan(ana, 'LISBON', 'runway', '2026-02-01T00:00:00Z')).rejects.toThrow();
  });
});
