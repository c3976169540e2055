import type { ResultSummary } from '@freedompath/contracts';
import type { RunwayResult } from '@freedompath/engine/runway';
import { formatCurrency, formatMonths } from '@/lib/format';

/** The headline figures of "Your Runway", kept with a saved plan (ADR 043). */
export function runwayResultsSummary(result: RunwayResult): ResultSummary {
  const lastYear = result.projection[result.projection.length - 1]?.year ?? 0;
  return [
    { label: 'Runway', value: formatMonths(result.runwayMonths) },
    { label: 'Risk Level', value: result.riskLabel },
    { label: 'Monthly Withdrawal', value: formatCurrency(result.summary.monthlyWithdrawal) },
    {
      label: `Projected Balance After Year ${lastYear}`,
      value: formatCurrency(result.summary.finalTotal),
    },
  ];
}
