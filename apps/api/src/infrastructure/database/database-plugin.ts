import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase, type Database } from './database.js';
import { migrate } from './migrate.js';
import { waitForDatabase } from './wait-for-database.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

export interface DatabasePluginOptions {
  /** A database opened by the caller, used instead of opening one and left open at close. */
  database?: Database | undefined;
  url?: string | undefined;
  pgliteDir: string;
  statementTimeoutMs: number;
  /** How long boot waits for an unreachable database before giving up. */
  bootTimeoutMs: number;
}

/**
 * Opens the database (unless given an open one), waits for it to answer, applies pending
 * migrations once at boot and closes it with the app if it opened it. The log says which
 * database is in use.
 */
export default fp<DatabasePluginOptions>(
  async (app: FastifyInstance, options) => {
    let database = options.database;
    if (!database) {
      const opened = await openDatabase({
        url: options.url,
        pgliteDir: options.pgliteDir,
        statementTimeoutMs: options.statementTimeoutMs,
        log: app.log,
      });
      app.addHook('onClose', () => opened.close());
      database = opened;
    }
    await waitForDatabase(database, { timeoutMs: options.bootTimeoutMs, log: app.log });
    const applied = await migrate(database);
    app.log.info(
      { database: database.kind, location: database.location, migrationsApplied: applied },
      `database ready: ${database.kind} (${database.location}), ${applied} migration(s) applied`,
    );
    app.decorate<Database>('database', database);
  },
  { name: 'database' },
);
