import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../features/layout/coming-soon';
import { PageShell } from '../features/layout/page-shell';

export const Route = createFileRoute('/auth/')({
  component: AuthPage,
});

function AuthPage() {
  return (
    <PageShell
      title="Sign In"
      lead="Sign in to keep your free calculations across devices, or upgrade for unlimited use."
    >
      <ComingSoon>
        Accounts are coming in the next release: you will sign in or create an account with your
        e-mail address and a password, and reset a forgotten password from here.
      </ComingSoon>
    </PageShell>
  );
}
