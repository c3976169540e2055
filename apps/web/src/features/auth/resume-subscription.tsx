import { entitlementsSchema } from '@freedompath/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { toastStore } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-error';
import { apiClient } from '@/lib/api-client';
import { entitlementsQueryOptions } from '@/lib/entitlements-query-options';

/** What the resume says; the API's own message stands for its refusals. */
export const resumeTexts = {
  button: 'Resume Subscription',
  busy: 'Resuming...',
  resumed: 'Your subscription has been resumed',
  failed: 'Failed to resume your subscription. Please try again.',
} as const;

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** The API's refusal once the subscription's period is over: nothing is left to resume. */
function ended(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 'SUBSCRIPTION_ENDED';
}

interface ResumeSubscriptionProps {
  userId: string;
  /** When the cancelled subscription ends, and until when it may be resumed. */
  resumableUntil: string;
  /** After the subscription renews again (this component then leaves the page). */
  onResumed: () => void;
}

/**
 * "Resume Subscription" for a monthly subscription set to end (ADR 041): `POST
 * /billing/resume` turns the cancellation back, and its answer (the new entitlements) replaces
 * the cached ones. The button keeps focus while it works (`aria-disabled`, not `disabled`); a
 * refusal is said beside it, except that the subscription has ended: that is a toast, and the
 * plan is asked for again.
 */
export function ResumeSubscription({ userId, resumableUntil, onResumed }: ResumeSubscriptionProps) {
  const queryClient = useQueryClient();
  const { queryKey } = entitlementsQueryOptions(userId);
  const ends = longDate.format(new Date(resumableUntil));
  const resume = useMutation({
    mutationFn: () => apiClient.request('/billing/resume', { method: 'POST' }, entitlementsSchema),
    onSuccess: (entitlements) => {
      queryClient.setQueryData(queryKey, entitlements);
      const renews = entitlements.accessUntil
        ? `It renews on ${longDate.format(new Date(entitlements.accessUntil))}.`
        : undefined;
      toastStore.show({ title: resumeTexts.resumed, description: renews, variant: 'success' });
      onResumed();
    },
    onError: (error) => {
      if (ended(error)) {
        // The plan is asked for again and this offer leaves with it: the toast outlives it.
        toastStore.show({ title: error.message, variant: 'error' });
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
  const { error } = resume;
  const failure =
    error === null || ended(error)
      ? null
      : error instanceof ApiError && error.kind === 'http' && error.message
        ? error.message
        : resumeTexts.failed;

  return (
    <div className="mt-4 grid justify-items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950">
      <p>
        Your subscription is cancelled and ends on {ends}. Resume it by then to keep unlimited
        calculations; it then renews as before.
      </p>
      <Button
        aria-disabled={resume.isPending}
        aria-busy={resume.isPending || undefined}
        onClick={() => {
          if (!resume.isPending) resume.mutate();
        }}
      >
        {resume.isPending ? resumeTexts.busy : resumeTexts.button}
      </Button>
      {failure ? (
        <p role="alert" className="text-red-800">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
