import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../features/layout/coming-soon';
import { PageShell } from '../features/layout/page-shell';

export const Route = createFileRoute('/auth/callback')({
  component: AuthCallbackPage,
});

function AuthCallbackPage() {
  return (
    <PageShell title="Verifying your account">
      <ComingSoon>
        This page is coming in the next release: it will confirm the link from your verification or
        password-reset e-mail and then take you on to FreedomPath.
      </ComingSoon>
    </PageShell>
  );
}
