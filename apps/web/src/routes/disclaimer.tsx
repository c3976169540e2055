import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../features/layout/coming-soon';
import { PageShell } from '../features/layout/page-shell';

export const Route = createFileRoute('/disclaimer')({
  component: DisclaimerPage,
});

function DisclaimerPage() {
  return (
    <PageShell
      title="Disclaimer"
      lead="FreedomPath's calculators are for informational and educational purposes only. They are not financial, investment, tax or legal advice."
    >
      <p>
        Results are estimates that depend on the numbers you enter and on simplified assumptions
        about returns, inflation and costs. Consult a qualified professional before making financial
        decisions.
      </p>
      <ComingSoon>
        The full disclaimer is coming in the next release. It will cover: not professional advice,
        your responsibility, no guarantees, limitation of liability, third-party content, the limits
        of simulations, updates to these terms, and how to contact us.
      </ComingSoon>
    </PageShell>
  );
}
