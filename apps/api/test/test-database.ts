import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/infrastructure/database/database.js';

export type TestBackend = 'postgres' | 'testcontainers' | 'pglite';

/** A database of the test file's own, and the settings that point the app at it. */
export interface TestDatabase {
  backend: TestBackend;
  /** Settings to merge into the app's environment. */
  env: { DATABASE_URL?: string; PGLITE_DIR?: string };
  /**
   * The open database to hand to `buildApp` (`AppOptions.database`) so that every app of the
   * file sees the same data: on PGlite the file's one in-memory instance, opened on first use
   * (a PGlite lives in one process and another app's connection cannot reach it); on a server,
   * none: each app opens its own pool from `env`.
   */
  shared(): Promise<Database | undefined>;
  /** False on PGlite, one connection in this process: see `skipWithoutPostgres`. */
  supportsConcurrency: boolean;
  /** Removes the database (or stops the container). */
  drop(): Promise<void>;
}

function log(message: string): void {
  process.stdout.write(`[test-database] ${message}\n`);
}

async function createPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `fp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    backend: 'postgres',
    env: { DATABASE_URL: url.toString() },
    supportsConcurrency: true,
    shared: () => Promise.resolve(undefined),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

async function startContainer(): Promise<TestDatabase | undefined> {
  try {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:17-alpine').start();
    return {
      backend: 'testcontainers',
      env: { DATABASE_URL: container.getConnectionUri() },
      supportsConcurrency: true,
      shared: () => Promise.resolve(undefined),
      drop: async () => {
        await container.stop();
      },
    };
  } catch (error) {
    log(`no container runtime answered (${(error as Error).message.split('\n')[0]})`);
    return undefined;
  }
}

function inMemoryPglite(): TestDatabase {
  let opened: Promise<Database> | undefined;
  return {
    backend: 'pglite',
    env: { PGLITE_DIR: 'memory://' },
    supportsConcurrency: false,
    shared: () => (opened ??= openDatabase({ ...TEST_DATABASE_OPTIONS, pgliteDir: 'memory://' })),
    drop: async () => {
      await (await opened)?.close();
    },
  };
}

/**
 * Gives the calling test file a database of its own: a new database on the server in
 * `TEST_DATABASE_URL` if set, else a testcontainers PostgreSQL where Docker runs, else an
 * in-memory PGlite. Under `CI=true` only a real PostgreSQL will do.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let database: TestDatabase | undefined;
  if (adminUrl) {
    database = await createPostgresDatabase(adminUrl);
  } else {
    database = await startContainer();
  }
  if (!database) {
    if (process.env.CI === 'true') {
      throw new Error(
        'CI=true needs a real PostgreSQL: set TEST_DATABASE_URL (PGlite is refused in CI).',
      );
    }
    database = inMemoryPglite();
  }
  log(`using ${database.backend}`);
  return database;
}

/**
 * Prints, in one line, why tests that need a PostgreSQL server skip, and returns true when they
 * must: PGlite is one connection inside this process, so a test that holds a second session
 * (another client, a lock, a reader), cuts a socket or starts server processes cannot run there.
 * Requests sent at once through apps do run there, one after another: such a test checks the
 * outcome on PGlite and the race itself on PostgreSQL.
 */
export function skipWithoutPostgres(database: TestDatabase, what: string): boolean {
  if (!database.supportsConcurrency) {
    log(
      `SKIPPED ${what}: they need a PostgreSQL server (PGlite is one connection in this process); set TEST_DATABASE_URL to run them`,
    );
  }
  return !database.supportsConcurrency;
}

/** What `openDatabase` needs besides the location, as the app sets it, with a silent log. */
export const TEST_DATABASE_OPTIONS = {
  statementTimeoutMs: 10_000,
  log: { warn: () => undefined },
} as const;
