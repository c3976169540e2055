import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../features/layout/coming-soon';
import { PageShell } from '../features/layout/page-shell';

export const Route = createFileRoute('/planning-guides')({
  component: PlanningGuidesPage,
});

function PlanningGuidesPage() {
  return (
    <PageShell
      title="Planning Guides"
      lead="Step-by-step help for preparing a career break, from the first budget to your return."
    >
      <ComingSoon>
        The planning guides are coming in the next release: a 15-item checklist, a financial
        readiness assessment, a timeline and goals guide, and planning templates.
      </ComingSoon>
    </PageShell>
  );
}
