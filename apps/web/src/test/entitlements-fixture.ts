import type { Entitlements } from '@freedompath/contracts';

/** `GET /me/entitlements` of a signed-in free user with nothing spent, with `overrides`. */
export function anEntitlements(overrides: Partial<Entitlements> = {}): Entitlements {
  return {
    plan: 'free',
    paid: false,
    admin: false,
    limit: 5,
    used: 0,
    remaining: 5,
    accessUntil: null,
    cancelAtPeriodEnd: false,
    ...overrides,
  };
}

/** A paid user's entitlements on `plan`. */
export function aPaidEntitlements(
  plan: 'monthly' | 'yearly' | 'lifetime',
  overrides: Partial<Entitlements> = {},
): Entitlements {
  return anEntitlements({
    plan,
    paid: true,
    remaining: null,
    accessUntil: plan === 'lifetime' ? null : '2026-08-01T00:00:00.000Z',
    ...overrides,
  });
}
