import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../features/layout/coming-soon';
import { PageShell } from '../features/layout/page-shell';

export const Route = createFileRoute('/terms')({
  component: TermsPage,
});

function TermsPage() {
  return (
    <PageShell title="Terms of Service">
      <ComingSoon>
        The terms of service are coming in the next release: they will set out how you may use
        FreedomPath, how payments and refunds work, and the limits of our liability.
      </ComingSoon>
    </PageShell>
  );
}
