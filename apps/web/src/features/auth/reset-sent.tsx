import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { PageShell } from '../layout/page-shell';
import { DevOutboxPanel } from './dev-outbox-panel';

/** Sent mode of /reset-password: where the instructions went. */
export function ResetSent({ email }: { email: string }) {
  return (
    <PageShell title="Check your email">
      <p role="status">
        We sent password reset instructions to <strong className="break-all">{email}</strong>.
      </p>
      <p>
        If it does not arrive within a few minutes, check your spam or junk folder. The link works
        once and only for a limited time.
      </p>
      <Button asChild>
        <Link to="/auth">Back to Sign In</Link>
      </Button>
      {import.meta.env.DEV ? <DevOutboxPanel email={email} /> : null}
    </PageShell>
  );
}
