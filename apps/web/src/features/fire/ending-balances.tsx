import type { EndingBalanceDistribution } from '@freedompath/engine/fire';
import { Card } from '@/components/ui/card';
import { formatCurrency, formatNumber } from '@/lib/format';
import { BarChart } from '../calculators/kit/charts/bar-chart';
import { formatCompactCurrency } from './fire-format';

export interface EndingBalancesProps {
  distribution: EndingBalanceDistribution;
  /** 'historical cycles' or 'simulated runs'. */
  cycles: string;
}

/**
 * The ranges' labels, as short as keeps them apart: '$1.2M–$1.5M', else whole dollars, else
 * cents (balances that all ended within a few dollars of each other).
 */
function binLabels(bins: EndingBalanceDistribution['histogram']): string[] {
  const formats = [
    formatCompactCurrency,
    (value: number) => formatCurrency(value),
    (value: number) => formatCurrency(value, { cents: true }),
  ];
  let labels: string[] = [];
  for (const format of formats) {
    labels = bins.map((bin) => `${format(bin.from)}–${format(bin.to)}`);
    if (new Set(labels).size === labels.length) return labels;
  }
  return labels.map((label, index) => `${label} (${index + 1})`);
}

/** Where the cycles ended: the spread of real ending balances and how many fell in each range. */
export function EndingBalances({ distribution, cycles }: EndingBalancesProps) {
  const figures: [string, number][] = [
    ['Lowest', distribution.min],
    ['10th percentile', distribution.p10],
    ['25th percentile', distribution.p25],
    ['Median', distribution.p50],
    ['75th percentile', distribution.p75],
    ['90th percentile', distribution.p90],
    ['Highest', distribution.max],
    ['Mean', distribution.mean],
  ];
  const bins = distribution.histogram;
  return (
    <Card>
      <section aria-labelledby="fire-ending-heading" className="grid grid-cols-1 gap-5">
        <div>
          <h2 id="fire-ending-heading" className="text-xl font-semibold text-slate-900">
            Ending balances
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            What was left after the last year, in today’s dollars, across the {cycles}.
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
          {figures.map(([term, value]) => (
            <div key={term}>
              <dt className="text-slate-600">{term}</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">{formatCurrency(value)}</dd>
            </div>
          ))}
        </dl>
        <BarChart
          title={`Number of ${cycles} by ending balance`}
          labelHeader="Ending balance"
          labels={binLabels(bins)}
          series={[{ label: `Number of ${cycles}`, data: bins.map((bin) => bin.count) }]}
          formatValue={(value) => formatNumber(value)}
          height={260}
        />
      </section>
    </Card>
  );
}
