import {
  healthResponseSchema,
  liveResponseSchema,
  readyResponseSchema,
} from '@freedompath/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describeDatabaseError } from '../../../infrastructure/database/describe-database-error.js';
import { version } from '../../../version.js';

/** Readiness waits this long for the database: a probe must answer before its own timeout. */
export const READY_TIMEOUT_MS = 2_000;

/**
 * `GET /api/health/live` (the process runs), `GET /api/health/ready` (the database answers a
 * trivial query within 2 seconds, and the server is not shutting down) and `GET /api/health`
 * (both, with the version).
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  async function readiness(): Promise<{ ready: true } | { ready: false; reason: string }> {
    // Out of the load balancer's pool before the close: see infrastructure/http/shutdown-drain.ts.
    if (app.draining) return { ready: false, reason: 'The server is shutting down.' };
    try {
      await app.database.ping(READY_TIMEOUT_MS);
      return { ready: true };
    } catch (error) {
      return {
        ready: false,
        reason: `The database is not answering (${describeDatabaseError(error)}).`,
      };
    }
  }

  app.get(
    '',
    {
      schema: {
        summary: 'Health of the API: version, database and readiness',
        description: '200 when the database answers within 2 seconds, else 503 with the reason.',
        tags: ['system'],
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const check = await readiness();
      const base = { database: app.database.kind, version };
      if (check.ready) return { status: 'ok' as const, ...base, ready: true };
      return reply
        .status(503)
        .send({ status: 'unavailable' as const, ...base, ready: false, reason: check.reason });
    },
  );

  app.get(
    '/live',
    {
      schema: {
        summary: 'Liveness: the process is running',
        description: 'Answers 200 while the process runs, whatever the state of the database.',
        tags: ['system'],
        response: { 200: liveResponseSchema },
      },
    },
    () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        summary: 'Readiness: the database answers',
        description:
          '200 when the database answers a trivial query within 2 seconds and the server is not ' +
          'shutting down, else 503 with the reason.',
        tags: ['system'],
        response: { 200: readyResponseSchema, 503: readyResponseSchema },
      },
    },
    async (_request, reply) => {
      const check = await readiness();
      if (check.ready) return { status: 'ready' as const };
      return reply.status(503).send({ status: 'unavailable' as const, reason: check.reason });
    },
  );
};

export default healthRoutes;
