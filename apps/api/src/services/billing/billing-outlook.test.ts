import { describe, expect, it } from 'vitest';
import type { SubscriptionRecord } from '../../repositories/subscriptions-repository.js';
import { billingOutlook } from './billing-outlook.js';

const now = new Date('2030-01-10T00:00:00.000Z');
const periodEnd = new Date('2030-02-01T00:00:00.000Z');

function row(overrides: Partial<SubscriptionRecord> = {}): SubscriptionRecord {
  return {
    userId: 'user',
    status: 'active',
    subscriptionType: 'monthly',
    currentPeriodEnd: periodEnd,
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

const upgrade = {
  paidMonthEndsAt: periodEnd.toISOString(),
  yearlyAccessUntil: '2031-02-01T00:00:00.000Z',
};

describe('billingOutlook', () => {
  it('a renewing monthly subscription renews, cannot be resumed, and may be upgraded from its period end', () => {
    expect(billingOutlook(row(), now)).toEqual({
      renews: true,
      resumableUntil: null,
      monthlyUpgrade: upgrade,
    });
  });

  it('one set to end may be resumed until its period end', () => {
    expect(billingOutlook(row({ cancelAtPeriodEnd: true }), now)).toEqual({
      renews: false,
      resumableUntil: periodEnd.toISOString(),
      monthlyUpgrade: upgrade,
    });
  });

  it('a payment being retried may still charge: renews, no access, nothing to upgrade', () => {
    expect(billingOutlook(row({ status: 'past_due' }), now)).toEqual({
      renews: true,
      resumableUntil: null,
      monthlyUpgrade: null,
    });
  });

  it.each([
    ['no row', undefined],
    ['a cancelled subscription', row({ status: 'canceled' })],
    ['a period over', row({ cancelAtPeriodEnd: true, currentPeriodEnd: new Date('2030-01-01') })],
    [
      'a yearly purchase',
      row({ subscriptionType: 'yearly', stripeSubscriptionId: null, stripePaymentId: 'pi_test' }),
    ],
  ])('%s: nothing renews, resumes or upgrades from monthly', (_label, subscription) => {
    expect(billingOutlook(subscription, now)).toEqual({
      renews: false,
      resumableUntil: null,
      monthlyUpgrade: null,
    });
  });
});
