import { createHash } from 'node:crypto';
import {
  FREE_CALCULATION_LIMIT,
  type CalculationType,
  type Entitlements,
} from '@freedompath/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbExecutor } from '../../infrastructure/database/database.js';
import { AppError } from '../../lib/app-error.js';
import { quotaLedgerRepository } from '../../repositories/quota-ledger-repository.js';
import type { UserRecord } from '../../repositories/users-repository.js';
import { billingOutlook } from '../billing/billing-outlook.js';

export interface EntitlementsService {
  /** What `user` may do now: plan, paid, admin and the calculations left. */
  of(user: UserRecord, executor?: DbExecutor): Promise<Entitlements>;
  /**
   * Spends one calculation of a signed-in free user; paid users, complimentary access and the
   * admin spend nothing and leave no ledger row. The same idempotency key twice with the same
   * `request` (what the client asked: JSON, its object keys in a fixed order) spends once.
   *
   * @returns the calculations left, `null` for unlimited.
   * @throws AppError 422 IDEMPOTENCY_KEY_REUSED when the key was spent on another request.
   * @throws AppError 402 QUOTA_EXCEEDED when none are left.
   */
  consume(
    user: UserRecord,
    calculationType: CalculationType,
    idempotencyKey: string,
    request: unknown,
  ): Promise<number | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    entitlements: EntitlementsService;
  }
}

/** SHA-256 of `request` as JSON: the ledger row's `request_fingerprint`. */
function fingerprintOf(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('base64url');
}

/**
 * Entitlements and the quota ledger. Paid access is an active subscription row whose period
 * (monthly, yearly) has not ended, or a lifetime purchase; the admin and users the admin gave
 * complimentary access are paid too, on the free plan and outside the ledger. A free user's
 * calculations are the ledger rows; a consume locks the user's row and inserts only while fewer
 * than five exist, so concurrent requests can never pass the limit (ADR 020). A key already in
 * the ledger is a retry when its row's fingerprint matches, else a reuse, refused (ADR 039).
 */
export default fp(
  (app: FastifyInstance) => {
    const { db } = app.database;

    const service: EntitlementsService = {
      async of(user, executor = db) {
        const admin = user.role === 'admin';
        const now = app.clock.now();
        const [{ complimentary, plan }, spent, subscription] = await Promise.all([
          quotaLedgerRepository.paidPlan(executor, user.id, now),
          quotaLedgerRepository.used(executor, user.id),
          app.subscriptions.find(user.id),
        ]);
        const paid = admin || complimentary || plan !== undefined;
        return {
          plan: plan?.type ?? 'free',
          paid,
          admin,
          limit: FREE_CALCULATION_LIMIT,
          used: spent,
          remaining: paid ? null : Math.max(0, FREE_CALCULATION_LIMIT - spent),
          accessUntil:
            plan && plan.type !== 'lifetime' && plan.currentPeriodEnd
              ? plan.currentPeriodEnd.toISOString()
              : null,
          cancelAtPeriodEnd: plan?.cancelAtPeriodEnd ?? false,
          ...billingOutlook(subscription, now),
        };
      },

      async consume(user, calculationType, idempotencyKey, request) {
        if (user.role === 'admin') return null;
        const now = app.clock.now();
        const fingerprint = fingerprintOf(request);
        const outcome = await db.transaction(async (tx) => {
          // Concurrent consumes of one user queue on their row; each then counts what the
          // others committed. The paid check rides along, so a free consume is two statements.
          const paid = await quotaLedgerRepository.lockPaid(tx, user.id, now);
          if (paid === undefined) throw new AppError(401, 'UNAUTHORIZED');
          if (paid) return { paid: true } as const;
          const spent = await quotaLedgerRepository.spend(
            tx,
            user.id,
            calculationType,
            idempotencyKey,
            fingerprint,
          );
          return { paid: false, ...spent } as const;
        });
        if (outcome.paid) return null;
        // Before the quota: the key, not the count, is what the client must change.
        if (outcome.reused) {
          throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED');
        }
        if (outcome.inserted === 0 && !outcome.replayed) {
          throw new AppError(402, 'QUOTA_EXCEEDED');
        }
        return Math.max(0, FREE_CALCULATION_LIMIT - outcome.before - outcome.inserted);
      },
    };
    app.decorate('entitlements', service);
  },
  { name: 'entitlements', dependencies: ['database', 'subscriptions-repository'] },
);
