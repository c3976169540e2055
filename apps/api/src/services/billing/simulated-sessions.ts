import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { PlanId } from '@freedompath/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token.js';
import type { AppliedPromotionCode } from './simulated-promotion-codes.js';

/** How long a simulated checkout or portal page can be used after it was opened. */
export const SIMULATED_SESSION_TTL_MS = 30 * 60 * 1000;
/** Holds the secret that ties a simulated page to the browser that asked for it. */
export const SIMULATED_SESSION_COOKIE = 'fp_simulated_checkout';
/** Open sessions kept at most; the oldest go first (a development server, not a store). */
const MAX_SESSIONS = 10_000;

export type SimulatedSessionKind = 'checkout' | 'portal';

/** A checkout (or portal visit) of the simulated Stripe, tied to one user and one browser. */
export interface SimulatedSession {
  /** `cs_sim_…` or `bps_sim_…`: in the page's address, so not a secret. */
  id: string;
  kind: SimulatedSessionKind;
  userId: string;
  /** The plan being bought; `null` for the portal. */
  plan: PlanId | null;
  customerId: string;
  /** SHA-256 of the secret in the browser's cookie: knowing the address is not enough. */
  secretHash: string;
  expiresAt: Date;
  /** `paid` or `canceled` once used; a session is used once. */
  state: 'open' | 'paid' | 'canceled';
  /** The promotion code entered on the checkout page, if any. */
  promotionCode?: AppliedPromotionCode;
}

/** A session and the secret for the cookie of the browser that asked for it. */
export interface OpenedSession {
  session: SimulatedSession;
  secret: string;
}

export interface SimulatedSessions {
  /**
   * Opens a session. With the client's `idempotencyKey`, the same user, plan and key get the
   * session (and cookie) they were first given, for as long as it lives, as Stripe answers a
   * retried request.
   */
  open(
    values: Pick<SimulatedSession, 'kind' | 'userId' | 'plan' | 'customerId'>,
    idempotencyKey?: string,
  ): OpenedSession;
  /**
   * The session `id` of `kind` when `secret` (from the cookie) is its own.
   *
   * @throws AppError 404 CHECKOUT_NOT_FOUND (unknown or expired), 403 CHECKOUT_NOT_YOURS.
   */
  claim(id: string, kind: SimulatedSessionKind, secret: string | undefined): SimulatedSession;
  /** The checkout session `id`, whoever's it is, expired ones included while they are kept. */
  findCheckout(id: string): SimulatedSession | undefined;
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * Simulated checkout sessions, in this process's memory: the simulated checkout exists only
 * without Stripe keys (development and tests), where one process serves the app. A restart
 * forgets open sessions; the user starts again from Pricing.
 */
export function createSimulatedSessions(clock: Clock): SimulatedSessions {
  const sessions = new Map<string, SimulatedSession>();
  // A replay must set the same cookie as the first answer, so a keyed session keeps its secret
  // beside it, in the same memory and for the same time as the session itself.
  const keyed = new Map<string, OpenedSession>();

  function forgetExpired(now: Date): void {
    for (const [id, session] of sessions) {
      if (session.expiresAt <= now) sessions.delete(id);
    }
    // Insertion order is age order: past the cap, the oldest are dropped.
    for (const id of sessions.keys()) {
      if (sessions.size < MAX_SESSIONS) break;
      sessions.delete(id);
    }
    for (const [key, { session }] of keyed) {
      if (!sessions.has(session.id)) keyed.delete(key);
    }
  }

  return {
    open(values, idempotencyKey) {
      const now = clock.now();
      forgetExpired(now);
      const key =
        idempotencyKey === undefined
          ? undefined
          : JSON.stringify([values.kind, values.userId, values.plan, idempotencyKey]);
      const replayed = key === undefined ? undefined : keyed.get(key);
      if (replayed) return replayed;
      const prefix = values.kind === 'checkout' ? 'cs_sim_' : 'bps_sim_';
      const secret = newSecretToken();
      const session: SimulatedSession = {
        ...values,
        id: `${prefix}${randomBytes(16).toString('hex')}`,
        secretHash: hashSecretToken(secret),
        expiresAt: new Date(now.getTime() + SIMULATED_SESSION_TTL_MS),
        state: 'open',
      };
      sessions.set(session.id, session);
      if (key !== undefined) keyed.set(key, { session, secret });
      return { session, secret };
    },

    findCheckout(id) {
      const session = sessions.get(id);
      return session?.kind === 'checkout' ? session : undefined;
    },

    claim(id, kind, secret) {
      const session = sessions.get(id);
      if (!session || session.kind !== kind || session.expiresAt <= clock.now()) {
        throw new AppError(404, 'CHECKOUT_NOT_FOUND');
      }
      if (secret === undefined || !sameHash(hashSecretToken(secret), session.secretHash)) {
        throw new AppError(403, 'CHECKOUT_NOT_YOURS');
      }
      return session;
    },
  };
}
