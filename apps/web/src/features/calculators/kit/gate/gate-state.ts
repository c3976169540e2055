import { calculators, FREE_CALCULATION_LIMIT } from '@freedompath/contracts';
import type { CalculatorId, ExhaustedPolicy } from '@freedompath/contracts';
import { remainingNote } from './viewer-from';

/**
 * Who is calculating: an anonymous visitor (the browser's counter), or a signed-in user as
 * `GET /api/v1/me/entitlements` last described them (`useViewer`, `currentViewer`).
 */
export type Viewer =
  | { kind: 'anonymous'; remaining: number }
  /** Signed in without paid access, with the calculations the server says are left. */
  | { kind: 'free'; remaining: number }
  | { kind: 'paid' }
  | { kind: 'admin' }
  /**
   * Not known yet: a saved session is being restored, or the server has not answered (or could
   * not be reached) about the signed-in user. Nothing is refused or covered on a guess; a
   * calculate action asks the server (ADR 024).
   */
  | { kind: 'pending' };

/**
 * What a refused calculation tells the visitor and where it sends them
 * (product: common#quota-messages).
 */
export interface GateRefusal {
  message: string;
  /** A second sentence, shown under the message. */
  description?: string;
  /** Where the visitor is sent; `null` keeps them on the screen (its locked view or message). */
  redirectTo: '/pricing' | '/auth' | null;
}

/**
 * The paywall overlay of product: common#paywall-and-locked-view (career break and cost of living).
 */
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
  /**
   * The calculate button's label when exhausted (product: common#free-limit-and-gate); `null` while
   * calculations remain.
   */
  exhaustedLabel: string | null;
  /**
   * "N calculations remaining" once fewer than 3 remain (product: platform#free-limit); else
   * `null`.
   */
  remainingNote: string | null;
  /** What a refused calculate action shows and where it goes. */
  refusal: GateRefusal | null;
  /**
   * The texts of the paywall overlay and of the locked view while the visitor may not
   * calculate; `null` when they may.
   */
  paywall: GatePaywall | null;
  /** The paywall overlay covers the screen (the calculator's policy; career break, cost of living). */
  covered: boolean;
  /** The screen shows its locked view instead of the calculator (prepaid, travel planner). */
  locked: boolean;
  /** The calculate button is disabled with the refusal beside it (paycheck, freelance rate). */
  calculateDisabled: boolean;
}

export const gateTexts = {
  exhaustedSignedIn: 'Upgrade to Calculate More Scenarios',
  exhaustedSignedOut: 'Sign In or Upgrade to Continue',
  refusedAnonymous:
    "You've used all your free calculations. Please sign in or upgrade to continue.",
  refusedSignedIn: "You've used all your calculations. Please upgrade to continue.",
  refusedInPlace: "You've used all your free calculations. Please upgrade to continue.",
  refusedCompensation: 'No calculations remaining',
  refusedCompensationDescription: 'Please sign up for unlimited access',
  recordingFailed: 'Error recording calculation',
} as const;

/** A calculator's policy; a screen outside the registry (none today) redirects. */
function policyOf(calculatorId: CalculatorId | undefined): ExhaustedPolicy {
  return (
    calculators.find((calculator) => calculator.id === calculatorId)?.exhausted ?? {
      refusal: 'redirect',
      screen: 'form',
    }
  );
}

function refusalFor(policy: ExhaustedPolicy, signedIn: boolean): GateRefusal {
  if (policy.refusal === 'in-place') {
    return { message: gateTexts.refusedInPlace, redirectTo: null };
  }
  // Compensation's own sentences ask to sign up, so they are for visitors who have not.
  if (policy.refusal === 'sign-up' && !signedIn) {
    return {
      message: gateTexts.refusedCompensation,
      description: gateTexts.refusedCompensationDescription,
      redirectTo: '/pricing',
    };
  }
  return {
    message: signedIn ? gateTexts.refusedSignedIn : gateTexts.refusedAnonymous,
    redirectTo: '/pricing',
  };
}

/**
 * The gate's answer for a viewer on a calculator: labels, notes, refusal, paywall and locked
 * view. Pure.
 */
export function gateState(viewer: Viewer, calculatorId?: CalculatorId): GateState {
  if (viewer.kind === 'paid' || viewer.kind === 'admin' || viewer.kind === 'pending') {
    return {
      remaining: null,
      exhausted: false,
      // Pending arises only with a session (or the hint of one) in this browser.
      signedIn: true,
      exhaustedLabel: null,
      remainingNote: null,
      refusal: null,
      paywall: null,
      covered: false,
      locked: false,
      calculateDisabled: false,
    };
  }
  const signedIn = viewer.kind === 'free';
  const policy = policyOf(calculatorId);
  const remaining = Math.min(Math.max(Math.floor(viewer.remaining), 0), FREE_CALCULATION_LIMIT);
  const exhausted = remaining <= 0;
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
    remainingNote: signedIn ? null : remainingNote(remaining),
    refusal: exhausted ? refusalFor(policy, signedIn) : null,
    paywall: exhausted ? paywall : null,
    covered: exhausted && policy.screen === 'paywall',
    locked: exhausted && policy.screen === 'locked',
    calculateDisabled: exhausted && policy.disableCalculate === true,
  };
}
