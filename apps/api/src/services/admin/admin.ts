import {
  ADMIN_ERROR_CODES,
  type AdminAuditAction,
  type AdminAuditList,
  type AdminDashboard,
  type AdminUser,
  type AdminUserList,
} from '@freedompath/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadDashboard } from '../../repositories/admin/dashboard-queries.js';
import { selectAdminUsers } from '../../repositories/admin/select-admin-users.js';
import {
  selectAuditEntries,
  type AuditFilter,
} from '../../repositories/admin/select-audit-entries.js';
import { decodeUserCursor, encodeUserCursor } from '../../repositories/admin/user-cursor.js';
import { updateUserAccess, type UserAccess } from '../../repositories/admin/update-user-access.js';
import { writeAuditEntry } from '../../repositories/admin/write-audit-entry.js';
import { quotaLedgerRepository } from '../../repositories/quota-ledger-repository.js';
import type { DbExecutor } from '../../infrastructure/database/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Viewer } from '../accounts/authenticate.js';
import type { RefreshResult } from '../analytics/analytics-rollups.js';
import type { UserRecord } from '../../repositories/users-repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    admin: AdminService;
  }
}

/** A user-management action of the admin (the audit log also records `refresh_analytics`). */
export type AdminUserAction = Exclude<AdminAuditAction, 'refresh_analytics'>;

export interface AdminActOptions {
  /**
   * With `disable_account`: also cancel the user's monthly subscription at the payment provider
   * at once (ADR 041). @throws AppError 502 PAYMENT_PROVIDER_ERROR, and nothing changes.
   */
  cancelSubscription?: boolean;
  /** The request's log, for the provider's failures. */
  log?: FastifyBaseLogger;
}

/** Why a disable failed when the payment provider could not cancel the subscription. */
const NOT_DISABLED_MESSAGE =
  "The payment provider did not cancel this user's subscription, so the account was not disabled. Try again in a minute, or disable without cancelling.";

export interface AdminService {
  /** The dashboard of today (UTC, on the app's clock). */
  dashboard(): Promise<AdminDashboard>;
  /**
   * One page of users, newest first, whose e-mail contains `search`.
   *
   * @throws AppError 400 INVALID_CURSOR
   */
  listUsers(query: { search?: string; cursor?: string; limit: number }): Promise<AdminUserList>;
  /**
   * One page of the audit log, newest first, of the entries every given filter matches.
   *
   * @throws AppError 400 INVALID_CURSOR
   */
  audit(
    query: Omit<AuditFilter, 'after'> & { cursor?: string | undefined },
  ): Promise<AdminAuditList>;
  /**
   * Applies `action` to the user and records it in the audit log, both in one transaction.
   *
   * @throws AppError 404 USER_NOT_FOUND
   * @throws AppError 409 CANNOT_MODIFY_ADMIN for the admin's own account
   */
  act(
    admin: Viewer,
    userId: string,
    action: AdminUserAction,
    options?: AdminActOptions,
  ): Promise<AdminUser>;
  /**
   * Refreshes the analytics rollups now (every kept day with `full`) and records it in the
   * audit log.
   *
   * @throws AppError 409 REFRESH_IN_PROGRESS when a run under way outlasts the wait
   */
  refreshAnalytics(admin: Viewer, full: boolean): Promise<RefreshResult>;
}

/**
 * The admin's dashboard figures and user management. Every action locks the user's row, as
 * sign-in and refresh do, so a disable and a session start cannot interleave.
 */
export default fp(
  (app: FastifyInstance) => {
    const { db } = app.database;

    /** Does what `action` says to `target`; returns the audit entry's details. */
    async function apply(
      tx: DbExecutor,
      target: UserRecord,
      action: AdminUserAction,
      now: Date,
      options: AdminActOptions,
    ): Promise<Record<string, unknown>> {
      const update = (access: UserAccess) => updateUserAccess(tx, target.id, access, now);
      switch (action) {
        case 'grant_complimentary_access':
          // Granting again keeps the first grant's time.
          await update({ complimentaryAccessAt: target.complimentaryAccessAt ?? now });
          return {};
        case 'revoke_complimentary_access':
          await update({ complimentaryAccessAt: null });
          return {};
        case 'reset_quota':
          return { removed: await quotaLedgerRepository.clear(tx, target.id) };
        case 'disable_account': {
          // First: a provider that cannot cancel leaves the account as it was.
          const canceledSubscriptionId = options.cancelSubscription
            ? await app.billing.cancelNow(
                tx,
                target.id,
                options.log ?? app.log,
                NOT_DISABLED_MESSAGE,
              )
            : null;
          // Refresh tokens die with their families; access tokens already issued die with
          // `tokensValidAfter` (and `findInSession` refuses disabled accounts besides).
          await update({ disabledAt: target.disabledAt ?? now, tokensValidAfter: now });
          await app.refreshTokens.revokeAllOfUser(tx, target.id, now);
          return options.cancelSubscription
            ? { cancelSubscription: true, canceledSubscriptionId }
            : {};
        }
        case 'enable_account':
          await update({ disabledAt: null });
          return {};
      }
    }

    const service: AdminService = {
      dashboard() {
        return loadDashboard(db, app.clock.now());
      },

      async listUsers({ search, cursor, limit }) {
        const after = cursor === undefined ? undefined : decodeUserCursor(cursor);
        // One more than asked: whether it exists says whether there is a next page.
        const rows = await selectAdminUsers(db, app.clock.now(), {
          search,
          after,
          limit: limit + 1,
        });
        const page = rows.slice(0, limit);
        const last = page.at(-1);
        return {
          users: page.map(({ user }) => user),
          nextCursor: rows.length > limit && last ? encodeUserCursor(last.cursor) : null,
        };
      },

      async audit({ cursor, limit, ...filter }) {
        const after = cursor === undefined ? undefined : decodeUserCursor(cursor);
        const rows = await selectAuditEntries(db, { ...filter, after, limit: limit + 1 });
        const page = rows.slice(0, limit);
        const last = page.at(-1);
        return {
          entries: page.map(({ entry }) => entry),
          nextCursor: rows.length > limit && last ? encodeUserCursor(last.cursor) : null,
        };
      },

      async act(admin, userId, action, options = {}) {
        const now = app.clock.now();
        return db.transaction(async (tx) => {
          const target = await app.users.lock(tx, userId);
          if (!target) {
            throw new AppError(404, ADMIN_ERROR_CODES.userNotFound);
          }
          if (target.role === 'admin' || target.id === admin.user.id) {
            throw new AppError(409, ADMIN_ERROR_CODES.cannotModifyAdmin);
          }
          const details = await apply(tx, target, action, now, options);
          await writeAuditEntry(
            tx,
            { admin, action, target: { id: target.id, email: target.email }, details },
            now,
          );
          const [changed] = await selectAdminUsers(tx, now, { id: target.id });
          if (!changed) throw new Error(`user ${target.id} vanished while locked`);
          return changed.user;
        });
      },

      async refreshAnalytics(admin, full) {
        const result = await app.analyticsRollups.refresh('manual', full ? { days: 'all' } : {});
        await writeAuditEntry(
          db,
          {
            admin,
            action: 'refresh_analytics',
            details: { days: result.refreshedDays.length, full },
          },
          app.clock.now(),
        );
        return result;
      },
    };
    app.decorate('admin', service);
  },
  {
    name: 'admin',
    dependencies: [
      'database',
      'users-repository',
      'refresh-tokens-repository',
      'analytics-rollups',
      'billing',
    ],
  },
);
