import type { PlanId } from '@freedompath/contracts';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useSession } from '@/lib/use-session';
import { PageShell } from '../layout/page-shell';
import { callbackOutcome } from './callback-outcome';
import type { CallbackOutcome } from './callback-outcome';
import { ConfirmEmailForm } from './confirm-email-form';
import { LinkFailed } from './link-failed';
import { pendingCheckout } from './pending-checkout';
import { readCallbackParams } from './read-callback-params';

/**
 * /auth/callback, where e-mailed links land. Each link is checked first, without spending it:
 * a sign-up link that works asks for the sign-up's password and then signs the visitor in, a
 * reset link that works leads on to /reset-password, and a link that does not says so at once.
 * A confirmed sign-up that chose a plan on /pricing goes on to that plan's checkout, else home.
 * Without a link the visitor goes home (signed in) or to Sign In.
 */
export function AuthCallbackScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  // Read once: the address is cleaned at once, and a StrictMode re-run must see the same link.
  const [params] = useState(() => readCallbackParams(location.searchStr, location.hash));
  const [outcome, setOutcome] = useState<CallbackOutcome | null>(null);
  /** The plan whose checkout the confirmed sign-up goes on to (see `pendingCheckout`). */
  const [checkoutPlan, setCheckoutPlan] = useState<PlanId | null>(null);

  useEffect(() => {
    if (params.kind === 'none') return;
    // Keep the single-use token out of the history and of anything that reads the address.
    void navigate({ to: '/auth/callback', replace: true });
    let live = true;
    void callbackOutcome(params).then((result) => {
      if (!live) return;
      setOutcome(result);
      if (result.kind === 'recovery') {
        void navigate({
          to: '/reset-password',
          replace: true,
          ...(result.withToken ? { state: { recovery: true } } : {}),
        });
      }
    });
    return () => {
      live = false;
    };
  }, [params, navigate]);

  useEffect(() => {
    if (params.kind !== 'none' || session.status === 'loading') return;
    void navigate({ to: session.status === 'signed-in' ? '/' : '/auth', replace: true });
  }, [params, session.status, navigate]);

  if (outcome?.kind === 'failed') {
    return <LinkFailed message={outcome.message} newLink={outcome.newLink} />;
  }
  if (outcome?.kind === 'confirm') {
    return (
      <ConfirmEmailForm
        email={outcome.email}
        token={outcome.token}
        onConfirmed={() => {
          setOutcome({ kind: 'verified' });
          const plan = pendingCheckout.take(outcome.email);
          setCheckoutPlan(plan);
          // /pricing starts the plan's checkout as it opens.
          void navigate(
            plan
              ? { to: '/pricing', search: { checkout: plan }, replace: true }
              : { to: '/', replace: true },
          );
        }}
        onInvalidLink={(message) => setOutcome({ kind: 'failed', message, newLink: 'signup' })}
      />
    );
  }
  const verified = outcome?.kind === 'verified';
  // The prerendered page shows this too, so it must read the same before any link is known.
  return (
    <PageShell title={verified ? 'Request Verified!' : 'Verifying your account...'}>
      <p role="status">
        {!verified
          ? 'Checking your link…'
          : checkoutPlan
            ? 'You are signed in. Taking you to checkout…'
            : 'You are signed in. Taking you to FreedomPath…'}
      </p>
    </PageShell>
  );
}
