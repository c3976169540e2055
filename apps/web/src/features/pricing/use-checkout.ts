import type { PlanId } from '@freedompath/contracts';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { toastStore } from '@/components/ui/toast-store';
import { externalNavigation } from '@/lib/external-navigation';
import { CheckoutError, checkoutMessages, startCheckout } from './start-checkout';

/**
 * Starts checkout for a plan and leaves for the checkout page; a failure is a toast with the
 * the product's message (product: platform#messages), and one that needs a session sends the visitor to
 * /auth with the plan, so signing in goes on to its checkout. `pendingPlan` is the plan on its way
 * (kept while the browser leaves for checkout).
 */
export function useCheckout() {
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: startCheckout,
    onSuccess: (url) => externalNavigation.assign(url),
    onError: (error, plan) => {
      const message = error instanceof CheckoutError ? error.message : checkoutMessages.tryAgain;
      toastStore.show({ title: message, variant: 'error' });
      if (error instanceof CheckoutError && error.signInRequired) {
        void navigate({ to: '/auth', search: { plan } });
      }
    },
  });
  const busy = mutation.isPending || mutation.isSuccess;
  const { mutate } = mutation;
  return {
    checkout: useCallback((plan: PlanId) => mutate(plan), [mutate]),
    pendingPlan: busy ? mutation.variables : undefined,
  };
}
