import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database, Db } from './database.js';

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

function firstRow<T>(result: unknown): T | undefined {
  // node-postgres answers `{ rows }`, PGlite's driver answers the same; stay tolerant of both.
  const rows = (result as { rows?: T[] }).rows ?? (result as T[]);
  return rows[0];
}

async function countApplied(db: Db): Promise<number> {
  const table = firstRow<{ name: string | null }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`),
  );
  if (!table?.name) return 0;
  const count = firstRow<{ applied: number }>(
    await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`),
  );
  return Number(count?.applied ?? 0);
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
