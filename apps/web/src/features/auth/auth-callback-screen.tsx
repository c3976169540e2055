import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useSession } from '../../lib/use-session';
import { PageShell } from '../layout/page-shell';
import { callbackOutcome } from './callback-outcome';
import type { CallbackOutcome } from './callback-outcome';
import { readCallbackParams } from './read-callback-params';

/**
 * /auth/callback, where e-mailed links land: a verification link signs the visitor in, a
 * reset link leads on to /reset-password, an error is shown; without a link the visitor goes
 * home (signed in) or to Sign In.
 */
export function AuthCallbackScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  // Read once: the address is cleaned at once, and a StrictMode re-run must see the same link.
  const [params] = useState(() => readCallbackParams(location.searchStr, location.hash));
  const [outcome, setOutcome] = useState<CallbackOutcome | null>(null);

  useEffect(() => {
    if (params.kind === 'none') return;
    // Keep the single-use token out of the history and of anything that reads the address.
    void navigate({ to: '/auth/callback', replace: true });
    let live = true;
    void callbackOutcome(params).then((result) => {
      if (!live) return;
      setOutcome(result);
      if (result.kind === 'verified') void navigate({ to: '/', replace: true });
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
    return (
      <PageShell title="Verification Failed">
        <p role="alert">{outcome.message}</p>
        <Button asChild>
          <Link to="/auth">Back to Sign In</Link>
        </Button>
      </PageShell>
    );
  }
  const verified = outcome?.kind === 'verified';
  return (
    <PageShell title={verified ? 'Request Verified!' : 'Verifying your account...'}>
      <p role="status">
        {verified ? 'You are signed in. Taking you to FreedomPath…' : 'This takes a moment.'}
      </p>
    </PageShell>
  );
}
