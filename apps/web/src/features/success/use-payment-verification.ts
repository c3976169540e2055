import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { toastStore } from '../../components/ui/toast-store';
import { entitlementsQueryOptions } from '../../lib/entitlements-query-options';
import { useSession } from '../../lib/use-session';

/** Platform §9: ask once a second, 30 times; the longer-wait note after 10. */
export const VERIFY_INTERVAL_MS = 1000;
export const VERIFY_ATTEMPTS = 30;
export const LONGER_WAIT_AFTER = 10;

/** The verification messages of platform §8, verbatim. */
export const verificationMessages = {
  noUser: 'User session not found',
  noPaymentSession: 'Payment session not found',
  success: 'Payment successful! Welcome aboard!',
  longerWait:
    "Payment verification taking longer than expected. If you've been charged, please contact support.",
  failed: "Failed to verify payment. Please contact support if you've been charged.",
} as const;

/**
 * After checkout: asks `GET /me/entitlements` once a second until the purchase has made the
 * user paid, then says so and goes home; after 30 answers without it (or without a
 * connection) it gives up and goes to /pricing. Without a payment session or a signed-in user
 * it goes to /pricing at once. The entitlements it reads land in the query cache, so home shows
 * the unlimited line. Answers the attempts made so far.
 */
export function usePaymentVerification(sessionId: string | undefined): { attempts: number } {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user?.id : undefined;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [attempts, setAttempts] = useState(0);

  useEffect(() => {
    if (session.status === 'loading') return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Everything happens in a timer or after an await, so an effect React runs twice
    // (StrictMode) and cleans up in between shows no toast twice.
    const leave = (title: string, variant: 'success' | 'error', to: '/' | '/pricing') => {
      toastStore.show({ title, variant });
      void navigate({ to, replace: true });
    };
    const attempt = async (n: number): Promise<void> => {
      let paid = false;
      try {
        const entitlements = await queryClient.fetchQuery({
          ...entitlementsQueryOptions(userId),
          staleTime: 0,
        });
        paid = entitlements.paid;
      } catch {
        // No answer counts as "not yet": the next attempt asks again.
      }
      if (cancelled) return;
      setAttempts(n);
      if (paid) leave(verificationMessages.success, 'success', '/');
      else if (n >= VERIFY_ATTEMPTS) leave(verificationMessages.failed, 'error', '/pricing');
      else timer = setTimeout(() => void attempt(n + 1), VERIFY_INTERVAL_MS);
    };
    timer = setTimeout(() => {
      if (!sessionId) leave(verificationMessages.noPaymentSession, 'error', '/pricing');
      else if (userId === undefined) leave(verificationMessages.noUser, 'error', '/pricing');
      else void attempt(1);
    }, 0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [session.status, userId, sessionId, queryClient, navigate]);

  return { attempts };
}
