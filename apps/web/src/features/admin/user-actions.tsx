import type { AdminUser } from '@freedompath/contracts';
import { AlertDialog } from 'radix-ui';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useUserAction } from './admin-actions';
import { planName } from './admin-format';

const actionButton = 'min-h-9 px-3 py-1.5 text-xs whitespace-nowrap';

/**
 * A row's account actions: complimentary access, quota reset and disabling (after a
 * confirmation), each on the API. The buttons wait while one of them is on its way; each
 * one's name ends with the row's e-mail, so a screen reader can tell the rows' buttons apart.
 */
export function UserActions({ user }: { user: AdminUser }) {
  const { mutate, isPending } = useUserAction();
  const cancelId = useId();
  // Only a monthly subscription charges again; on by default, so disabling stops the billing.
  const renews = user.plan === 'monthly';
  const [cancelSubscription, setCancelSubscription] = useState(true);
  const complimentaryLabel = user.complimentary
    ? 'Revoke complimentary access'
    : 'Grant complimentary access';
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        className={actionButton}
        disabled={isPending}
        aria-label={`${complimentaryLabel} for ${user.email}`}
        onClick={() =>
          mutate({
            action: user.complimentary ? 'revokeComplimentary' : 'grantComplimentary',
            user,
          })
        }
      >
        {complimentaryLabel}
      </Button>
      <Button
        variant="secondary"
        className={actionButton}
        disabled={isPending}
        aria-label={`Reset quota for ${user.email}`}
        onClick={() => mutate({ action: 'resetQuota', user })}
      >
        Reset quota
      </Button>
      {user.disabled ? (
        <Button
          variant="secondary"
          className={actionButton}
          disabled={isPending}
          aria-label={`Enable account for ${user.email}`}
          onClick={() => mutate({ action: 'enable', user })}
        >
          Enable account
        </Button>
      ) : (
        <AlertDialog.Root onOpenChange={(open) => open && setCancelSubscription(true)}>
          <AlertDialog.Trigger asChild>
            <Button
              variant="secondary"
              className={`${actionButton} border-red-200 text-red-800 hover:bg-red-50`}
              disabled={isPending}
              aria-label={`Disable account for ${user.email}`}
            >
              Disable account
            </Button>
          </AlertDialog.Trigger>
          <AlertDialog.Portal>
            <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
            <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
              <AlertDialog.Title className="text-lg font-semibold text-slate-900">
                Disable this account?
              </AlertDialog.Title>
              <AlertDialog.Description className="mt-2 break-words text-slate-700">
                {user.email} will be signed out and cannot sign in until the account is enabled
                again.
              </AlertDialog.Description>
              <p className="mt-3 text-slate-700">
                Plan:{' '}
                <strong className="font-semibold text-slate-900">{planName(user.plan)}</strong>
              </p>
              {renews ? (
                <div className="mt-3 flex items-start gap-2">
                  <input
                    id={cancelId}
                    type="checkbox"
                    checked={cancelSubscription}
                    onChange={(event) => setCancelSubscription(event.target.checked)}
                    className="mt-1 size-4 shrink-0 accent-brand-700"
                  />
                  <label htmlFor={cancelId} className="text-slate-800">
                    Cancel the monthly subscription now, so it is not charged again
                  </label>
                </div>
              ) : null}
              <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <AlertDialog.Cancel asChild>
                  <Button variant="secondary">Cancel</Button>
                </AlertDialog.Cancel>
                <AlertDialog.Action asChild>
                  <Button
                    variant="danger"
                    onClick={() =>
                      mutate({
                        action: 'disable',
                        user,
                        body: { cancelSubscription: renews && cancelSubscription },
                      })
                    }
                  >
                    Disable account
                  </Button>
                </AlertDialog.Action>
              </div>
            </AlertDialog.Content>
          </AlertDialog.Portal>
        </AlertDialog.Root>
      )}
    </div>
  );
}
