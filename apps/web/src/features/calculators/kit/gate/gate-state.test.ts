import { describe, expect, it } from 'vitest';
import { gateState } from './gate-state';

describe('gateState', () => {
  it('lets an anonymous visitor with calculations left calculate, noting fewer than 3', () => {
    expect(gateState({ kind: 'anonymous', remaining: 5 })).toMatchObject({
      remaining: 5,
      exhausted: false,
      exhaustedLabel: null,
      remainingNote: null,
      refusal: null,
      paywall: null,
    });
    expect(gateState({ kind: 'anonymous', remaining: 3 }).remainingNote).toBeNull();
    expect(gateState({ kind: 'anonymous', remaining: 2 }).remainingNote).toBe(
      '2 calculations remaining',
    );
    expect(gateState({ kind: 'anonymous', remaining: 1 }).remainingNote).toBe(
      '1 calculation remaining',
    );
  });

  it('refuses an exhausted anonymous visitor with the spec texts', () => {
    expect(gateState({ kind: 'anonymous', remaining: 0 })).toMatchObject({
      remaining: 0,
      exhausted: true,
      signedIn: false,
      exhaustedLabel: 'Sign In or Upgrade to Continue',
      remainingNote: null,
      refusal: {
        message: "You've used all your free calculations. Please sign in or upgrade to continue.",
        redirectTo: '/pricing',
      },
      paywall: {
        title: 'Sign in to Continue',
        actionLabel: 'Sign In or Upgrade',
        actionTo: '/auth',
      },
    });
  });

  it('labels an exhausted signed-in free user for upgrading', () => {
    expect(gateState({ kind: 'free', remaining: 0 })).toMatchObject({
      exhaustedLabel: 'Upgrade to Calculate More Scenarios',
      refusal: { message: "You've used all your calculations. Please upgrade to continue." },
      paywall: {
        title: 'Calculation Limit Reached',
        actionLabel: 'Upgrade Now',
        actionTo: '/pricing',
      },
    });
    // Unknown remaining (not loaded yet) shows the paywall but does not refuse.
    expect(gateState({ kind: 'free', remaining: null })).toMatchObject({
      exhausted: false,
      paywall: { title: 'Calculation Limit Reached' },
    });
  });

  it('never limits paid users or admins', () => {
    for (const kind of ['paid', 'admin'] as const) {
      expect(gateState({ kind })).toMatchObject({
        remaining: null,
        exhausted: false,
        paywall: null,
      });
    }
  });
});
