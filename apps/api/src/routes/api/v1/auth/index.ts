import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthRateLimitSettings } from '../../../../lib/rate-limit-check.js';
import passwordRoutes from './password-routes.js';
import sessionRoutes from './session-routes.js';
import signupRoutes from './signup-routes.js';

/**
 * `/api/v1/auth`: sign-up with e-mail verification, sign-in, refresh, sign-out and password
 * reset. Answers never tell whether an address has an account (ADR 017); the rules are the
 * accounts service's.
 */
const authRoutes: FastifyPluginAsyncZod<{
  appUrl: string;
  rateLimits: AuthRateLimitSettings;
}> = async (app, { appUrl, rateLimits }) => {
  // In the order of the OpenAPI document. Each gets only its settings: our options hold the
  // prefix too, which a child given them would add a second time.
  await app.register(signupRoutes, { rateLimits });
  await app.register(sessionRoutes, { appUrl, rateLimits });
  await app.register(passwordRoutes, { rateLimits });
};

export default authRoutes;
