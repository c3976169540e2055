import { plans } from '@freedompath/contracts';
import type { PlanId } from '@freedompath/contracts';
import { Link, useRouterState } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { PageShell } from '../layout/page-shell';
import { DevOutboxPanel } from './dev-outbox-panel';
import { ResendVerificationButton } from './resend-verification-button';

/**
 * /check-email, after signing up. The address comes in navigation state (never in the URL);
 * opened without it (a bookmark, a reload in another tab) the page still explains what to do.
 * It reads the same whether or not the address already has an account (ADR 017): that
 * address's owner gets an e-mail saying so instead of a link. With the plan chosen on /pricing
 * (`?plan=`) it says the confirmation goes on to that plan's checkout.
 */
export function CheckEmailScreen({ plan }: { plan?: PlanId }) {
  const email = useRouterState({ select: (state) => state.location.state.email });
  const planName = plans.find(({ id }) => id === plan)?.name;
  return (
    <PageShell
      title="Check your email"
      lead="If this address can be used for a new account, we sent it a verification link. Open it to finish signing up."
    >
      {email ? (
        <p>
          The e-mail went to <strong className="break-all">{email}</strong>.
        </p>
      ) : null}
      {planName ? (
        <p>
          Open the link in this browser: once you confirm your email, you go on to checkout for the{' '}
          {planName} plan.
        </p>
      ) : null}
      <p>
        Can&apos;t find the e-mail? Check your spam or junk folder, or request a new link
        {email ? ' below' : ' by signing in with your address'}.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        {email ? <ResendVerificationButton email={email} /> : null}
        <Button asChild>
          <Link to="/auth" search={{ plan }}>
            Back to Sign In
          </Link>
        </Button>
      </div>
      {import.meta.env.DEV && email ? <DevOutboxPanel email={email} /> : null}
    </PageShell>
  );
}
