import {
  acceptedResponseSchema,
  authClientQuerySchema,
  checkLinkBodySchema,
  emailBodySchema,
  linkStatusSchema,
  signupBodySchema,
  verifyEmailBodySchema,
} from '@freedompath/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthRateLimitSettings } from '../../../../lib/rate-limit-check.js';
import { authRateLimits } from './auth-rate-limits.js';
import { AUTH_ERRORS, AUTH_ROUTE_MESSAGES, SESSION_RESPONSES } from './auth-route-replies.js';

/** Sign-up and the confirmation of its address, and the check of any e-mailed link. */
const signupRoutes: FastifyPluginAsyncZod<{ rateLimits: AuthRateLimitSettings }> = async (
  app,
  options,
) => {
  const { perIp, perEmail } = authRateLimits(app, options.rateLimits);

  app.post(
    '/signup',
    {
      onRequest: perIp('signup'),
      preHandler: perEmail('signup'),
      schema: {
        summary: 'Create an account',
        description:
          'Always 201 with the same body, whether or not the address has an account: a new or ' +
          'unconfirmed address gets a confirmation link (opening it asks for this password), a ' +
          'confirmed one an e-mail saying someone tried.',
        tags: ['auth'],
        body: signupBodySchema,
        response: { 201: acceptedResponseSchema, ...AUTH_ERRORS },
      },
    },
    async (request, reply) => {
      await app.accounts.signUp(request.body.email, request.body.password);
      return reply.status(201).send({ message: AUTH_ROUTE_MESSAGES.signupAccepted });
    },
  );

  app.post(
    '/check-link',
    {
      onRequest: perIp('check-link'),
      schema: {
        summary: 'Tell whether an e-mailed link still works, without spending it',
        description:
          'For the page a link opens: a used, expired or unknown link is a 400 at once, before ' +
          'anything is typed. The address the link was sent to comes back.',
        tags: ['auth'],
        body: checkLinkBodySchema,
        response: { 200: linkStatusSchema, ...AUTH_ERRORS },
      },
    },
    async (request) => ({
      email: await app.accounts.checkLink(request.body.token, request.body.flow),
    }),
  );

  app.post(
    '/verify-email',
    {
      onRequest: perIp('verify-email'),
      schema: {
        summary:
          'Confirm an e-mail address with the e-mailed link and the sign-up password; signs in',
        description:
          'The link proves the mailbox; the password, that of one of the address’s latest ' +
          'sign-ups, becomes the only one (other sign-ups’ passwords never work). A password ' +
          'of no sign-up is a 401 and the link keeps working.',
        tags: ['auth'],
        querystring: authClientQuerySchema,
        body: verifyEmailBodySchema,
        // 403 ACCOUNT_DISABLED: the admin disabled the account.
        response: SESSION_RESPONSES,
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      const { user, tokens } = await app.accounts.verifyEmail(token, password);
      return app.authSessions.reply(reply, user, tokens, request.query.client === 'api');
    },
  );

  app.post(
    '/resend-verification',
    {
      onRequest: perIp('resend-verification'),
      preHandler: perEmail('resend-verification'),
      schema: {
        summary: 'Send a new confirmation link',
        description:
          'Always 202 with the same body: an unconfirmed account gets a new link, a confirmed ' +
          'one an e-mail saying so, an address without an account an e-mail saying that.',
        tags: ['auth'],
        body: emailBodySchema,
        response: { 202: acceptedResponseSchema, ...AUTH_ERRORS },
      },
    },
    async (request, reply) => {
      await app.accounts.resendVerification(request.body.email);
      return reply.status(202).send({ message: AUTH_ROUTE_MESSAGES.verificationAccepted });
    },
  );
};

export default signupRoutes;
