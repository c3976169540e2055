import type { RunwayResult, RunwayRiskLabel } from '@freedompath/engine/runway';
import { Card } from '@/components/ui/card';
import { formatCurrency, formatMonths } from '@/lib/format';
import { ResultCard, ResultGrid } from '../calculators/kit/results/result-card';
import type { ResultTone } from '../calculators/kit/results/result-card';
import { RunwayProgress } from './runway-progress';

const riskTones: Record<RunwayRiskLabel, ResultTone> = {
  'Fully Funded': 'good',
  'Very Safe': 'good',
  'Low Risk': 'good',
  Adequate: 'warning',
  'Medium Risk': 'warning',
  Shortfall: 'bad',
  'High Risk': 'bad',
};

/** What each label of product: runway#rules means, in the visitor's terms. */
function riskMeaning(label: RunwayRiskLabel, hasBreak: boolean): string {
  switch (label) {
    case 'Fully Funded':
      return 'Your money lasts more than a year beyond your planned break.';
    case 'Adequate':
      return 'Your money covers your planned break, with less than a year to spare.';
    case 'Shortfall':
      return 'Your money runs out before your planned break ends.';
    case 'High Risk':
      return hasBreak
        ? 'The projection runs out of money before your break ends.'
        : 'Less than 12 months of runway.';
    case 'Medium Risk':
      return 'Between 12 and 24 months of runway.';
    case 'Low Risk':
      return 'Between 2 and 5 years of runway.';
    case 'Very Safe':
      return '5 years of runway or more.';
  }
}

export interface RunwaySummaryProps {
  result: RunwayResult;
  hasBreak: boolean;
  /** How many what-if simulations the figures include. */
  enabledSimulations: number;
}

/** The headline figures: runway, risk label, monthly withdrawal, end balance and progress. */
export function RunwaySummary({ result, hasBreak, enabledSimulations }: RunwaySummaryProps) {
  const { summary, projection } = result;
  const lastYear = projection[projection.length - 1]?.year ?? 0;
  const split = summary.withdrawalAllocation;
  return (
    <Card>
      <section aria-labelledby="runway-summary-heading" className="grid gap-5">
        <div>
          <h2 id="runway-summary-heading" className="text-xl font-semibold text-slate-900">
            Your Runway
          </h2>
          {enabledSimulations > 0 ? (
            <p className="mt-1 text-sm text-slate-700">
              Includes{' '}
              {enabledSimulations === 1
                ? '1 what-if simulation'
                : `${enabledSimulations} what-if simulations`}
              .
            </p>
          ) : null}
        </div>
        <ResultGrid>
          <ResultCard
            label="Runway"
            value={formatMonths(result.runwayMonths)}
            description={
              result.runwayMonths === Number.POSITIVE_INFINITY
                ? 'Your income covers your expenses, so your savings are not drawn down.'
                : 'How long your savings, stocks and crypto last at today’s spending, without growth or inflation.'
            }
          />
          <ResultCard
            label="Risk Level"
            value={result.riskLabel}
            tone={riskTones[result.riskLabel]}
            description={riskMeaning(result.riskLabel, hasBreak)}
          />
          <ResultCard
            label="Monthly Withdrawal"
            value={formatCurrency(summary.monthlyWithdrawal)}
            description={`Stocks ${formatCurrency(split.stocks)}, crypto ${formatCurrency(split.crypto)}, cash ${formatCurrency(split.cash)} in the first month.`}
          />
          <ResultCard
            label={`Projected Balance After Year ${lastYear}`}
            value={formatCurrency(summary.finalTotal)}
            tone={summary.isSustainable ? 'good' : 'bad'}
            description={
              summary.isSustainable
                ? `Sustainable: every withdrawal is covered ${hasBreak ? 'until your break ends' : 'for 5 years'}.`
                : `Not sustainable: the money runs out ${hasBreak ? 'before your break ends' : 'within 5 years'}.`
            }
          />
        </ResultGrid>
        <RunwayProgress
          runwayMonths={result.runwayMonths}
          progress={result.progress}
          hasBreak={hasBreak}
        />
      </section>
    </Card>
  );
}
