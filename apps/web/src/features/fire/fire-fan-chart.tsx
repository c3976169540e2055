import type { PercentileRow } from '@freedompath/engine/fire';
import { useMemo } from 'react';
import { Card } from '@/components/ui/card';
import { formatCurrency } from '@/lib/format';
import { FanChart } from '../calculators/kit/charts/fan-chart';
import type { FanBands } from '../calculators/kit/charts/fan-chart';
import { formatCompactCurrency, yearLabel } from './fire-format';

export interface FireFanChartProps {
  percentiles: readonly PercentileRow[];
  /** 'historical cycles' or 'simulated runs'. */
  cycles: string;
}

const formatDollars = (value: number) => formatCurrency(value);

/** The portfolio's real value year by year: the median and the bands around it. */
export function FireFanChart({ percentiles, cycles }: FireFanChartProps) {
  // The same arrays for the same run, so the chart keeps its memoised data.
  const labels = useMemo(() => percentiles.map((row) => yearLabel(row.year)), [percentiles]);
  const bands = useMemo((): FanBands => {
    const band = (pick: (row: PercentileRow) => number) => percentiles.map(pick);
    return {
      p10: band((row) => row.p10),
      p25: band((row) => row.p25),
      p50: band((row) => row.p50),
      p75: band((row) => row.p75),
      p90: band((row) => row.p90),
    };
  }, [percentiles]);
  return (
    <Card>
      <section aria-labelledby="fire-fan-heading" className="grid grid-cols-1 gap-4">
        <div>
          <h2 id="fire-fan-heading" className="text-xl font-semibold text-slate-900">
            Portfolio value (today’s dollars)
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            At the end of each year, after that year’s spending. The line is the median of the{' '}
            {cycles}; the darker band holds the middle half of them and the lighter one the middle
            80%.
          </p>
        </div>
        <FanChart
          title="Portfolio value by year, in percentiles"
          labelHeader="Year"
          labels={labels}
          bands={bands}
          formatValue={formatDollars}
          formatTick={formatCompactCurrency}
        />
      </section>
    </Card>
  );
}
