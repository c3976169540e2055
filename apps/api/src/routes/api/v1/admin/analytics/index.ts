import {
  analyticsRefreshBodySchema,
  analyticsRefreshResponseSchema,
  errorResponseSchema,
} from '@freedompath/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * `/api/v1/admin/analytics`: the admin's on-demand rollup refresh. Registered inside the admin
 * routes, whose guard runs first (anyone but the admin: 401 or 403, whatever they send).
 */
const adminAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/refresh',
    {
      schema: {
        summary: 'Refresh the analytics rollups now',
        description:
          'Recomputes the daily, calculator and visitor figures of the days that received ' +
          'events since the last run, plus today and yesterday; `full: true` recomputes every ' +
          'day of the kept raw history. Waits up to 5 seconds for a run under way, else 409. ' +
          'Recorded in the admin audit log.',
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        body: z.nullish(analyticsRefreshBodySchema),
        response: {
          200: analyticsRefreshResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const viewer = request.viewer;
      if (!viewer) throw new Error('authenticate must run before this handler');
      const result = await app.admin.refreshAnalytics(viewer, request.body?.full ?? false);
      return {
        refreshedDays: result.refreshedDays,
        durationMs: Math.round(result.durationMs),
        refreshedAt: result.finishedAt.toISOString(),
      };
    },
  );
};
export default adminAnalyticsRoutes;
