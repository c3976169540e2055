import type { FreelanceAdjustments, FreelanceRateResult } from '@freedompath/engine/freelance';
import type { Ref } from 'react';
import { Card } from '@/components/ui/card';
import { formatCurrency, formatNumber } from '@/lib/format';
import { ResultCard, ResultGrid } from '../calculators/kit/results/result-card';
import { RateBreakdownTable } from './rate-breakdown-table';
import { RateCompositionBars } from './rate-composition-bars';

/** A calculation and the inputs it was made from (the form may change afterwards). */
export interface FreelanceRateCalculation {
  result: FreelanceRateResult;
  annualSalary: number;
  workHours: number;
  benefitsTotal: number;
  adjustments: FreelanceAdjustments;
}

export interface FreelanceRateResultsProps {
  calculation: FreelanceRateCalculation;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The recommended hourly rate with its daily and yearly figures, the bars and the breakdown. */
export function FreelanceRateResults({ calculation, headingRef }: FreelanceRateResultsProps) {
  const { result, annualSalary, workHours, benefitsTotal, adjustments } = calculation;
  const matched =
    benefitsTotal > 0
      ? `To match a ${formatCurrency(annualSalary)} salary and ${formatCurrency(benefitsTotal)} of benefits a year, before tax.`
      : `To match a ${formatCurrency(annualSalary)} salary a year, before tax.`;
  return (
    <section aria-labelledby="freelance-rate-results-title" className="grid gap-6">
      <h2
        id="freelance-rate-results-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-slate-900"
      >
        Your freelance rate
      </h2>
      <ResultGrid>
        <ResultCard
          label="Recommended hourly rate"
          value={formatCurrency(result.hourlyRate, { cents: true })}
          description={matched}
          tone="good"
        />
        <ResultCard
          label="Daily rate"
          value={formatCurrency(result.dailyRate)}
          description="For an 8-hour billable day."
        />
        <ResultCard
          label="Annual revenue"
          value={formatCurrency(result.annualRevenue)}
          description={`At ${formatNumber(workHours)} billable hours a year.`}
        />
      </ResultGrid>
      <Card className="grid gap-6">
        <RateCompositionBars composition={result.composition} />
        <RateBreakdownTable result={result} workHours={workHours} adjustments={adjustments} />
      </Card>
    </section>
  );
}
