import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_SESSION_ID,
  checkoutSessionState,
  providerCheckoutSessionSchema,
} from './checkout-session-state.js';

const session = (status: string, payment_status: string) =>
  providerCheckoutSessionSchema.parse({ id: 'cs_test_1', mode: 'payment', status, payment_status });

describe('checkoutSessionState', () => {
  it.each([
    ['open', 'unpaid', 'open'],
    ['complete', 'paid', 'paid'],
    ['complete', 'no_payment_required', 'paid'],
    ['complete', 'unpaid', 'pending'],
    ['expired', 'unpaid', 'expired'],
  ])('Stripe %s and %s is %s', (status, paymentStatus, expected) => {
    expect(checkoutSessionState(session(status, paymentStatus))).toBe(expected);
  });

  it('knows a checkout session id by its shape, without asking the provider', () => {
    expect(CHECKOUT_SESSION_ID.test('cs_test_a1B2c3')).toBe(true);
    expect(CHECKOUT_SESSION_ID.test(`cs_sim_${'0'.repeat(32)}`)).toBe(true);
    for (const id of ['', 'cs_', 'pi_123', 'cs_test/../x', `cs_${'a'.repeat(251)}`]) {
      expect(CHECKOUT_SESSION_ID.test(id)).toBe(false);
    }
  });
});
