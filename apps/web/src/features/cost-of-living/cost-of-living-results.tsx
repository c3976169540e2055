import type { CostOfLivingResult } from '@freedompath/engine/cost-of-living';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { formatCurrency, formatMonths, formatPercent } from '@/lib/format';
import { ResultCard, ResultGrid } from '../calculators/kit/results/result-card';
import { CostComparisonTable } from './cost-comparison-table';

/**
 * The congratulation line of a nomad score above 30 %
 * (product: cost-of-living#formulas-and-constants; its wording is ours).
 */
export function congratulationLine(destinationLabel: string): string {
  return `Congratulations! ${destinationLabel} looks like a wonderful base for a life on the move: your savings could carry you a lot further there.`;
}

function runwayText(months: number, savings: number, destination: string): string {
  if (savings === 0) return 'Enter your runway balance to see how much longer your savings last.';
  const balance = formatCurrency(savings);
  if (months > 0) return `longer your ${balance} would last in ${destination}`;
  if (months < 0) return `shorter your ${balance} would last in ${destination}`;
  return `Your ${balance} would last as long in ${destination} as it does now.`;
}

export interface CostOfLivingResultsProps {
  result: CostOfLivingResult;
  /** The runway balance the result was calculated with, $. */
  savings: number;
}

/**
 * The results of a calculation: the Cost Comparison table, then Runway Extension, Monthly
 * Savings and the Nomad Feasibility Score with its congratulation line above 30 %.
 */
export function CostOfLivingResults({ result, savings }: CostOfLivingResultsProps) {
  const comparisonId = useId();
  const outlookId = useId();
  const destination = result.destinationLabel;
  const months = result.runwayExtensionMonths;
  return (
    <div className="grid gap-8">
      <section aria-labelledby={comparisonId}>
        <Card className="grid gap-4">
          <h2 id={comparisonId} className="text-xl font-semibold text-slate-900">
            Cost Comparison
          </h2>
          <CostComparisonTable rows={result.rows} destinationLabel={destination} />
        </Card>
      </section>
      <section aria-labelledby={outlookId} className="grid gap-4">
        <h2 id={outlookId} className="text-xl font-semibold text-slate-900">
          Living in {destination}
        </h2>
        <ResultGrid>
          <ResultCard
            label="Runway Extension"
            value={formatMonths(Math.abs(months))}
            description={runwayText(months, savings, destination)}
            tone={months > 0 ? 'good' : 'neutral'}
          />
          <ResultCard
            label="Monthly Savings"
            value={formatCurrency(result.monthlySavings)}
            description={`a month: ${formatCurrency(result.currentTotal)} now, ${formatCurrency(result.newTotal)} in ${destination}`}
            tone={
              result.monthlySavings > 0 ? 'good' : result.monthlySavings < 0 ? 'bad' : 'neutral'
            }
          />
          <ResultCard
            label="Nomad Feasibility Score"
            value={formatPercent(result.nomadScore, 0)}
            description={
              result.nomadScore > 0
                ? 'more affordable than where you live now'
                : 'no more affordable than where you live now'
            }
            tone={result.nomadFriendly ? 'good' : 'neutral'}
          >
            {result.nomadFriendly ? (
              <p className="mt-3 text-sm font-semibold text-emerald-900">
                {congratulationLine(destination)}
              </p>
            ) : null}
          </ResultCard>
        </ResultGrid>
      </section>
    </div>
  );
}
