import { DEBT_DISPLAY } from '@freedompath/engine/debt';
import type { StrategyResult } from '@freedompath/engine/debt';
import type { Ref } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatCurrency } from '@/lib/format';
import { CopyLinkButton } from '../calculators/kit/plan/copy-link-button';
import { ResultCard, ResultGrid } from '../calculators/kit/results/result-card';
import { BalanceChart } from './balance-chart';
import { monthNumber } from './debt-analysis';
import type { DebtAnalysis } from './debt-analysis';
import { formatPayoffMonths, formatYearMonth } from './debt-format';
import { PaymentSchedule } from './payment-schedule';

export interface DebtProgressProps {
  analysis: DebtAnalysis;
  /** The strategy chosen in the comparison (product: debt-paydown#rules: this step needs one). */
  result: StrategyResult;
  onBack: () => void;
  onStartOver: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * Step 3, Visualize Progress: the chosen strategy's headline figures and next payoffs, every
 * strategy's total balance over time, and the chosen strategy's full monthly schedule.
 */
export function DebtProgress({
  analysis,
  result,
  onBack,
  onStartOver,
  headingRef,
}: DebtProgressProps) {
  const start = analysis.input.startDate;
  const upcoming = result.milestones.slice(0, DEBT_DISPLAY.upcomingMilestones);
  const finished = result.monthsToPayoff !== null;
  return (
    <section aria-labelledby="debt-progress-title" className="grid gap-6">
      <h2
        id="debt-progress-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-slate-900"
      >
        Visualize Progress: {result.strategy.name}
      </h2>
      <div className="flex flex-wrap gap-3 print:hidden">
        <Button variant="secondary" size="lg" onClick={onBack}>
          Back to Strategies
        </Button>
        <Button variant="secondary" size="lg" onClick={onStartOver}>
          Start Over
        </Button>
        <CopyLinkButton />
      </div>
      <ResultGrid>
        <ResultCard label="Debt-free date" value={formatYearMonth(result.debtFreeDate)} />
        <ResultCard label="Months to debt-free" value={formatPayoffMonths(result.monthsToPayoff)} />
        <ResultCard
          label={finished ? 'Total interest' : 'Interest in the months simulated'}
          value={formatCurrency(result.totalInterestPaid)}
          description={`Total paid: ${formatCurrency(result.totalPayments)}`}
        />
      </ResultGrid>
      <Card className="grid gap-3 p-4 sm:p-6">
        <h3 className="text-lg font-semibold text-slate-900">Upcoming milestones</h3>
        {upcoming.length > 0 ? (
          <ol className="grid gap-2">
            {upcoming.map((milestone, index) => (
              <li key={index} className="flex flex-wrap justify-between gap-x-4 gap-y-1">
                <span className="font-medium text-slate-900">{milestone.description}</span>
                <span className="text-slate-700">
                  {formatYearMonth(milestone)} (month {monthNumber(start, milestone)})
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-slate-700">No debt is paid off within 50 years at these payments.</p>
        )}
      </Card>
      <Card className="p-4 sm:p-6">
        <BalanceChart analysis={analysis} />
      </Card>
      <Card className="p-4 sm:p-6">
        <PaymentSchedule key={result.strategy.type} result={result} />
      </Card>
    </section>
  );
}
