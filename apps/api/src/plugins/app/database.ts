import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase, type Database } from '../../db/database.js';
import { migrate } from '../../db/migrate.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
  }
}

export interface DatabasePluginOptions {
  url?: string | undefined;
  pgliteDir: string;
}

/**
 * Opens the database, applies pending migrations once at boot and closes it with the app.
 * The log says which database is in use.
 */
export default fp<DatabasePluginOptions>(
  async (app: FastifyInstance, options) => {
    const database = await openDatabase(options);
    app.addHook('onClose', () => database.close());
    const applied = await migrate(database);
    app.log.info(
      { database: database.kind, location: database.location, migrationsApplied: applied },
      `database ready: ${database.kind} (${database.location}), ${applied} migration(s) applied`,
    );
    app.decorate('database', database);
  },
  { name: 'database' },
);
