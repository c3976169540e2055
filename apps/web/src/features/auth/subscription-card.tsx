import { FREE_CALCULATION_LIMIT } from '@freedompath/contracts';
import type { Entitlements } from '@freedompath/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { RetryNotice } from '@/components/ui/retry-notice';
import { Card } from '@/components/ui/card';
import { toastStore } from '@/components/ui/toast-store';
import { remainingText } from '@/lib/calculations-text';
import { entitlementsQueryOptions } from '@/lib/entitlements-query-options';
import { useSession } from '@/lib/use-session';
import { openBillingPortal } from './open-billing-portal';
import { ResumeSubscription } from './resume-subscription';

/** The account messages of product: platform#messages, verbatim. */
export const canceledNotice = {
  title: 'Your subscription has been canceled successfully',
  description: 'You will still have access until the end of your billing period.',
} as const;

const planNames = { monthly: 'Monthly', yearly: 'Yearly', lifetime: 'Lifetime' } as const;

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** One sentence on the paid plan: what it is and until when. */
function planSummary(entitlements: Entitlements): string {
  const { plan, accessUntil, cancelAtPeriodEnd } = entitlements;
  if (plan === 'free') {
    return entitlements.admin
      ? 'You have unlimited calculations as the admin.'
      : 'Complimentary access: unlimited calculations on every calculator.';
  }
  const name = `${planNames[plan]} plan`;
  if (plan === 'lifetime' || accessUntil === null) return `${name}: unlimited calculations.`;
  const until = longDate.format(new Date(accessUntil));
  if (plan === 'monthly' && !cancelAtPeriodEnd) return `${name}: renews on ${until}.`;
  return `${name}: access until ${until}.`;
}

/**
 * `?canceled=true` (the billing portal's return after a cancellation): the product's message once,
 * then the parameter leaves the address (product: platform#accounts) and the plan is asked for
 * again.
 */
function useCanceledNotice(userId: string | undefined): void {
  const search: Record<string, unknown> = useSearch({ strict: false });
  const canceled = search.canceled === true || search.canceled === 'true';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!canceled) return;
    // In a timer, so StrictMode's second run of the effect does not show it twice.
    const timer = setTimeout(() => {
      toastStore.show({ ...canceledNotice, variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: entitlementsQueryOptions(userId).queryKey });
      void navigate({ to: '/account', search: {}, replace: true });
    }, 0);
    return () => clearTimeout(timer);
  }, [canceled, navigate, queryClient, userId]);
}

/**
 * The plan part of My Account, as `GET /me/entitlements` says: Active with Manage Subscription
 * (the billing portal) for a paid plan, with Resume for a subscription set to end; Free Plan
 * with the calculations left and View Pricing otherwise (product: platform#accounts).
 */
export function SubscriptionCard() {
  const { user } = useSession();
  const userId = user?.id;
  const { data: entitlements, isError, refetch } = useQuery(entitlementsQueryOptions(userId));
  useCanceledNotice(userId);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const portal = useMutation({
    mutationFn: openBillingPortal,
    onError: (error) => toastStore.show({ title: error.message, variant: 'error' }),
  });
  // The API names a plan only for an active monthly, yearly or lifetime one
  // (product: platform#accounts: "subscribed"); an ended, canceled or inactive subscription reads
  // `free` like none at all, so the product's "No Subscription" cannot be told from Free Plan and is
  // not shown (ADR 024).
  const subscribed = entitlements !== undefined && entitlements.plan !== 'free';

  let body;
  if (entitlements === undefined) {
    body = isError ? (
      <RetryNotice className="mt-3" onRetry={() => void refetch()}>
        We could not load your plan.
      </RetryNotice>
    ) : (
      <p role="status" className="mt-3 text-slate-600">
        Loading your plan...
      </p>
    );
  } else {
    body = (
      <>
        <p className="mt-3 flex flex-wrap items-center gap-2">
          <span>Status:</span>
          {subscribed ? (
            <Badge tone="new">Active</Badge>
          ) : entitlements.paid && !entitlements.admin ? (
            <Badge tone="new">Complimentary</Badge>
          ) : (
            <Badge tone="neutral">Free Plan</Badge>
          )}
        </p>
        <p ref={summaryRef} tabIndex={-1} className="mt-2 text-slate-600 focus:outline-none">
          {entitlements.paid
            ? planSummary(entitlements)
            : `${remainingText(entitlements.remaining ?? 0)}. Your plan includes ${FREE_CALCULATION_LIMIT} free calculations. Upgrade for unlimited calculations on every calculator.`}
        </p>
        {userId !== undefined && entitlements.resumableUntil !== null ? (
          <ResumeSubscription
            userId={userId}
            resumableUntil={entitlements.resumableUntil}
            // The button leaves with the cancellation: the keyboard goes on from the plan.
            onResumed={() => summaryRef.current?.focus()}
          />
        ) : null}
        {subscribed ? (
          <Button
            className="mt-4"
            disabled={portal.isPending || portal.isSuccess}
            aria-busy={portal.isPending || undefined}
            onClick={() => portal.mutate()}
          >
            {portal.isPending ? 'Loading...' : 'Manage Subscription'}
          </Button>
        ) : (
          <Button asChild className="mt-4">
            <Link to="/pricing">View Pricing</Link>
          </Button>
        )}
      </>
    );
  }
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Subscription</h2>
      {body}
    </Card>
  );
}
