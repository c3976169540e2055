import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// STUB (issue 13, package C replaces this file): POST /api/v1/admin/analytics/refresh.
const adminAnalyticsRoutes: FastifyPluginAsyncZod = async () => {};
export default adminAnalyticsRoutes;
