/**
 * `pnpm --filter @freedompath/api backup:drill [-- --small]`: a backup and a restore, tried. A
 * database of its own is seeded with `db:seed` at the analytics volume (1.5 M page views, 500 k
 * calculator events, 20 k users with their plans, payments and quota ledger; `--small` for a
 * tenth), dumped with `pg_dump -Fc`, restored with `pg_restore` into a second new database
 * (then analysed), and every table's row count compared between the two. Prints the time of each step and the sizes,
 * then drops both databases and the dump; exits 1 when a count differs or a tool fails.
 *
 * Needs a PostgreSQL server (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local one) and
 * `pg_dump`, `pg_restore` and `psql` of its major version on the PATH.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { seedDatabase, withDatabase } from './bench-support.js';

const SMALL = process.argv.includes('--small');
const VOLUME = SMALL
  ? { pageViews: 150_000, calculations: 50_000, users: 2_000 }
  : { pageViews: 1_500_000, calculations: 500_000, users: 20_000 };
const ADMIN_EMAIL = 'drill-admin@freedompath.test';
/** Tables restore in parallel, one job a core of the drill's machine. */
const RESTORE_JOBS = 2;

const run = promisify(execFile);
const out = (line = ''): void => {
  process.stdout.write(`${line}\n`);
};

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const started = performance.now();
  const value = await work();
  return { value, seconds: (performance.now() - started) / 1000 };
}

const megabytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function databaseSize(url: string): Promise<number> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    const result = await client.query<{ bytes: string }>(
      'select pg_database_size(current_database())::text as bytes',
    );
    return Number(result.rows[0]?.bytes);
  } finally {
    await client.end();
  }
}

/**
 * Exact row counts of every table, by qualified name: partitioned tables and each of their
 * partitions alike (`leaf` false for the partitioned ones, whose rows their partitions hold).
 */
async function rowCounts(url: string): Promise<Map<string, { count: number; leaf: boolean }>> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    const tables = await client.query<{ name: string; leaf: boolean }>(
      `select format('%I.%I', n.nspname, c.relname) as name, c.relkind = 'r' as leaf
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
         and n.nspname not like 'pg_toast%'
       order by 1`,
    );
    const counts = new Map<string, { count: number; leaf: boolean }>();
    for (const { name, leaf } of tables.rows) {
      // The name comes from the catalogue, quoted by format('%I').
      const result = await client.query<{ count: string }>(
        `select count(*)::text as count from ${name}`,
      );
      counts.set(name, { count: Number(result.rows[0]?.count), leaf });
    }
    return counts;
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const { stdout: version } = await run('pg_dump', ['--version']);
  out(`Backup drill with ${version.trim()}`);
  let ok = false;
  const directory = await mkdtemp(path.join(tmpdir(), 'fp-backup-drill-'));
  const dump = path.join(directory, 'freedompath.dump');
  try {
    await withDatabase(async (source) => {
      await withDatabase(async (restored) => {
        const seed = await timed(() => seedDatabase(source, VOLUME, ADMIN_EMAIL));
        out(seed.value.trimEnd().replace(/^/gm, '  '));
        const sourceBytes = await databaseSize(source);

        const backup = await timed(() =>
          run('pg_dump', ['--format=custom', `--file=${dump}`, `--dbname=${source}`]),
        );
        const dumpBytes = (await stat(dump)).size;

        const restore = await timed(() =>
          run('pg_restore', [
            '--exit-on-error',
            '--no-owner',
            `--jobs=${RESTORE_JOBS}`,
            `--dbname=${restored}`,
            dump,
          ]),
        );
        // pg_restore copies no planner statistics: until autovacuum comes round, the API's
        // queries would be planned blind.
        const analyze = await timed(() => run('psql', ['--quiet', '--command=analyze', restored]));
        const restoredBytes = await databaseSize(restored);

        const check = await timed(async () => {
          const [before, after] = await Promise.all([rowCounts(source), rowCounts(restored)]);
          const names = [...new Set([...before.keys(), ...after.keys()])].sort();
          return names.map((name) => ({
            name,
            leaf: before.get(name)?.leaf ?? false,
            before: before.get(name)?.count,
            after: after.get(name)?.count,
          }));
        });

        out('\nRow counts (source → restored)');
        for (const { name, before, after } of check.value) {
          const same = before !== undefined && before === after;
          out(
            `  ${name.padEnd(44)} ${String(before ?? 'missing').padStart(10)} → ` +
              `${String(after ?? 'missing').padStart(10)}  ${same ? 'ok' : 'DIFFERS'}`,
          );
        }
        ok = check.value.every(({ before, after }) => before !== undefined && before === after);
        const rows = check.value
          .filter(({ leaf }) => leaf)
          .reduce((sum, { before }) => sum + (before ?? 0), 0);

        out('\nStep                                            time     size');
        out(
          `  seed (db:seed, ${VOLUME.pageViews.toLocaleString('en-US')} page views)`.padEnd(46) +
            `${seed.seconds.toFixed(1).padStart(6)} s  ${megabytes(sourceBytes).padStart(9)} database`,
        );
        out(
          '  pg_dump -Fc'.padEnd(46) +
            `${backup.seconds.toFixed(1).padStart(6)} s  ${megabytes(dumpBytes).padStart(9)} dump`,
        );
        out(
          `  pg_restore --jobs=${RESTORE_JOBS} into a new database`.padEnd(46) +
            `${restore.seconds.toFixed(1).padStart(6)} s  ${megabytes(restoredBytes).padStart(9)} database`,
        );
        out(
          '  analyze (planner statistics)'.padEnd(46) +
            `${analyze.seconds.toFixed(1).padStart(6)} s`,
        );
        out(
          `  row counts of ${check.value.length} tables compared`.padEnd(46) +
            `${check.seconds.toFixed(1).padStart(6)} s`,
        );
        out(`\n${rows.toLocaleString('en-US')} rows in ${check.value.length} tables`);
        out(ok ? 'Every table has the same row count after the restore.' : 'A row count DIFFERS.');
      });
    });
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
  if (!ok) process.exitCode = 1;
}

await main();
