import { PageShell } from '../layout/page-shell';
import {
  LONGER_WAIT_AFTER,
  usePaymentVerification,
  verificationMessages,
} from './use-payment-verification';

/** /success: where checkout returns; confirms the purchase, then sends the user on. */
export function PaymentSuccessScreen({ sessionId }: { sessionId: string | undefined }) {
  const { attempts } = usePaymentVerification(sessionId);
  return (
    <PageShell title="Processing your payment">
      <div role="status" className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="mt-1 size-5 shrink-0 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700 motion-reduce:animate-none"
        />
        <p>Please wait while we confirm your payment. This usually takes a few seconds.</p>
      </div>
      {attempts >= LONGER_WAIT_AFTER ? (
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
