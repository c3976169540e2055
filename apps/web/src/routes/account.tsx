import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../features/layout/coming-soon';
import { PageShell } from '../features/layout/page-shell';

export const Route = createFileRoute('/account')({
  component: AccountPage,
});

function AccountPage() {
  return (
    <PageShell title="My Account">
      <ComingSoon>
        Your account page is coming in the next release: it will show your e-mail address and your
        plan, and let you manage your subscription or view pricing.
      </ComingSoon>
    </PageShell>
  );
}
