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

  it('refuses an exhausted anonymous visitor with the product’s texts', () => {
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
    expect(gateState({ kind: 'free', remaining: 2 })).toMatchObject({
      remaining: 2,
      exhausted: false,
      exhaustedLabel: null,
      // The note is the anonymous visitor's (product: platform#free-limit).
      remainingNote: null,
      refusal: null,
      paywall: null,
    });
  });

  it('neither refuses nor covers the screen while the server has not said (pending)', () => {
    expect(gateState({ kind: 'pending' }, 'career-break-calculator')).toMatchObject({
      remaining: null,
      exhausted: false,
      exhaustedLabel: null,
      refusal: null,
      paywall: null,
      locked: false,
    });
  });

  it('locks prepaid and travel for an exhausted signed-in free user, never for an admin', () => {
    expect(gateState({ kind: 'free', remaining: 0 }, 'prepaid-expenses-calculator')).toMatchObject({
      locked: true,
      signedIn: true,
      refusal: {
        message: "You've used all your free calculations. Please upgrade to continue.",
        redirectTo: null,
      },
      paywall: { title: 'Calculation Limit Reached' },
    });
    expect(gateState({ kind: 'admin' }, 'travel-planner')).toMatchObject({
      locked: false,
      refusal: null,
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

  it('refuses in place on prepaid, layoff, debt and travel, locking prepaid and travel', () => {
    const exhausted = { kind: 'anonymous', remaining: 0 } as const;
    for (const id of ['prepaid-expenses-calculator', 'travel-planner'] as const) {
      expect(gateState(exhausted, id)).toMatchObject({
        locked: true,
        refusal: {
          message: "You've used all your free calculations. Please upgrade to continue.",
          redirectTo: null,
        },
      });
    }
    for (const id of ['layoff-calculator', 'debt-paydown-calculator'] as const) {
      expect(gateState(exhausted, id)).toMatchObject({
        locked: false,
        refusal: { redirectTo: null },
      });
    }
    expect(gateState({ kind: 'anonymous', remaining: 1 }, 'travel-planner').locked).toBe(false);
    expect(gateState({ kind: 'paid' }, 'travel-planner').locked).toBe(false);
  });

  it('refuses an anonymous visitor on compensation with its own two sentences, to /pricing', () => {
    expect(
      gateState({ kind: 'anonymous', remaining: 0 }, 'compensation-calculator').refusal,
    ).toEqual({
      message: 'No calculations remaining',
      description: 'Please sign up for unlimited access',
      redirectTo: '/pricing',
    });
    // Signed in, compensation says what the other signed-in screens say
    // (product: common#quota-messages).
    expect(gateState({ kind: 'free', remaining: 0 }, 'compensation-calculator').refusal).toEqual({
      message: "You've used all your calculations. Please upgrade to continue.",
      redirectTo: '/pricing',
    });
    expect(gateState({ kind: 'anonymous', remaining: 0 }, 'runway-calculator').refusal).toEqual({
      message: "You've used all your free calculations. Please sign in or upgrade to continue.",
      redirectTo: '/pricing',
    });
  });
});
