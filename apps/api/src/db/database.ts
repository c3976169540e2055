import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { DatabaseKind } from '@freedompath/contracts';
import { drizzle as drizzlePg, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.js';

/**
 * The query builder, typed as node-postgres's: PGlite's driver answers raw queries in the same
 * `{ rows }` shape, so one type serves both databases.
 */
export type Db = PgDatabase<NodePgQueryResultHKT, typeof schema>;

/** An open database: the query builder, which kind it is, and how to close it. */
export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Where it lives, for the log, with any password hidden. */
  location: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory, or `memory://` for a throw-away database. */
  pgliteDir: string;
}

/**
 * Opens PostgreSQL through node-postgres when a URL is given, otherwise the embedded PGlite
 * persisted in `pgliteDir`, so a fresh clone runs with nothing else installed.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url !== undefined) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const location = new URL(options.url);
    location.password = location.password === '' ? '' : '***';
    return {
      db: drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db,
      kind: 'postgres',
      location: location.toString(),
      close: () => pool.end(),
    };
  }
  if (!options.pgliteDir.startsWith('memory://')) mkdirSync(options.pgliteDir, { recursive: true });
  const client = await PGlite.create(options.pgliteDir);
  return {
    db: drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db,
    kind: 'pglite',
    location: options.pgliteDir,
    close: () => client.close(),
  };
}
