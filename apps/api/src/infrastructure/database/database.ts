import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDirectory } from './lock-directory.js';
import * as schema from './schema/index.js';

/**
 * The query builder, typed as node-postgres's: PGlite's driver answers raw queries in the same
 * `{ rows }` shape, so one type serves both databases.
 */
export type Db = PgDatabase<NodePgQueryResultHKT, typeof schema>;

/** The query builder or a transaction of it: what a repository method runs its SQL on. */
export type DbExecutor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** How long a new PostgreSQL connection may take before the attempt fails (ADR 013). */
export const CONNECT_TIMEOUT_MS = 2_000;
/** An idle pooled connection is closed after this long, so a pool shrinks after a burst. */
const IDLE_TIMEOUT_MS = 30_000;
/**
 * The client gives up on a query this long after the server's statement timeout should have
 * cancelled it: the server cannot cancel anything when the network between us is gone.
 */
const QUERY_TIMEOUT_MARGIN_MS = 2_000;

interface DatabaseBase {
  db: Db;
  /** Where it lives, for the log, with any password hidden. */
  location: string;
  /** Resolves when the database answers a trivial query within `timeoutMs`; rejects otherwise. */
  ping(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

export interface PostgresDatabase extends DatabaseBase {
  kind: 'postgres';
  /**
   * A connection outside the pool and without the request timeouts, for long work that must
   * hold one session (migrations under an advisory lock). The caller ends it.
   */
  connectDedicated(): Promise<pg.Client>;
}

export interface PgliteDatabase extends DatabaseBase {
  kind: 'pglite';
}

/** An open database: the query builder, which kind it is, and how to check and close it. */
export type Database = PostgresDatabase | PgliteDatabase;

/**
 * The part of the app's logger the pool reports lost connections to, and, at trace level, each
 * statement's SQL (never its parameters: they hold token and password hashes).
 */
export interface DatabaseLogger {
  warn(details: object, message: string): void;
  trace?(details: object, message: string): void;
}

/** Drizzle's query logger writing each statement's text at trace level, if the log takes it. */
function statementLogger(log: DatabaseLogger) {
  if (!log.trace) return undefined;
  return { logQuery: (statement: string) => log.trace?.({ sql: statement }, 'sql') };
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory, or `memory://` for a throw-away database. */
  pgliteDir: string;
  /** The server cancels any statement that runs longer (PostgreSQL only). */
  statementTimeoutMs: number;
  log: DatabaseLogger;
}

/** A timeout that `isDatabaseUnavailable` recognises, like a socket's own. */
function timeoutError(message: string): Error {
  return Object.assign(new Error(message), { code: 'ETIMEDOUT' });
}

async function withTimeout(work: Promise<unknown>, timeoutMs: number): Promise<void> {
  // The loser of the race may still fail later; that failure is already answered.
  work.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(timeoutError(`The database did not answer within ${timeoutMs / 1000} seconds.`));
    }, timeoutMs);
  });
  try {
    await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A pool whose checked-out clients give themselves back when their connection ends. Drizzle's
 * node-postgres `transaction()` sends BEGIN before the `try` whose `finally` releases the client
 * (drizzle-team/drizzle-orm#6023, open in 0.44 and 0.45): each BEGIN lost with its connection
 * would keep a client checked out for good, until the pool has none left to give (every request
 * then waits out the connect timeout: the API would not recover from an outage) and `end()`
 * waits forever. Releasing such a client twice is harmless: the second release is ignored.
 */
class SelfReleasingPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    // The callback form is `pool.query`'s own checkout, which always releases.
    if (callback) return super.connect(callback);
    return super.connect().then((client) => {
      const release = client.release.bind(client);
      let released = false;
      const releaseOnce = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        client.removeListener('end', onEnd);
        release(error);
      };
      const onEnd = () => releaseOnce(new Error('the connection ended while checked out'));
      client.once('end', onEnd);
      client.release = releaseOnce;
      return client;
    });
  }
}

/** `url` as the log and boot errors show it: a password, if it has one, replaced by `***`. */
export function hidePassword(url: string): string {
  const location = new URL(url);
  location.password = location.password === '' ? '' : '***';
  return location.toString();
}

function openPostgres(url: string, options: DatabaseOptions): PostgresDatabase {
  const pool = new SelfReleasingPool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: IDLE_TIMEOUT_MS,
    statement_timeout: options.statementTimeoutMs,
    query_timeout: options.statementTimeoutMs + QUERY_TIMEOUT_MARGIN_MS,
    keepAlive: true,
    application_name: 'freedompath-api',
  });
  const location = hidePassword(url);
  // Without this listener pg-pool re-emits an idle client's lost connection as an unhandled
  // 'error' event, which kills the process. The pool has already dropped that client.
  pool.on('error', (error) => {
    options.log.warn({ err: error, database: location }, 'idle database connection lost');
  });
  // A client checked out between two queries of a transaction has no listener of its own; its
  // next query fails (answered as a 503) and its release discards it.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return {
    db: drizzlePg({
      client: pool,
      schema,
      casing: 'snake_case',
      logger: statementLogger(options.log),
    }),
    kind: 'postgres',
    location,
    ping: (timeoutMs) => withTimeout(pool.query('select 1'), timeoutMs),
    connectDedicated: async () => {
      const client = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        application_name: 'freedompath-api (migrations)',
      });
      client.on('error', (error) => {
        options.log.warn({ err: error, database: location }, 'migration connection lost');
      });
      await client.connect();
      return client;
    },
    close: () => pool.end(),
  };
}

async function openPglite(options: DatabaseOptions): Promise<PgliteDatabase> {
  const inMemory = options.pgliteDir.startsWith('memory://');
  let unlock = (): void => undefined;
  if (!inMemory) {
    mkdirSync(path.dirname(path.resolve(options.pgliteDir)), { recursive: true });
    // PGlite is one process's database: a second process writing the same files corrupts them.
    unlock = lockDirectory(options.pgliteDir, 'PGLITE_DIR');
    mkdirSync(options.pgliteDir, { recursive: true });
  }
  try {
    const client = await PGlite.create(options.pgliteDir);
    return {
      db: drizzlePglite({
        client,
        schema,
        casing: 'snake_case',
        logger: statementLogger(options.log),
      }) as unknown as Db,
      kind: 'pglite',
      location: options.pgliteDir,
      ping: (timeoutMs) => withTimeout(client.query('select 1'), timeoutMs),
      close: async () => {
        try {
          await client.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/**
 * Opens PostgreSQL through a node-postgres pool when a URL is given, otherwise the embedded
 * PGlite persisted in `pgliteDir`, so a fresh clone runs with nothing else installed. Opening a
 * pool connects to nothing yet: `ping` tells whether the server answers.
 *
 * @throws StartupError when another process holds the PGlite directory.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url === undefined ? openPglite(options) : openPostgres(options.url, options);
}
