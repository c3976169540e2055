import { describe, expect, it, vi } from 'vitest';
import { PENDING_CHECKOUT_KEY, PENDING_CHECKOUT_TTL_MS, pendingCheckout } from './pending-checkout';

describe('pendingCheckout', () => {
  it('keeps the plan for the address that signed up, and hands it over once', () => {
    pendingCheckout.remember('yearly', 'ann@example.com', 1_000);
    expect(JSON.parse(localStorage.getItem(PENDING_CHECKOUT_KEY) ?? '')).toEqual({
      plan: 'yearly',
      email: 'ann@example.com',
      expiresAt: 1_000 + PENDING_CHECKOUT_TTL_MS,
    });
    // Another sign-up's confirmation in this browser neither gets nor spends it.
    expect(pendingCheckout.take('bob@example.com', 2_000)).toBeNull();
    expect(pendingCheckout.take(' Ann@Example.com', 2_000)).toBe('yearly');
    expect(pendingCheckout.take('ann@example.com', 2_000)).toBeNull();
    expect(localStorage.getItem(PENDING_CHECKOUT_KEY)).toBeNull();
  });

  it('holds nothing but the plan and the address: no token', () => {
    pendingCheckout.remember('monthly', 'ann@example.com');
    const stored = JSON.parse(localStorage.getItem(PENDING_CHECKOUT_KEY) ?? '{}') as object;
    expect(Object.keys(stored)).toEqual(['plan', 'email', 'expiresAt']);
  });

  it('lets the plan go once the confirmation link has expired', () => {
    pendingCheckout.remember('lifetime', 'ann@example.com', 0);
    expect(pendingCheckout.take('ann@example.com', PENDING_CHECKOUT_TTL_MS + 1)).toBeNull();
    expect(localStorage.getItem(PENDING_CHECKOUT_KEY)).toBeNull();
  });

  it('ignores a stored value it did not write', () => {
    localStorage.setItem(PENDING_CHECKOUT_KEY, '{"plan":"platinum","email":"ann@example.com"}');
    expect(pendingCheckout.take('ann@example.com')).toBeNull();
    localStorage.setItem(PENDING_CHECKOUT_KEY, 'not json');
    expect(pendingCheckout.take('ann@example.com')).toBeNull();
  });

  it('keeps the plan in this tab when storage refuses it', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    pendingCheckout.remember('yearly', 'ann@example.com');
    setItem.mockRestore();
    expect(pendingCheckout.take('ann@example.com')).toBe('yearly');
    expect(pendingCheckout.take('ann@example.com')).toBeNull();
  });
});
