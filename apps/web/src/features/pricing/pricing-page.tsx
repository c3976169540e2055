import { FREE_CALCULATION_LIMIT } from '@freedompath/contracts';
import type { PlanId } from '@freedompath/contracts';
import { PageShell } from '../layout/page-shell';
import { DisclaimerNotice } from '../legal/disclaimer-notice';
import { CalculationsStatus } from './calculations-status';
import { PlanCards } from './plan-cards';

/**
 * /pricing: the three plans, the calculations left or unlimited access, the disclaimer; with
 * `?checkout=` (`checkout`), that plan's checkout starts at once for a signed-in user.
 */
export function PricingPage({ checkout }: { checkout?: PlanId }) {
  return (
    <div className="pb-12">
      <PageShell
        title="Pricing"
        lead={`Your first ${FREE_CALCULATION_LIMIT} calculations are free. Upgrade for unlimited calculations on every calculator.`}
      >
        <CalculationsStatus />
      </PageShell>
      <div className="mx-auto max-w-6xl space-y-8 px-4 sm:px-6">
        <section aria-labelledby="choose-plan" className="space-y-6">
          {/* The cards' titles are h3: the page's outline needs this h2 between them and the h1. */}
          <h2 id="choose-plan" className="text-2xl font-bold tracking-tight text-slate-900">
            Choose your plan
          </h2>
          <PlanCards checkoutOnArrival={checkout} />
        </section>
        <DisclaimerNotice />
      </div>
    </div>
  );
}
