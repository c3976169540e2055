import type { ResultSummary } from '@freedompath/contracts';
import type { PartTimeResult } from '@freedompath/engine/part-time';
import { formatCurrency, formatNumber } from '@/lib/format';

/** Which path a difference favours, in a few words beside its amount. */
function signed(difference: number): string {
  const amount = formatCurrency(Math.abs(difference));
  if (difference > 0) return `${amount} (full-time ahead)`;
  if (difference < 0) return `${amount} (part-time ahead)`;
  return `${amount} (level)`;
}

/** The comparison's headline figures, kept with a saved plan (ADR 043), not the yearly tables. */
export function partTimeResultsSummary(result: PartTimeResult): ResultSummary {
  const impact = result.tenYearImpact;
  return [
    { label: 'Annual income difference', value: signed(result.annualIncomeDifference) },
    {
      label: 'Effective hourly rate',
      value: `${formatCurrency(result.partTimeHourlyRate, { cents: true })} part-time, ${formatCurrency(result.fullTimeHourlyRate, { cents: true })} full-time`,
    },
    { label: 'Time gained', value: `${formatNumber(result.weeklyHoursGained)} hours a week` },
    {
      label: `Wealth difference after ${formatNumber(impact.months / 12)} years`,
      value: signed(impact.wealthDifference),
    },
  ];
}
