import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { PageShell } from '../layout/page-shell';
import {
  LONGER_WAIT_AFTER,
  usePaymentVerification,
  verificationMessages,
} from './use-payment-verification';

/** A checkout that is over without a purchase: why, and the way back to the plans. */
function CheckoutEnded({ title, message }: { title: string; message: string }) {
  return (
    <PageShell title={title}>
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
        {message}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link to="/pricing">View Pricing</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/account">My Account</Link>
        </Button>
      </div>
    </PageShell>
  );
}

/**
 * /success: where checkout returns; confirms the purchase, then sends the user on. Each state
 * has its own heading and page title, so a checkout that cannot be confirmed does not read as
 * one still being processed.
 */
export function PaymentSuccessScreen({ sessionId }: { sessionId: string | undefined }) {
  const verification = usePaymentVerification(sessionId);
  switch (verification.kind) {
    case 'not-found':
      return <CheckoutEnded title="Checkout not found" message={verification.message} />;
    case 'expired':
      return <CheckoutEnded title="Checkout expired" message={verificationMessages.expired} />;
    case 'confirmed':
      return (
        <PageShell title="Payment confirmed">
          <p role="status">Your purchase is confirmed. Taking you home…</p>
        </PageShell>
      );
    case 'checking':
      return (
        <PageShell title="Processing your payment">
          <div role="status" className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className="mt-1 size-5 shrink-0 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700 motion-reduce:animate-none"
            />
            <p>Please wait while we confirm your payment. This usually takes a few seconds.</p>
          </div>
          {verification.attempts >= LONGER_WAIT_AFTER ? (
            <p
              role="status"
              className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950"
            >
              {verificationMessages.longerWait}
            </p>
          ) : null}
        </PageShell>
      );
  }
}
