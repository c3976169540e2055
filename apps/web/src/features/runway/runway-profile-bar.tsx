import { withDefaults } from '@freedompath/engine';
import { RUNWAY_DEFINITION } from '@freedompath/engine/runway';
import type { RunwayProfile } from '@freedompath/engine/runway';
import type { Ref } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatCurrency, formatMonths, formatPercent } from '@/lib/format';
import { CalculateButton } from '../calculators/kit/gate/calculate-button';
import type { CalculationGate } from '../calculators/kit/gate/use-calculation-gate';
import { CopyLinkButton } from '../calculators/kit/plan/copy-link-button';

const runwayProfileBarTexts = {
  heading: 'Your Runway Profile',
  edit: 'Edit Profile',
  working: 'Calculating...',
  noBreak: 'No planned end',
} as const;

export interface RunwayProfileBarProps {
  /** The profile as submitted. */
  profile: RunwayProfile;
  /** True from submit until the auto-triggered calculation has answered. */
  working: boolean;
  gate: CalculationGate;
  onEdit: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

function signedPercent(value: number): string {
  return value > 0 ? `+${formatPercent(value)}` : formatPercent(value);
}

/** The submitted profile collapsed to one bar (product: runway#screen), with Edit Profile. */
export function RunwayProfileBar({
  profile,
  working,
  gate,
  onEdit,
  headingRef,
}: RunwayProfileBarProps) {
  const shown = withDefaults(RUNWAY_DEFINITION.fields, profile);
  const items: [string, string][] = [
    [
      'Planned break',
      profile.breakDuration ? formatMonths(profile.breakDuration) : runwayProfileBarTexts.noBreak,
    ],
    ['Savings', formatCurrency(profile.currentSavings)],
    ['Stocks', formatCurrency(shown.stockInvestments)],
    ['Crypto', formatCurrency(shown.cryptoInvestments)],
    ['Monthly expenses', formatCurrency(profile.monthlyExpensesDuringBreak)],
    ['Monthly income', formatCurrency(shown.monthlyIncomeBreak)],
    [
      'Returns a year',
      `Stocks ${signedPercent(shown.expectedMarketReturns)}, crypto ${signedPercent(shown.cryptoMarketReturns)}`,
    ],
  ];
  return (
    <Card className="grid gap-4 bg-slate-50">
      <section aria-labelledby="runway-profile-heading" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2
            id="runway-profile-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold text-slate-900 outline-none"
          >
            {runwayProfileBarTexts.heading}
          </h2>
          <div className="flex flex-wrap gap-2 print:hidden">
            <Button variant="secondary" onClick={onEdit}>
              {runwayProfileBarTexts.edit}
            </Button>
            <CopyLinkButton />
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
          {items.map(([term, value]) => (
            <div key={term}>
              <dt className="text-slate-600">{term}</dt>
              <dd className="font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        {working ? (
          <CalculateButton
            type="button"
            gate={gate}
            label={runwayProfileBarTexts.working}
            disabled
          />
        ) : null}
      </section>
    </Card>
  );
}
