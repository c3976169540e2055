import { describe, expect, it } from 'vitest';
import { checkoutIdempotencyKey } from './checkout-idempotency-key.js';
import { checkoutSessionParams, type CheckoutSessionInput } from './checkout-session-params.js';

const input: CheckoutSessionInput = {
  plan: 'yearly',
  price: 'price_test_yearly',
  userId: 'user',
  customerId: 'cus_test',
  appUrl: 'https://freedompath.example',
  now: new Date('2030-01-01T12:00:00.000Z'),
};

const expiresAt = (now: string) =>
  new Date((checkoutSessionParams({ ...input, now: new Date(now) }).expires_at ?? 0) * 1000);

describe('checkoutSessionParams', () => {
  it('expires the session 31 to 36 minutes after it is created, on a five-minute step', () => {
    expect(expiresAt('2030-01-01T12:00:00.000Z')).toEqual(new Date('2030-01-01T12:35:00.000Z'));
    expect(expiresAt('2030-01-01T12:04:00.000Z')).toEqual(new Date('2030-01-01T12:35:00.000Z'));
    expect(expiresAt('2030-01-01T12:04:00.001Z')).toEqual(new Date('2030-01-01T12:40:00.000Z'));
  });
});

describe('checkoutIdempotencyKey', () => {
  const key = (clientKey: string, overrides: Partial<CheckoutSessionInput> = {}) =>
    checkoutIdempotencyKey(clientKey, checkoutSessionParams({ ...input, ...overrides }));

  it('is the same for a retry in the same expiry step, and fits Stripe’s 255 characters', () => {
    const first = key('client-key-1');
    expect(key('client-key-1', { now: new Date('2030-01-01T12:03:59.000Z') })).toBe(first);
    expect(first).toMatch(/^checkout-[\w-]{43}$/);
  });

  it('differs for another client key, plan, user or expiry step', () => {
    const first = key('client-key-1');
    expect(
      [
        key('client-key-2'),
        key('client-key-1', { plan: 'lifetime', price: 'price_test_lifetime' }),
        key('client-key-1', { userId: 'someone else', customerId: 'cus_other' }),
        key('client-key-1', { now: new Date('2030-01-01T12:05:00.000Z') }),
      ].filter((other) => other === first),
    ).toEqual([]);
  });
});
