import { PageShell } from '../layout/page-shell';
import { DisclaimerNotice } from '../legal/disclaimer-notice';
import { CalculationsStatus } from './calculations-status';
import { PlanCards } from './plan-cards';

/** /pricing: the three plans, the calculations left or unlimited access, the disclaimer. */
export function PricingPage() {
  return (
    <div className="pb-12">
      <PageShell
        title="Pricing"
        lead="Your first 5 calculations are free. Upgrade for unlimited calculations on every calculator."
      >
        <CalculationsStatus />
      </PageShell>
      <div className="mx-auto max-w-6xl space-y-8 px-4 sm:px-6">
        <PlanCards />
        <DisclaimerNotice />
      </div>
    </div>
  );
}
