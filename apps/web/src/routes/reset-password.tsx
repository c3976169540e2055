import { Link, createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../features/layout/coming-soon';
import { PageShell } from '../features/layout/page-shell';

export const Route = createFileRoute('/reset-password')({
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  return (
    <PageShell title="Reset your password">
      <ComingSoon>
        Password reset is coming in the next release: you will request a reset link by e-mail and
        choose a new password here.
      </ComingSoon>
      <p>
        <Link to="/auth" className="font-medium text-brand-800 underline underline-offset-2">
          Back to Sign In
        </Link>
      </p>
    </PageShell>
  );
}
