import {
  API_ERRORS,
  UNSTORABLE_TEXT_MESSAGE,
  adminDashboardSchema,
  adminUserListSchema,
  adminUserParamsSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  disableUserBodySchema,
  errorResponseSchema,
  isStorableText,
  type DisableUserBody,
} from '@freedompath/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../../lib/app-error.js';
import type { AdminUserAction } from '../../../../services/admin/admin.js';
import type { Viewer } from '../../../../services/accounts/authenticate.js';
import adminAnalyticsRoutes from './analytics/index.js';
import adminAuditRoutes from './audit-routes.js';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const guarded = { 401: errorResponseSchema, 403: errorResponseSchema } as const;

function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new Error('authenticate must run before this handler');
  return request.viewer;
}

/** The user-management actions: each one changes one user and writes one audit entry. */
const USER_ACTIONS: readonly {
  method: 'POST' | 'DELETE';
  path: string;
  action: AdminUserAction;
  summary: string;
  description: string;
}[] = [
  {
    method: 'POST',
    path: '/complimentary-access',
    action: 'grant_complimentary_access',
    summary: 'Give a user unlimited calculations for free',
    description:
      'The user counts as paid for entitlements (their plan stays `free`) but not in revenue ' +
      'or conversion.',
  },
  {
    method: 'DELETE',
    path: '/complimentary-access',
    action: 'revoke_complimentary_access',
    summary: "Take back a user's complimentary access",
    description: 'Their calculations count against the free quota again.',
  },
  {
    method: 'POST',
    path: '/reset-quota',
    action: 'reset_quota',
    summary: "Give a user back the free plan's calculations",
    description: "Deletes the user's quota ledger; the audit entry records how many rows went.",
  },
  {
    method: 'POST',
    path: '/disable',
    action: 'disable_account',
    summary: 'Disable an account',
    description:
      'Ends every session of the user at once (refresh and access tokens alike); sign-in then ' +
      'answers 403 `ACCOUNT_DISABLED`. With `cancelSubscription: true`, first cancels the ' +
      "user's monthly subscription at the payment provider at once (502 " +
      'PAYMENT_PROVIDER_ERROR, and nothing changes, when it cannot).',
  },
  {
    method: 'POST',
    path: '/enable',
    action: 'enable_account',
    summary: 'Enable a disabled account',
    description: 'The user can sign in again; sessions ended by the disable stay ended.',
  },
];

/**
 * `/api/v1/admin`: the dashboard figures and user management, for the admin only. The guard
 * runs at `onRequest`, before any validation, so nobody else learns even whether a request
 * would have been valid: anonymous callers get 401, signed-in users 403.
 */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireAdmin);
  // Under the same guard: one place decides who is the admin for every admin route.
  await app.register(adminAnalyticsRoutes, { prefix: '/analytics' });
  await app.register(adminAuditRoutes, { prefix: '/audit' });

  app.get(
    '/dashboard',
    {
      schema: {
        summary: 'The admin dashboard: cards, revenue and charts',
        description:
          "Today's figures (UTC) and the last 30 days, from the rollup tables that the " +
          'analytics job refreshes every five minutes; signups, subscriptions and revenue are ' +
          'counted live.',
        tags,
        security,
        response: { 200: adminDashboardSchema, ...guarded },
      },
    },
    () => app.admin.dashboard(),
  );

  app.get(
    '/users',
    {
      schema: {
        summary: 'Users, newest first, optionally filtered by part of the e-mail address',
        description:
          'Pass `nextCursor` as `cursor` for the next page; `null` means the last page. ' +
          '`calculationsUsed` counts the quota ledger.',
        tags,
        security,
        querystring: adminUsersQuerySchema,
        response: { 200: adminUserListSchema, 400: errorResponseSchema, ...guarded },
      },
    },
    (request) => {
      const { search, cursor, limit } = request.query;
      // No address holds these, and PostgreSQL refuses NUL in a parameter.
      if (search !== undefined && !isStorableText(search)) {
        throw new AppError(400, 'VALIDATION_FAILED', API_ERRORS.VALIDATION_FAILED.message, [
          { path: 'querystring.search', message: UNSTORABLE_TEXT_MESSAGE },
        ]);
      }
      return app.admin.listUsers({
        ...(search ? { search } : {}),
        ...(cursor === undefined ? {} : { cursor }),
        limit,
      });
    },
  );

  for (const { method, path, action, summary, description } of USER_ACTIONS) {
    app.route({
      method,
      url: `/users/:id${path}`,
      schema: {
        summary,
        description: `${description} Recorded in the admin audit log.`,
        tags,
        security,
        params: adminUserParamsSchema,
        ...(action === 'disable_account' ? { body: z.nullish(disableUserBodySchema) } : {}),
        response: {
          200: adminUserSchema,
          400: errorResponseSchema,
          ...guarded,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...(action === 'disable_account' ? { 502: errorResponseSchema } : {}),
        },
      },
      handler: (request) =>
        app.admin.act(viewerOf(request), request.params.id, action, {
          cancelSubscription: (request.body as DisableUserBody | null | undefined)
            ?.cancelSubscription,
          log: request.log,
        }),
    });
  }
};

export default adminRoutes;
