import type { Entitlements } from '@freedompath/contracts';
import type { SessionState } from '@/lib/session-store';
import type { Viewer } from './gate-state';

/**
 * The viewer from what the browser holds: signed out, the local counter; signed in, only the
 * API's entitlements decide (paid, admin, calculations left), and until they arrive the viewer
 * is pending. Pure.
 */
export function viewerFrom(
  session: SessionState,
  anonymousRemaining: number,
  entitlements: Entitlements | undefined,
): Viewer {
  if (session.status === 'signed-out') return { kind: 'anonymous', remaining: anonymousRemaining };
  if (session.status === 'loading' || entitlements === undefined) return { kind: 'pending' };
  if (entitlements.admin) return { kind: 'admin' };
  if (entitlements.paid || entitlements.remaining === null) return { kind: 'paid' };
  return { kind: 'free', remaining: entitlements.remaining };
}

/**
 * The note appears once fewer than this many calculations remain (product: platform#free-limit).
 */
export const REMAINING_NOTE_BELOW = 3;

/**
 * "N calculations remaining" for an anonymous visitor with 1 or 2 left
 * (product: platform#free-limit), else null. Here rather than in `gateState`, so the home page can
 * say it without the gate.
 */
export function remainingNote(remaining: number): string | null {
  if (remaining <= 0 || remaining >= REMAINING_NOTE_BELOW) return null;
  return remaining === 1 ? '1 calculation remaining' : `${remaining} calculations remaining`;
}
