import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// STUB (issue 13, package D replaces this file): /api/v1/admin/dashboard and /users.
const adminRoutes: FastifyPluginAsyncZod = async () => {};
export default adminRoutes;
