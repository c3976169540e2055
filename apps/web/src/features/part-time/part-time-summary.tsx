import type { PartTimeResult } from '@freedompath/engine/part-time';
import { formatCurrency, formatNumber } from '@/lib/format';
import { ResultCard, ResultGrid } from '../calculators/kit/results/result-card';

/** Says in words which way a difference goes, so the figure can be shown without a sign. */
function ahead(difference: number, fullTimeText: string, partTimeText: string): string {
  if (difference > 0) return fullTimeText;
  if (difference < 0) return partTimeText;
  return 'Both paths are level.';
}

/**
 * The comparison's headline figures: income and hourly rates, time gained and the 10-year
 * impact. Every figure is the engine's; this only words and formats it.
 */
export function PartTimeSummary({ result }: { result: PartTimeResult }) {
  const impact = result.tenYearImpact;
  const years = impact.months / 12;
  const partTimeSpell =
    impact.partTimeMonths < impact.months
      ? `Part-time for ${formatNumber(impact.partTimeMonths)} months, then back to full-time.`
      : `Part-time for all ${formatNumber(years)} years.`;
  return (
    <ResultGrid>
      <ResultCard
        label="Annual income difference"
        value={formatCurrency(Math.abs(result.annualIncomeDifference))}
        description={ahead(
          result.annualIncomeDifference,
          'Full-time pays this much more a year, before tax.',
          'Part-time pays this much more a year, before tax.',
        )}
      />
      <ResultCard
        label="Effective hourly rate"
        value={`${formatCurrency(result.partTimeHourlyRate, { cents: true })} part-time`}
        description={`${formatCurrency(result.fullTimeHourlyRate, { cents: true })} an hour full-time.`}
      />
      <ResultCard
        label="Time gained"
        value={`${formatNumber(result.weeklyHoursGained)} hours a week`}
        description="Compared with a 40-hour full-time week."
      />
      <ResultCard
        label={`Wealth difference after ${formatNumber(years)} years`}
        value={formatCurrency(Math.abs(impact.wealthDifference))}
        description={ahead(
          impact.wealthDifference,
          'Full-time ends ahead by this much.',
          'Part-time ends ahead by this much.',
        )}
      />
      <ResultCard
        label="Salary given up"
        value={formatCurrency(impact.incomeDifference)}
        description={partTimeSpell}
      />
      <ResultCard
        label="Market growth missed"
        value={formatCurrency(impact.growthDifference)}
        description={`On top of ${formatCurrency(impact.contributionDifference)} of saving not made on the part-time path.`}
      />
    </ResultGrid>
  );
}
