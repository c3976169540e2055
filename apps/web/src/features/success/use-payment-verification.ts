import { checkoutSessionSchema } from '@freedompath/contracts';
import type { CheckoutSession } from '@freedompath/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { toastStore } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-error';
import { apiClient } from '@/lib/api-client';
import { entitlementsQueryOptions } from '@/lib/entitlements-query-options';
import { useSession } from '@/lib/use-session';

/** product: platform#constants: ask once a second, 30 times; the longer-wait note after 10. */
export const VERIFY_INTERVAL_MS = 1000;
export const VERIFY_ATTEMPTS = 30;
export const LONGER_WAIT_AFTER = 10;

/**
 * The verification messages of product: platform#messages, verbatim, and those of a checkout that
 * is over.
 */
export const verificationMessages = {
  noUser: 'User session not found',
  noPaymentSession: 'Payment session not found',
  success: 'Payment successful! Welcome aboard!',
  longerWait:
    "Payment verification taking longer than expected. If you've been charged, please contact support.",
  failed: "Failed to verify payment. Please contact support if you've been charged.",
  expired: 'This checkout expired before it was paid, so nothing was charged.',
} as const;

/** Where the return from checkout stands. */
export type Verification =
  /** Asking; `attempts` answers so far. */
  | { kind: 'checking'; attempts: number }
  /** The API knows no such checkout of this account (unknown, mistyped or someone else's). */
  | { kind: 'not-found'; message: string }
  /** Abandoned at the payment provider: nothing was paid. */
  | { kind: 'expired' }
  /** The purchase is in the entitlements: on the way home. */
  | { kind: 'confirmed' };

/** `GET /api/v1/billing/checkout-sessions/{id}`: the state of the caller's own checkout. */
function readCheckout(sessionId: string): Promise<CheckoutSession> {
  return apiClient.request(
    `/billing/checkout-sessions/${encodeURIComponent(sessionId)}`,
    { method: 'GET' },
    checkoutSessionSchema,
  );
}

/**
 * After checkout: asks the API about the checkout `session_id` names once a second until its
 * purchase is in the user's entitlements, then says so and goes home (ADR 042). A checkout the
 * API does not know for this account ends at its first answer, and an expired one too, each
 * with the page saying why; after 30 answers without the purchase (or without a connection)
 * it gives up and goes to /pricing. Without a payment session or a signed-in user it goes to
 * /pricing at once. The entitlements are read again before going home, so home shows the
 * unlimited line.
 */
export function usePaymentVerification(sessionId: string | undefined): Verification {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user?.id : undefined;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [verification, setVerification] = useState<Verification>({
    kind: 'checking',
    attempts: 0,
  });

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
    const confirm = async () => {
      try {
        await queryClient.fetchQuery({ ...entitlementsQueryOptions(userId), staleTime: 0 });
      } catch {
        // Home asks again itself; the purchase is confirmed either way.
      }
      if (cancelled) return;
      setVerification({ kind: 'confirmed' });
      leave(verificationMessages.success, 'success', '/');
    };
    const attempt = async (id: string, n: number): Promise<void> => {
      let checkout: CheckoutSession | undefined;
      let notFound: string | undefined;
      try {
        checkout = await readCheckout(id);
      } catch (error) {
        // A 404 is final; anything else (no answer, the provider down) counts as "not yet".
        if (error instanceof ApiError && error.kind === 'http' && error.status === 404) {
          notFound = error.message;
        }
      }
      if (cancelled) return;
      if (notFound !== undefined) {
        setVerification({ kind: 'not-found', message: notFound });
        return;
      }
      if (checkout?.status === 'expired') {
        setVerification({ kind: 'expired' });
        return;
      }
      if (checkout?.status === 'paid' && checkout.fulfilled) {
        void confirm();
        return;
      }
      setVerification({ kind: 'checking', attempts: n });
      if (n >= VERIFY_ATTEMPTS) leave(verificationMessages.failed, 'error', '/pricing');
      else timer = setTimeout(() => void attempt(id, n + 1), VERIFY_INTERVAL_MS);
    };
    timer = setTimeout(() => {
      if (!sessionId) leave(verificationMessages.noPaymentSession, 'error', '/pricing');
      else if (userId === undefined) leave(verificationMessages.noUser, 'error', '/pricing');
      else void attempt(sessionId, 1);
    }, 0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [session.status, userId, sessionId, queryClient, navigate]);

  return verification;
}
