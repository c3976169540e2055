import { createFileRoute } from '@tanstack/react-router';
import { PageShell } from '../features/layout/page-shell';
import { PlanningGuidesScreen } from '../features/planning-guides/planning-guides-screen';

export const Route = createFileRoute('/planning-guides')({
  component: PlanningGuidesPage,
});

function PlanningGuidesPage() {
  return (
    <PageShell
      title="Planning Guides"
      lead="Step-by-step help for preparing a career break, from the first budget to your return."
    >
      <PlanningGuidesScreen />
    </PageShell>
  );
}
