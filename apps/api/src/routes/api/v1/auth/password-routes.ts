import {
  acceptedResponseSchema,
  authClientQuerySchema,
  authSessionSchema,
  emailBodySchema,
  errorResponseSchema,
  resetPasswordBodySchema,
} from '@freedompath/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthRateLimitSettings } from '../../../../lib/rate-limit-check.js';
import { authRateLimits } from './auth-rate-limits.js';
import { AUTH_ERRORS, AUTH_ROUTE_MESSAGES } from './auth-route-replies.js';

/** A forgotten password: the e-mailed reset link, and the new password it sets. */
const passwordRoutes: FastifyPluginAsyncZod<{ rateLimits: AuthRateLimitSettings }> = async (
  app,
  options,
) => {
  const { perIp, perEmail } = authRateLimits(app, options.rateLimits);

  app.post(
    '/forgot-password',
    {
      onRequest: perIp('forgot-password'),
      preHandler: perEmail('forgot-password'),
      schema: {
        summary: 'E-mail a password reset link',
        description:
          'Always 202 with the same body, in the same time: an account gets a reset link, an ' +
          'address without one an e-mail saying so.',
        tags: ['auth'],
        body: emailBodySchema,
        response: { 202: acceptedResponseSchema, ...AUTH_ERRORS },
      },
    },
    async (request, reply) => {
      await app.accounts.forgotPassword(request.body.email);
      return reply.status(202).send({ message: AUTH_ROUTE_MESSAGES.resetAccepted });
    },
  );

  app.post(
    '/reset-password',
    {
      onRequest: perIp('reset-password'),
      schema: {
        summary: 'Set a new password with the token of the e-mailed link; signs in',
        description:
          'Ends every existing session, confirms the e-mail address and starts a new session.',
        tags: ['auth'],
        querystring: authClientQuerySchema,
        body: resetPasswordBodySchema,
        response: { 200: authSessionSchema, 403: errorResponseSchema, ...AUTH_ERRORS },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      const { user, tokens } = await app.accounts.resetPassword(token, password);
      return app.authSessions.reply(reply, user, tokens, request.query.client === 'api');
    },
  );
};

export default passwordRoutes;
