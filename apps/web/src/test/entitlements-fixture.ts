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
    renews: false,
    resumableUntil: null,
    monthlyUpgrade: null,
    ...overrides,
  };
}

/**
 * A paid user's entitlements on `plan`, with `overrides`. A monthly plan renews unless it is
 * set to end, when it can be resumed until its period end; either way it can be upgraded,
 * a year then starting where the paid month ends.
 */
export function aPaidEntitlements(
  plan: 'monthly' | 'yearly' | 'lifetime',
  overrides: Partial<Entitlements> = {},
): Entitlements {
  const accessUntil = plan === 'lifetime' ? null : '2026-08-01T00:00:00.000Z';
  const cancelAtPeriodEnd = overrides.cancelAtPeriodEnd ?? false;
  const monthly = plan === 'monthly';
  return anEntitlements({
    plan,
    paid: true,
    remaining: null,
    accessUntil,
    renews: monthly && !cancelAtPeriodEnd,
    resumableUntil: monthly && cancelAtPeriodEnd ? accessUntil : null,
    monthlyUpgrade: monthly
      ? {
          paidMonthEndsAt: '2026-08-01T00:00:00.000Z',
          yearlyAccessUntil: '2027-08-01T00:00:00.000Z',
        }
      : null,
    ...overrides,
  });
}
