/**
 * `pnpm --filter @freedompath/api db:seed -- --page-views 1500000 --calculations 500000 --users 20000`
 * fills the configured database (DATABASE_URL, else PGLITE_DIR) with a realistic analytics
 * history for the admin dashboard, then prints the rows it inserted per table. See
 * `./seed-analytics.ts` for the shape of the data.
 *
 * Options: `--days 90` (history ending now), `--seed <n>` (same data again; random by default,
 * printed), `--admin-email <e> --admin-password <p>` (a verified admin account; boot the server
 * with the same ADMIN_EMAIL or its next boot makes it a user again), `--reset` (empty the
 * analytics tables and delete the seeded users first; other accounts stay), `--force` (allow
 * NODE_ENV=production). Unset NODE_ENV counts as development here, unlike the server.
 */
import { randomInt } from 'node:crypto';
import { inspect, parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import { z } from 'zod';
import { seedAnalytics, SeedError, type SeedOptions } from './seed-analytics.js';
import { parseCommandEnv } from '../env.js';
import { StartupError } from '../lib/startup-error.js';
import { openDatabase } from '../infrastructure/database/database.js';
import { migrate } from '../infrastructure/database/migrate.js';
import * as schema from '../infrastructure/database/schema/index.js';
import { waitForDatabase } from '../infrastructure/database/wait-for-database.js';

const USAGE =
  'usage: db:seed -- --page-views <n> --calculations <n> --users <n> [--days 90] [--seed <n>] ' +
  '[--admin-email <e> --admin-password <p>] [--reset] [--force]';
const MAX_ROWS = 50_000_000;
/** Raw events older than the retention (13 months by default) would be dropped at once. */
const MAX_DAYS = 365;

function whole(name: string, value: string | undefined, min: number, max: number): number {
  if (value === undefined) throw new SeedError(`--${name} is required\n${USAGE}`);
  const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!(number >= min && number <= max)) {
    throw new SeedError(`--${name} must be a whole number from ${min} to ${max} (got "${value}")`);
  }
  return number;
}

/** The command line as seed options; `now` is when the history ends. */
function parseSeedArgs(argv: string[], now: Date): { options: SeedOptions; force: boolean } {
  // `pnpm … db:seed -- --users 5`: tsx hands the `--` on to the script.
  const args = argv[0] === '--' ? argv.slice(1) : argv;
  let values;
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      options: {
        'page-views': { type: 'string' },
        calculations: { type: 'string' },
        users: { type: 'string' },
        days: { type: 'string', default: '90' },
        seed: { type: 'string' },
        'admin-email': { type: 'string' },
        'admin-password': { type: 'string' },
        reset: { type: 'boolean', default: false },
        force: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    throw new SeedError(`${(error as Error).message}\n${USAGE}`);
  }
  const email = values['admin-email'];
  const password = values['admin-password'];
  if ((email === undefined) !== (password === undefined)) {
    throw new SeedError('--admin-email and --admin-password go together');
  }
  if (email !== undefined && !z.email().safeParse(email).success) {
    throw new SeedError(`--admin-email must be an e-mail address (got "${email}")`);
  }
  if (password === '') throw new SeedError('--admin-password must not be empty');
  return {
    force: values.force,
    options: {
      pageViews: whole('page-views', values['page-views'], 0, MAX_ROWS),
      calculations: whole('calculations', values.calculations, 0, MAX_ROWS),
      users: whole('users', values.users, 0, MAX_ROWS),
      days: whole('days', values.days, 1, MAX_DAYS),
      seed: values.seed === undefined ? randomInt(2 ** 31) : whole('seed', values.seed, 0, 2 ** 31),
      now,
      reset: values.reset,
      admin:
        email === undefined || password === undefined
          ? undefined
          : { email: email.toLowerCase(), password },
    },
  };
}

async function main(): Promise<void> {
  const { options, force } = parseSeedArgs(process.argv.slice(2), new Date());
  const env = parseCommandEnv({
    allowProduction: force,
    refusal: 'NODE_ENV is production: seeding adds made-up users and events (--force)',
  });
  if (env.DATABASE_URL === undefined && env.PGLITE_DIR.startsWith('memory://')) {
    throw new SeedError('PGLITE_DIR=memory:// keeps nothing: set PGLITE_DIR or DATABASE_URL');
  }
  const log = {
    warn: (details: object, message: string) =>
      process.stderr.write(`${message} ${inspect(details)}\n`),
  };
  const database = await openDatabase({
    url: env.DATABASE_URL,
    pgliteDir: env.PGLITE_DIR,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    log,
  });
  try {
    await waitForDatabase(database, { timeoutMs: env.DATABASE_BOOT_TIMEOUT_MS, log });
    await migrate(database);
    process.stdout.write(`Seeding ${database.kind} (${database.location})…\n`);
    let summary;
    if (database.kind === 'postgres') {
      // One session for the whole seed: no statement timeout, and `setseed` holds throughout.
      const client = await database.connectDedicated();
      try {
        summary = await seedAnalytics(drizzle({ client, schema, casing: 'snake_case' }), options);
      } finally {
        await client.end();
      }
    } else {
      summary = await seedAnalytics(database.db, options);
    }
    const days = `${summary.from.toISOString().slice(0, 10)} … ${summary.to.toISOString()}`;
    process.stdout.write(
      `Seeded ${days} (${options.days} days, --seed ${summary.seed}) in ${summary.seconds.toFixed(1)} s\n`,
    );
    for (const [table, rows] of Object.entries(summary.inserted)) {
      process.stdout.write(`  ${table.padEnd(24)} ${String(rows).padStart(10)}\n`);
    }
    if (options.admin) {
      process.stdout.write(
        `Admin ${options.admin.email}: start the server with ADMIN_EMAIL=${options.admin.email} to keep the role.\n`,
      );
    }
  } finally {
    // Also releases the PGlite directory for the server that opens it next.
    await database.close();
  }
}

main().catch((error: unknown) => {
  const readable = error instanceof SeedError || error instanceof StartupError;
  process.stderr.write(`${readable ? error.message : inspect(error)}\n`);
  process.exitCode = 1;
});
