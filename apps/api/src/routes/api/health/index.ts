import { healthResponseSchema } from '@freedompath/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { version } from '../../../version.js';

/** `GET /api/health`: answers once the database responds to a query. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        summary: 'Health of the API and its database',
        tags: ['system'],
        response: { 200: healthResponseSchema },
      },
    },
    async () => {
      await app.database.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: app.database.kind, version };
    },
  );
};

export default healthRoutes;
