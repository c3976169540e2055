import {
  API_ERRORS,
  authClientQuerySchema,
  refreshBodySchema,
  signinBodySchema,
} from '@freedompath/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../../lib/app-error.js';
import {
  byEmail,
  byEmailAndIp,
  type AuthRateLimitSettings,
} from '../../../../lib/rate-limit-check.js';
import { authRateLimits } from './auth-rate-limits.js';
import { AUTH_ERRORS, SESSION_RESPONSES } from './auth-route-replies.js';
import { refuseCrossSite } from './refuse-cross-site.js';

/**
 * Sign-in, refresh and sign-out. The refresh token travels in the httpOnly cookie, or in the
 * body for API clients.
 */
const sessionRoutes: FastifyPluginAsyncZod<{
  appUrl: string;
  rateLimits: AuthRateLimitSettings;
}> = async (app, options) => {
  const { perIp, perEmail } = authRateLimits(app, options.rateLimits);

  // Per address from one client, and a looser ceiling per address from everywhere: guessing
  // is bounded either way, and a stranger elsewhere needs ten times as many misses to lock
  // the owner out. Every attempt counts, so parallel guesses cannot slip past.
  const signinPerEmailAndIp = perEmail('signin', byEmailAndIp);
  const signinPerEmail = perEmail('signin-all', byEmail, 10);
  app.post(
    '/signin',
    {
      onRequest: perIp('signin'),
      preHandler: [signinPerEmailAndIp, signinPerEmail],
      schema: {
        summary: 'Sign in with e-mail and password',
        description:
          'Browsers get the refresh token in an httpOnly cookie scoped to /api/v1/auth; with ' +
          '`?client=api` it comes back in the body instead. A wrong password and an unknown ' +
          'address get the same 401.',
        tags: ['auth'],
        querystring: authClientQuerySchema,
        body: signinBodySchema,
        response: SESSION_RESPONSES,
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const { user, tokens } = await app.accounts.signIn(email, password);
      return app.authSessions.reply(reply, user, tokens, request.query.client === 'api');
    },
  );

  app.post(
    '/refresh',
    {
      onRequest: [perIp('refresh'), refuseCrossSite(options.appUrl)],
      schema: {
        summary: 'Trade the refresh token for a new access token and a new refresh token',
        description:
          'The refresh token comes from the cookie, or from the body for API clients (who get ' +
          'the new one in the body). A spent token presented again more than 10 seconds later ' +
          'ends the whole session.',
        tags: ['auth'],
        body: z.nullish(refreshBodySchema),
        response: SESSION_RESPONSES,
      },
    },
    async (request, reply) => {
      const body = request.body ?? {};
      const presented = app.authSessions.presentedToken(request, body);
      if (!presented) {
        throw new AppError(401, 'INVALID_TOKEN', API_ERRORS.UNAUTHORIZED.message);
      }
      try {
        const { user, tokens } = await app.accounts.refresh(presented, request.log);
        return app.authSessions.reply(reply, user, tokens, body.refreshToken !== undefined);
      } catch (error) {
        if (error instanceof AppError && body.refreshToken === undefined) {
          app.authSessions.clearCookie(reply);
        }
        throw error;
      }
    },
  );

  app.post(
    '/signout',
    {
      onRequest: refuseCrossSite(options.appUrl),
      schema: {
        summary: 'Sign out: ends the session of the refresh token on every tab and device using it',
        tags: ['auth'],
        body: z.nullish(refreshBodySchema),
        response: { 204: z.null().describe('Signed out'), ...AUTH_ERRORS },
      },
    },
    async (request, reply) => {
      const presented = app.authSessions.presentedToken(request, request.body ?? {});
      if (presented) await app.accounts.signOut(presented);
      app.authSessions.clearCookie(reply);
      return reply.status(204).send(null);
    },
  );
};

export default sessionRoutes;
