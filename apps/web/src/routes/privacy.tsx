import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../features/layout/coming-soon';
import { PageShell } from '../features/layout/page-shell';

export const Route = createFileRoute('/privacy')({
  component: PrivacyPage,
});

function PrivacyPage() {
  return (
    <PageShell title="Privacy Policy">
      <ComingSoon>
        The privacy policy is coming in the next release: it will explain what FreedomPath collects,
        how payments and analytics are handled, and your choices about your data.
      </ComingSoon>
    </PageShell>
  );
}
