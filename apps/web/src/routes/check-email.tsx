import { Link, createFileRoute } from '@tanstack/react-router';
import { Button } from '../components/ui/button';
import { PageShell } from '../features/layout/page-shell';

export const Route = createFileRoute('/check-email')({
  component: CheckEmailPage,
});

function CheckEmailPage() {
  return (
    <PageShell
      title="Check your email"
      lead="We sent you a verification link. Open it to activate your account."
    >
      <p>
        Can&apos;t find the e-mail? Check your spam or junk folder, or go back to sign in and
        request a new link.
      </p>
      <Button asChild>
        <Link to="/auth">Back to Sign In</Link>
      </Button>
    </PageShell>
  );
}
