import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../features/layout/coming-soon';
import { PageShell } from '../features/layout/page-shell';

export const Route = createFileRoute('/admin/dashboard')({
  component: AdminDashboardPage,
});

function AdminDashboardPage() {
  return (
    <PageShell title="Admin Dashboard">
      <ComingSoon>
        The admin dashboard is coming in a later release: it will show usage analytics and user
        management to the administrator only.
      </ComingSoon>
    </PageShell>
  );
}
