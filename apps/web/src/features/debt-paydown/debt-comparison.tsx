import type { DebtStrategyType, StrategyResult } from '@freedompath/engine/debt';
import type { Ref } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CopyLinkButton } from '../calculators/kit/plan/copy-link-button';
import { Tabs } from '../calculators/kit/screen/tabs';
import type { DebtAnalysis } from './debt-analysis';
import { DebtInsightsPanel } from './debt-insights-panel';
import { PaymentTimeline } from './payment-timeline';
import { StrategyComparison } from './strategy-comparison';

export interface DebtComparisonProps {
  analysis: DebtAnalysis;
  /** The chosen strategy's result (the first is preselected, product: debt-paydown#rules). */
  chosen: StrategyResult;
  onSelect: (strategy: DebtStrategyType) => void;
  onBack: () => void;
  onVisualize: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** Step 2, Compare Strategies: the comparison, the payoff timeline and the insights. */
export function DebtComparison({
  analysis,
  chosen,
  onSelect,
  onBack,
  onVisualize,
  headingRef,
}: DebtComparisonProps) {
  return (
    <section aria-labelledby="debt-comparison-title" className="grid gap-6">
      <h2
        id="debt-comparison-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-slate-900"
      >
        Compare Strategies
      </h2>
      <Card className="p-4 sm:p-6">
        <Tabs
          label="Comparison views"
          size="card"
          tabs={[
            {
              value: 'comparison',
              label: 'Strategy Comparison',
              content: (
                <StrategyComparison
                  analysis={analysis}
                  selected={chosen.strategy.type}
                  onSelect={onSelect}
                />
              ),
            },
            {
              value: 'timeline',
              label: 'Payment Timeline',
              content: <PaymentTimeline analysis={analysis} result={chosen} />,
            },
            {
              value: 'insights',
              label: 'Insights & Tips',
              content: <DebtInsightsPanel analysis={analysis} chosen={chosen} />,
            },
          ]}
        />
      </Card>
      <div className="flex flex-wrap gap-3 print:hidden">
        <Button variant="secondary" size="lg" onClick={onBack}>
          Back to Form
        </Button>
        <Button size="lg" onClick={onVisualize}>
          View Progress Visualization
        </Button>
        <CopyLinkButton />
      </div>
    </section>
  );
}
