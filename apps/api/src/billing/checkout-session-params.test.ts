import { describe, expect, it } from 'vitest';
import { checkoutSessionParams } from './checkout-session-params.js';

describe('checkoutSessionParams', () => {
  it('expires the session 30 minutes (and a minute of slack) after it is created', () => {
    const now = new Date('2030-01-01T12:00:00.000Z');
    const params = checkoutSessionParams({
      plan: 'yearly',
      price: 'price_test_yearly',
      userId: 'user',
      customerId: 'cus_test',
      appUrl: 'https://freedompath.example',
      now,
    });
    expect(params.expires_at).toBe(Date.parse('2030-01-01T12:31:00.000Z') / 1000);
  });
});
