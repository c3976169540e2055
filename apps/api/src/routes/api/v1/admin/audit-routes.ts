import {
  adminAuditListSchema,
  adminAuditQuerySchema,
  errorResponseSchema,
} from '@freedompath/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * `/api/v1/admin/audit`: what the admin did, to whom and when. Registered inside the admin
 * routes, whose guard runs first (anyone but the admin: 401 or 403, whatever they send).
 */
const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        summary: 'The admin audit log, newest first',
        description:
          '`actor` keeps the entries of one admin and `target` those about one account, each ' +
          'named by id or e-mail address; `action` keeps one kind of action. Pass ' +
          '`nextCursor` as `cursor` for the next page; `null` means the last page. An entry ' +
          'about an account deleted since reads `targetDeleted: true`, without its address.',
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        querystring: adminAuditQuerySchema,
        response: {
          200: adminAuditListSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    (request) => app.admin.audit(request.query),
  );
};

export default adminAuditRoutes;
