import type { ResultSummary } from '@freedompath/contracts';
import type { TripPlan } from '@freedompath/engine/travel';
import { formatCount, formatCurrency } from '@/lib/format';
import { formatDate } from '@/lib/local-date';

/** The trip's cost and dates, kept with a saved plan (ADR 043), not each destination's row. */
export function travelPlannerResultsSummary(result: TripPlan): ResultSummary {
  return [
    { label: 'Estimated Trip Cost', value: formatCurrency(result.totalEstimatedCost) },
    { label: 'Trip Start', value: formatDate(result.startDate) },
    { label: 'Trip End', value: formatDate(result.endDate) },
    { label: 'Trip Length', value: formatCount(result.totalDays, 'day', 'days') },
  ];
}
