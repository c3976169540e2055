import { describe, expect, it } from 'vitest';
import type { subscriptions } from '../../infrastructure/database/schema/index.js';
import { checkoutConflict } from './checkout-conflict.js';

const now = new Date('2030-01-01T00:00:00.000Z');
const later = new Date('2030-02-01T00:00:00.000Z');

function monthly(
  status: string,
  overrides: Partial<typeof subscriptions.$inferSelect> = {},
): typeof subscriptions.$inferSelect {
  return {
    userId: 'user',
    status,
    subscriptionType: 'monthly',
    currentPeriodEnd: later,
    cancelAtPeriodEnd: false,
    stripeCustomerId: 'cus_test',
    stripeSubscriptionId: 'sub_test',
    stripePaymentId: null,
    stripeEventCreatedAt: now,
    replacedYearEnd: null,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

describe('checkoutConflict', () => {
  it.each(['past_due', 'unpaid', 'incomplete', 'paused'])(
    'sends a subscriber in %s to the portal for any plan: Stripe may still charge them',
    (status) => {
      for (const plan of ['monthly', 'yearly', 'lifetime'] as const) {
        expect(checkoutConflict(monthly(status), plan, now)?.code).toBe('SUBSCRIPTION_ACTIVE');
      }
    },
  );

  it.each(['canceled', 'incomplete_expired'])('lets an ended (%s) subscriber buy', (status) => {
    expect(checkoutConflict(monthly(status), 'monthly', now)).toBeUndefined();
  });

  it('lets a running monthly subscriber upgrade to yearly or lifetime, not buy monthly again', () => {
    for (const cancelAtPeriodEnd of [false, true]) {
      const row = monthly('active', { cancelAtPeriodEnd });
      expect(checkoutConflict(row, 'monthly', now)?.code).toBe('SUBSCRIPTION_ACTIVE');
      expect(checkoutConflict(row, 'yearly', now)).toBeUndefined();
      expect(checkoutConflict(row, 'lifetime', now)).toBeUndefined();
    }
  });

  it('lets a subscriber whose period ended buy again', () => {
    const ended = monthly('active', { currentPeriodEnd: new Date('2029-12-01T00:00:00.000Z') });
    expect(checkoutConflict(ended, 'monthly', now)).toBeUndefined();
  });
});
