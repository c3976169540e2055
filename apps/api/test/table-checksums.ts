import { sql } from 'drizzle-orm';
import type { App } from '../src/app.js';

/** An md5 of the rows of each table of the public schema, by table name. */
export type TableChecksums = Record<string, string>;

/**
 * A function that reads {@link TableChecksums} in one query: equal checksums, equal rows. A
 * partitioned table is read through its parent, which holds the rows of every partition (one
 * the app creates later included); its partitions are not listed again.
 */
export async function tableChecksummer(app: App): Promise<() => Promise<TableChecksums>> {
  const { db } = app.database;
  const tables = await db.execute<{ name: string }>(sql`
    select relname as name from pg_class
    where relnamespace = 'public'::regnamespace and relkind in ('r', 'p') and not relispartition
    order by relname
  `);
  const query = sql.join(
    tables.rows.map(
      ({ name }) =>
        sql`select ${name} as name, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as digest from ${sql.identifier(name)} t`,
    ),
    sql` union all `,
  );
  return async () => {
    const result = await db.execute<{ name: string; digest: string }>(query);
    return Object.fromEntries(result.rows.map(({ name, digest }) => [name, digest]));
  };
}
