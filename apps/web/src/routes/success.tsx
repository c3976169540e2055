import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../features/layout/coming-soon';
import { PageShell } from '../features/layout/page-shell';

export const Route = createFileRoute('/success')({
  component: SuccessPage,
});

function SuccessPage() {
  return (
    <PageShell title="Processing your payment">
      <ComingSoon>
        This page is coming in the next release: after checkout it will confirm your payment and
        take you back to FreedomPath once your plan is active.
      </ComingSoon>
    </PageShell>
  );
}
