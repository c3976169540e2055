import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../features/layout/coming-soon';
import { PageShell } from '../features/layout/page-shell';
import { DisclaimerNotice } from '../features/legal/disclaimer-notice';
import { PlanCards } from '../features/pricing/plan-cards';

export const Route = createFileRoute('/pricing')({
  component: PricingPage,
});

function PricingPage() {
  return (
    <div>
      <PageShell
        title="Pricing"
        lead="Your first 5 calculations are free. Upgrade for unlimited calculations on every calculator."
      >
        <ComingSoon>
          Checkout is coming in the next release: you will pay securely by card and your plan will
          apply to your account straight away.
        </ComingSoon>
      </PageShell>
      <div className="mx-auto max-w-6xl space-y-8 px-4 sm:px-6">
        <PlanCards />
        <DisclaimerNotice />
      </div>
    </div>
  );
}
