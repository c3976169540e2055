import type { CompensationBreakdown, OfferComparison } from '@freedompath/engine/compensation';
import { formatCurrency } from '@/lib/format';
import { BarChart } from '../calculators/kit/charts/bar-chart';

/** The parts of a total, in stacking order, with their legend labels. */
export const breakdownParts: ReadonlyArray<[keyof CompensationBreakdown, string]> = [
  ['baseSalary', 'Base salary'],
  ['bonuses', 'Bonuses'],
  ['equity', 'Equity'],
  ['retirement', 'Retirement'],
  ['benefits', 'Benefits'],
  ['perks', 'Perks'],
];

export interface CompensationChartProps {
  comparisons: readonly OfferComparison[];
  /** The offers' unique display names, in the same order. */
  labels: readonly string[];
}

/** Each offer's average annual compensation as a stacked bar of its six parts. */
export function CompensationChart({ comparisons, labels }: CompensationChartProps) {
  return (
    <BarChart
      title="Annual compensation breakdown"
      labelHeader="Offer"
      labels={labels}
      series={breakdownParts.map(([part, label]) => ({
        label,
        data: comparisons.map((comparison) => comparison.breakdown[part]),
      }))}
      formatValue={(value) => formatCurrency(value)}
      stacked
    />
  );
}
