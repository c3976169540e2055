import {
  changePasswordBodySchema,
  deleteAccountBodySchema,
  entitlementsSchema,
  errorResponseSchema,
  userSchema,
} from '@freedompath/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rateLimitCheck } from '../../../../lib/rate-limit-check.js';
import { toUser } from '../../../../services/accounts/auth-sessions.js';
import type { Viewer } from '../../../../services/accounts/authenticate.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  429: errorResponseSchema,
} as const;

function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new Error('authenticate must run before this handler');
  return request.viewer;
}

/** `/api/v1/me`: the signed-in user's own account. Every route needs an access token. */
const meRoutes: FastifyPluginAsyncZod<{ passwordChecksPerHour: number }> = async (app, options) => {
  app.addHook('onRequest', app.authenticate);
  // A stolen access token must not become a way to guess the password behind it.
  const passwordCheckLimit = rateLimitCheck(
    app,
    'me-password-check',
    { max: options.passwordChecksPerHour, windowMs: 60 * 60 * 1000 },
    (request) => `user:${viewerOf(request).user.id}`,
  );

  app.get(
    '',
    {
      schema: {
        summary: 'The signed-in user',
        description: 'The role is read from the database on every request.',
        tags: ['account'],
        security: [{ bearerAuth: [] }],
        response: { 200: userSchema, 401: errorResponseSchema },
      },
    },
    (request) => toUser(viewerOf(request).user),
  );

  app.get(
    '/entitlements',
    {
      schema: {
        summary: "The signed-in user's plan and calculations left",
        description:
          '`remaining: null` means unlimited (a paid plan or the admin). `renews`, ' +
          '`resumableUntil` and `monthlyUpgrade` say what the subscription will do and what ' +
          'the user may change (ADR 041).',
        tags: ['account'],
        security: [{ bearerAuth: [] }],
        response: { 200: entitlementsSchema, 401: errorResponseSchema },
      },
    },
    (request) => app.entitlements.of(viewerOf(request).user),
  );

  app.post(
    '/password',
    {
      schema: {
        summary: 'Change the password',
        description: 'Ends every other session of the user; this one stays signed in.',
        tags: ['account'],
        security: [{ bearerAuth: [] }],
        body: changePasswordBodySchema,
        response: { 204: z.null().describe('Password changed'), ...errors },
      },
    },
    async (request, reply) => {
      await passwordCheckLimit(request, reply);
      const { currentPassword, newPassword } = request.body;
      await app.accounts.changePassword(viewerOf(request), currentPassword, newPassword);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '',
    {
      schema: {
        summary: 'Delete the account and everything stored for it',
        description:
          'First cancels the monthly subscription at the payment provider at once (no further ' +
          'charge; nothing is refunded by it). 502 PAYMENT_PROVIDER_ERROR when the provider ' +
          'cannot be reached: nothing is deleted.',
        tags: ['account'],
        security: [{ bearerAuth: [] }],
        body: deleteAccountBodySchema,
        response: {
          204: z.null().describe('Account deleted'),
          ...errors,
          502: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      await passwordCheckLimit(request, reply);
      await app.accounts.deleteAccount(viewerOf(request), request.body.password, request.log);
      app.authSessions.clearCookie(reply);
      return reply.status(204).send(null);
    },
  );
};

export default meRoutes;
