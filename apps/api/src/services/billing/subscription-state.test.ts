import { describe, expect, it } from 'vitest';
import type { subscriptions } from '../../infrastructure/database/schema/index.js';
import type { SubscriptionObject } from './stripe-object-schemas.js';
import { shouldApplySubscription, subscriptionState } from './subscription-state.js';

const NOW = new Date('2026-05-01T00:00:00Z');
const at = (iso: string) => Math.floor(Date.parse(iso) / 1000);

function subscription(overrides: Partial<SubscriptionObject> = {}): SubscriptionObject {
  return {
    id: 'sub_1',
    status: 'active',
    customer: 'cus_1',
    cancel_at_period_end: false,
    cancel_at: null,
    current_period_end: null,
    items: { data: [{ current_period_end: at('2026-05-20T00:00:00Z') }] },
    metadata: {},
    ...overrides,
  };
}

function row(overrides: Partial<typeof subscriptions.$inferSelect> = {}) {
  return {
    userId: '00000000-0000-4000-8000-000000000001',
    status: 'active',
    subscriptionType: 'monthly' as const,
    currentPeriodEnd: new Date('2026-05-20T00:00:00Z'),
    cancelAtPeriodEnd: false,
    stripeCustomerId: 'cus_1',
    stripeSubscriptionId: 'sub_1',
    stripePaymentId: null,
    stripeEventCreatedAt: new Date('2026-04-20T00:00:00Z'),
    replacedYearEnd: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

describe('subscriptionState', () => {
  it('reads the period from the latest item, or from the subscription (API before 2025-03-31)', () => {
    expect(
      subscriptionState(
        subscription({
          items: {
            data: [
              { current_period_end: at('2026-05-20T00:00:00Z') },
              { current_period_end: at('2026-06-01T00:00:00Z') },
            ],
          },
        }),
      ).currentPeriodEnd,
    ).toEqual(new Date('2026-06-01T00:00:00Z'));
    expect(
      subscriptionState(
        subscription({ items: { data: [] }, current_period_end: at('2026-05-25T00:00:00Z') }),
      ).currentPeriodEnd,
    ).toEqual(new Date('2026-05-25T00:00:00Z'));
  });

  it('counts trialing as active and ends access at cancel_at when that is earlier', () => {
    expect(
      subscriptionState(
        subscription({ status: 'trialing', cancel_at: at('2026-05-10T00:00:00Z') }),
      ),
    ).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date('2026-05-10T00:00:00Z'),
    });
  });

  it("keeps Stripe's status when it grants no access", () => {
    expect(subscriptionState(subscription({ status: 'past_due' }))).toMatchObject({
      status: 'past_due',
      cancelAtPeriodEnd: false,
    });
  });
});

describe('shouldApplySubscription', () => {
  const state = subscriptionState(subscription());
  const later = new Date('2026-04-21T00:00:00Z');
  const earlier = new Date('2026-04-19T00:00:00Z');
  const same = new Date('2026-04-20T00:00:00Z');

  it('applies newer events of the same subscription and ignores older ones', () => {
    expect(shouldApplySubscription(undefined, state, earlier, NOW)).toBe(true);
    expect(shouldApplySubscription(row(), state, later, NOW)).toBe(true);
    expect(shouldApplySubscription(row(), state, earlier, NOW)).toBe(false);
  });

  it('in the same second, lets the state further along win', () => {
    expect(shouldApplySubscription(row({ status: 'incomplete' }), state, same, NOW)).toBe(true);
    const incomplete = subscriptionState(subscription({ status: 'incomplete' }));
    expect(shouldApplySubscription(row(), incomplete, same, NOW)).toBe(false);
    const renewed = subscriptionState(
      subscription({ items: { data: [{ current_period_end: at('2026-06-20T00:00:00Z') }] } }),
    );
    expect(
      shouldApplySubscription(
        row({ currentPeriodEnd: new Date('2026-06-20T00:00:00Z') }),
        state,
        same,
        NOW,
      ),
    ).toBe(false);
    expect(shouldApplySubscription(row(), renewed, same, NOW)).toBe(true);
  });

  it('never revives a canceled subscription', () => {
    expect(shouldApplySubscription(row({ status: 'canceled' }), state, later, NOW)).toBe(false);
  });

  it('does not let another subscription replace running one-time access, or end running access', () => {
    const other = subscriptionState(subscription({ id: 'sub_2' }));
    const otherEnded = subscriptionState(subscription({ id: 'sub_2', status: 'canceled' }));
    const yearly = row({
      subscriptionType: 'yearly',
      stripeSubscriptionId: null,
      stripeEventCreatedAt: null,
    });
    expect(shouldApplySubscription(yearly, other, later, NOW)).toBe(false);
    expect(shouldApplySubscription(row(), otherEnded, later, NOW)).toBe(false);
    expect(shouldApplySubscription(row(), other, later, NOW)).toBe(true);
    expect(shouldApplySubscription(row({ status: 'canceled' }), other, earlier, NOW)).toBe(true);
  });
});
