import {
  consumeQuotaBodySchema,
  consumeQuotaResponseSchema,
  errorResponseSchema,
} from '@freedompath/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../../lib/app-error.js';

/** `/api/v1/quota`: the signed-in user's calculations. */
const quotaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/consume',
    {
      schema: {
        summary: 'Spend one calculation',
        description:
          'Signed-in free users have 5; the same idempotency key twice spends once. The same ' +
          'key with another calculation type is `422 IDEMPOTENCY_KEY_REUSED` and spends ' +
          'nothing. Paid users and the admin get `remaining: null` and are neither counted nor ' +
          'recorded, so their keys are not checked.',
        tags: ['quota'],
        security: [{ bearerAuth: [] }],
        body: consumeQuotaBodySchema,
        response: {
          200: consumeQuotaResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          402: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const viewer = request.viewer;
      if (!viewer) throw new AppError(401, 'UNAUTHORIZED');
      const { calculationType, idempotencyKey } = request.body;
      return {
        remaining: await app.entitlements.consume(viewer.user, calculationType, idempotencyKey, {
          calculationType,
        }),
      };
    },
  );
};

export default quotaRoutes;
