import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database, Db } from './database.js';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

async function countApplied(db: Db): Promise<number> {
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
 * Applies the SQL migrations in `apps/api/drizzle/` that the database has not seen yet.
 * Drizzle records each one in `drizzle.__drizzle_migrations`, so a second boot applies nothing.
 *
 * @returns how many migrations this call applied.
 */
export async function migrate(database: Database): Promise<number> {
  const before = await countApplied(database.db);
  if (database.kind === 'postgres') {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  } else {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  }
  return (await countApplied(database.db)) - before;
}
