import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase as DrizzlePglite } from 'drizzle-orm/pglite';
import type { Database, Db, PostgresDatabase } from './database.js';

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** The advisory lock every API process takes before migrating, so only one migrates at once. */
const MIGRATION_LOCK = 'freedompath.migrations';

async function countApplied(db: Pick<Db, 'execute'>): Promise<number> {
  const table = await db.execute<{ name: string | null }>(
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table.rows[0]?.name) return 0;
  const count = await db.execute<{ applied: number }>(
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  );
  return count.rows[0]?.applied ?? 0;
}

/**
 * Migrates in one dedicated session that holds a PostgreSQL advisory lock: processes booting at
 * once wait for each other, and each finds what the one before it applied.
 */
async function migratePostgres(database: PostgresDatabase): Promise<number> {
  const client = await database.connectDedicated();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK]);
    const db: NodePgDatabase = drizzlePg({ client });
    const before = await countApplied(db);
    await migratePg(db, { migrationsFolder });
    return (await countApplied(db)) - before;
  } finally {
    // Ending the session releases the advisory lock too.
    await client.end();
  }
}

/**
 * Applies the SQL migrations in `apps/api/drizzle/` that the database has not seen yet.
 * Drizzle records each one in `drizzle.__drizzle_migrations`, so a second boot applies nothing.
 *
 * @returns how many migrations this call applied.
 */
export async function migrate(database: Database): Promise<number> {
  if (database.kind === 'postgres') return migratePostgres(database);
  const before = await countApplied(database.db);
  await migratePglite(database.db as unknown as DrizzlePglite, { migrationsFolder });
  return (await countApplied(database.db)) - before;
}
