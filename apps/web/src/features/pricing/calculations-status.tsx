import { FREE_CALCULATION_LIMIT } from '@freedompath/contracts';
import { useQuery } from '@tanstack/react-query';
import { remainingText, unlimitedText } from '@/lib/calculations-text';
import { entitlementsQueryOptions } from '@/lib/entitlements-query-options';
import { useSession } from '@/lib/use-session';
import { useViewer } from '../calculators/kit/gate/use-viewer';

/**
 * The line of product: platform#free-limit (home) and the pricing page: unlimited for paid users
 * and the admin, else the calculations left with a bar of N/5 while any remain. Signed in, the
 * number is the server's; nothing is shown until it has answered.
 */
export function CalculationsStatus() {
  const viewer = useViewer();
  const session = useSession();
  // The viewer's own query (same key, so no second request): it says which plan is unlimited.
  const { data: entitlements } = useQuery(
    entitlementsQueryOptions(session.status === 'signed-in' ? session.user?.id : undefined),
  );
  if (viewer.kind === 'pending') {
    // Keeps the line's room so the page does not move when the answer arrives.
    return <p aria-hidden="true" className="invisible min-h-6" />;
  }
  if (viewer.kind === 'paid' || viewer.kind === 'admin') {
    return <p className="font-medium text-brand-900">{unlimitedText(entitlements)}</p>;
  }
  const remaining = Math.max(0, Math.min(viewer.remaining, FREE_CALCULATION_LIMIT));
  return (
    <div className="grid max-w-md gap-2">
      <p className="font-medium text-slate-900">{remainingText(remaining)}</p>
      {remaining > 0 ? (
        <div
          role="progressbar"
          aria-label="Free calculations remaining"
          aria-valuemin={0}
          aria-valuemax={FREE_CALCULATION_LIMIT}
          aria-valuenow={remaining}
          aria-valuetext={`${remaining} of ${FREE_CALCULATION_LIMIT}`}
          className="h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-brand-600"
            style={{ width: `${(remaining / FREE_CALCULATION_LIMIT) * 100}%` }}
          />
        </div>
      ) : null}
    </div>
  );
}
