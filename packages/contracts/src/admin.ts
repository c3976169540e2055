import { z } from 'zod/mini';
import { calculatorIdSchema } from './calculators.js';
import { planIdSchema } from './plans.js';
import { roleSchema } from './auth.js';
import type { ApiErrorCode } from './api-errors.js';

const count = () => z.number().check(z.int(), z.nonnegative());
/** A percentage rounded to one decimal (0–100 for rates of a whole). */
const percent = () => z.number().check(z.nonnegative());
const dateSchema = /* @__PURE__ */ z.iso.date();
const timestampSchema = /* @__PURE__ */ z.iso.datetime({ offset: true });

/**
 * Days of the Daily Activity and Daily Users & Sessions charts (product: platform#admin-dashboard
 * "chart window").
 */
export const DASHBOARD_CHART_DAYS = 30;
/**
 * Days of the Calculator Performance table (product: platform#admin-dashboard "performance list").
 */
export const DASHBOARD_PERFORMANCE_DAYS = 7;

/**
 * `GET /api/v1/admin/dashboard`: the eight cards of product: platform#admin-dashboard (today's
 * figure as `value`, in UTC days), the revenue figures of product: platform#admin-dashboard, and
 * the chart series, read from the rollup tables.
 */
export const adminDashboardSchema = /* @__PURE__ */ z
  .object({
    /** The UTC day the cards count. */
    today: dateSchema,
    /** When the rollups last ran; null before the first run. */
    refreshedAt: z.nullable(timestampSchema),
    cards: z.object({
      pageViews: z.object({ value: count() }),
      visitors: z.object({ value: count(), bounceRate: percent() }),
      totalCalculations: z.object({ value: count() }),
      completed: z.object({ value: count(), completionRate: percent() }),
      uniqueUsers: z.object({ value: count(), registeredUsers: count() }),
      sessions: z.object({
        value: count(),
        averageDurationSeconds: z.number().check(z.nonnegative()),
      }),
      /** Accounts created today, deleted ones included (ADR 044). */
      newSignups: z.object({ value: count() }),
      /** Purchases that started paid access today: new, returning and plan changes (ADR 044). */
      newSubscriptions: z.object({ value: count() }),
    }),
    revenue: z.object({
      /** Succeeded payments, in dollars (cents ÷ 100). */
      totalRevenue: z.number(),
      /**
       * Monthly: subscriptions that will charge again (not set to end at the period's end);
       * yearly and lifetime: one-time purchases whose access runs.
       */
      activeSubscriptions: z.object({ monthly: count(), yearly: count(), lifetime: count() }),
      /** Active plans priced at $5, $25 and $79. */
      estimatedRevenue: z.object({
        monthly: z.number(),
        yearly: z.number(),
        lifetime: z.number(),
        total: z.number(),
      }),
      /** $5 for each monthly subscription that will charge again. */
      monthlyRecurringRevenue: z.number(),
      /** Users with a paid plan running, the admin not included. */
      paidUsers: count(),
      /** Every account but the admin's. */
      totalUsers: count(),
      /** Paying users ÷ total users, as a percentage to one decimal. */
      conversionRate: percent(),
    }),
    dailyActivity: z.array(
      z.object({ date: dateSchema, totalCalculations: count(), completedCalculations: count() }),
    ),
    calculatorUsage: z.array(
      z.object({ calculatorType: calculatorIdSchema, totalStarts: count() }),
    ),
    calculatorPerformance: z.array(
      z.object({
        calculatorType: calculatorIdSchema,
        starts: count(),
        completions: count(),
        averageTimeSeconds: z.number().check(z.nonnegative()),
        completionRate: percent(),
      }),
    ),
    dailyUsers: z.array(z.object({ date: dateSchema, uniqueUsers: count(), sessions: count() })),
  })
  .register(z.globalRegistry, { id: 'AdminDashboard' });
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

/** `GET /api/v1/admin/users`: newest first, filtered by a part of the e-mail address. */
export const adminUsersQuerySchema = /* @__PURE__ */ z.strictObject({
  search: z.optional(z.string().check(z.trim(), z.maxLength(254))),
  /** `nextCursor` of the previous page. */
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 50),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const adminUserSchema = /* @__PURE__ */ z
  .object({
    id: z.uuid(),
    email: z.string(),
    role: roleSchema,
    emailVerified: z.boolean(),
    plan: z.enum(['free', ...planIdSchema.options]),
    /** Unlimited calculations: a paid plan, complimentary access or the admin. */
    paid: z.boolean(),
    complimentary: z.boolean(),
    disabled: z.boolean(),
    /** Rows in the quota ledger. */
    calculationsUsed: count(),
    createdAt: timestampSchema,
  })
  .register(z.globalRegistry, { id: 'AdminUser' });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = /* @__PURE__ */ z
  .object({ users: z.array(adminUserSchema), nextCursor: z.nullable(z.string()) })
  .register(z.globalRegistry, { id: 'AdminUserList' });
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const adminUserParamsSchema = /* @__PURE__ */ z.strictObject({ id: z.uuid() });

/**
 * `POST /api/v1/admin/users/{id}/disable` (the body is optional). `cancelSubscription`: also
 * cancel the user's monthly subscription at the payment provider at once, so it never charges
 * again (ADR 041); the disable dialog offers it, on by default. Without it (or `false`) the
 * subscription is left as it is.
 */
export const disableUserBodySchema = /* @__PURE__ */ z
  .strictObject({ cancelSubscription: z.optional(z.boolean()) })
  .register(z.globalRegistry, { id: 'DisableUserBody' });
export type DisableUserBody = z.infer<typeof disableUserBodySchema>;

/** `POST /api/v1/admin/analytics/refresh`: `full` recomputes every day of the raw history. */
export const analyticsRefreshBodySchema = /* @__PURE__ */ z
  .strictObject({ full: z.optional(z.boolean()) })
  .register(z.globalRegistry, { id: 'AnalyticsRefreshBody' });
export type AnalyticsRefreshBody = z.infer<typeof analyticsRefreshBodySchema>;

export const analyticsRefreshResponseSchema = /* @__PURE__ */ z
  .object({
    refreshedDays: z.array(dateSchema),
    durationMs: count(),
    refreshedAt: timestampSchema,
  })
  .register(z.globalRegistry, { id: 'AnalyticsRefreshResponse' });
export type AnalyticsRefreshResponse = z.infer<typeof analyticsRefreshResponseSchema>;

/** The actions of the admin audit log. */
export const adminAuditActionSchema = /* @__PURE__ */ z.enum([
  'grant_complimentary_access',
  'revoke_complimentary_access',
  'reset_quota',
  'disable_account',
  'enable_account',
  'refresh_analytics',
]);
export type AdminAuditAction = z.infer<typeof adminAuditActionSchema>;

export const ADMIN_ERROR_CODES = {
  userNotFound: 'USER_NOT_FOUND',
  cannotModifyAdmin: 'CANNOT_MODIFY_ADMIN',
  refreshInProgress: 'REFRESH_IN_PROGRESS',
  invalidCursor: 'INVALID_CURSOR',
  accountDisabled: 'ACCOUNT_DISABLED',
} as const satisfies Record<string, ApiErrorCode>;
