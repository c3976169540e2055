import { Link, useRouterState } from '@tanstack/react-router';
import { Button } from '../../components/ui/button';
import { PageShell } from '../layout/page-shell';
import { DevOutboxPanel } from './dev-outbox-panel';
import { ResendVerificationButton } from './resend-verification-button';

/**
 * /check-email, after signing up. The address comes in navigation state (never in the URL);
 * opened without it (a bookmark, a reload in another tab) the page still explains what to do.
 */
export function CheckEmailScreen() {
  const email = useRouterState({ select: (state) => state.location.state.email });
  return (
    <PageShell
      title="Check your email"
      lead="We sent you a verification link. Open it to activate your account."
    >
      {email ? (
        <p>
          The link went to <strong className="break-all">{email}</strong>.
        </p>
      ) : null}
      <p>
        Can&apos;t find the e-mail? Check your spam or junk folder, or request a new link
        {email ? ' below' : ' by signing in with your address'}.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        {email ? <ResendVerificationButton email={email} /> : null}
        <Button asChild>
          <Link to="/auth">Back to Sign In</Link>
        </Button>
      </div>
      {import.meta.env.DEV && email ? <DevOutboxPanel email={email} /> : null}
    </PageShell>
  );
}
