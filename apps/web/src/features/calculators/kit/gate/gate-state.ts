import { FREE_CALCULATION_LIMIT } from '@freedompath/contracts';

/**
 * Who is calculating. Today the browser only knows the anonymous visitor; the accounts and
 * billing issues fill in the other cases inside `useCalculationGate`, and no screen changes.
 */
export type Viewer =
  | { kind: 'anonymous'; remaining: number }
  /** Signed in without paid access; `remaining` is null while the server has not said. */
  | { kind: 'free'; remaining: number | null }
  | { kind: 'paid' }
  | { kind: 'admin' };

/** Where a refused calculation sends the visitor, and what it tells them (calculators.md §8). */
export interface GateRefusal {
  message: string;
  redirectTo: '/pricing' | '/auth';
}

/** The paywall overlay of calculators.md §2 (career break and cost of living). */
export interface GatePaywall {
  title: 'Sign in to Continue' | 'Calculation Limit Reached';
  actionLabel: 'Sign In or Upgrade' | 'Upgrade Now';
  actionTo: '/auth' | '/pricing';
}

export interface GateState {
  /** Calculations left; `null` for unlimited (paid, admin) or not yet known. */
  remaining: number | null;
  /** True when a calculate action would be refused. */
  exhausted: boolean;
  signedIn: boolean;
  /** The calculate button's label when exhausted (spec §9); `null` while calculations remain. */
  exhaustedLabel: string | null;
  /** "N calculations remaining" once fewer than 3 remain (platform §2); else `null`. */
  remainingNote: string | null;
  /** What a refused calculate action shows and where it goes. */
  refusal: GateRefusal | null;
  /** The overlay to show on screens that have it; `null` when the visitor may calculate. */
  paywall: GatePaywall | null;
}

/** The note appears once fewer than this many calculations remain. */
export const REMAINING_NOTE_BELOW = 3;

export const gateTexts = {
  exhaustedSignedIn: 'Upgrade to Calculate More Scenarios',
  exhaustedSignedOut: 'Sign In or Upgrade to Continue',
  refusedAnonymous:
    "You've used all your free calculations. Please sign in or upgrade to continue.",
  refusedSignedIn: "You've used all your calculations. Please upgrade to continue.",
} as const;

function remainingNote(remaining: number): string | null {
  if (remaining <= 0 || remaining >= REMAINING_NOTE_BELOW) return null;
  return remaining === 1 ? '1 calculation remaining' : `${remaining} calculations remaining`;
}

/** The gate's answer for a viewer: labels, notes, refusal and paywall. Pure. */
export function gateState(viewer: Viewer): GateState {
  if (viewer.kind === 'paid' || viewer.kind === 'admin') {
    return {
      remaining: null,
      exhausted: false,
      signedIn: true,
      exhaustedLabel: null,
      remainingNote: null,
      refusal: null,
      paywall: null,
    };
  }
  const signedIn = viewer.kind === 'free';
  const remaining =
    viewer.remaining === null
      ? null
      : Math.min(Math.max(Math.floor(viewer.remaining), 0), FREE_CALCULATION_LIMIT);
  const exhausted = remaining !== null && remaining <= 0;
  const paywall: GatePaywall = signedIn
    ? { title: 'Calculation Limit Reached', actionLabel: 'Upgrade Now', actionTo: '/pricing' }
    : { title: 'Sign in to Continue', actionLabel: 'Sign In or Upgrade', actionTo: '/auth' };
  return {
    remaining,
    exhausted,
    signedIn,
    exhaustedLabel: exhausted
      ? signedIn
        ? gateTexts.exhaustedSignedIn
        : gateTexts.exhaustedSignedOut
      : null,
    remainingNote: remaining === null || signedIn ? null : remainingNote(remaining),
    refusal: exhausted
      ? {
          message: signedIn ? gateTexts.refusedSignedIn : gateTexts.refusedAnonymous,
          redirectTo: '/pricing',
        }
      : null,
    // Spec: the overlay covers the page while remaining is null, 0 or less.
    paywall: remaining === null || exhausted ? paywall : null,
  };
}
