import { useDeferredValue, useMemo } from 'react';
import { formatCurrency } from '@/lib/format';
import { LineChart } from '../calculators/kit/charts/line-chart';
import { balanceChartData } from './balance-series';
import type { DebtAnalysis } from './debt-analysis';

const sampling = {
  1: 'Each point is the total owed at the end of a month.',
  3: 'Each point is the total owed at the end of every third month (the plan runs over 10 years).',
  12: 'Each point is the total owed at the end of every twelfth month (the plan runs over 30 years).',
} as const;

/**
 * Total balance over time for each strategy, sampled to at most about 120 points. It draws in
 * a render of its own, just after the step appears: reading three 50-year schedules and
 * starting chart.js would otherwise lengthen the task that shows the step.
 */
export function BalanceChart({ analysis }: { analysis: DebtAnalysis }) {
  const deferred = useDeferredValue(analysis, null);
  return deferred ? (
    <DrawnBalanceChart analysis={deferred} />
  ) : (
    <p className="grid h-[22rem] place-items-center text-slate-600">Drawing the chart…</p>
  );
}

function DrawnBalanceChart({ analysis }: { analysis: DebtAnalysis }) {
  const { labels, series, step } = useMemo(() => balanceChartData(analysis), [analysis]);
  return (
    <div className="grid gap-2">
      <LineChart
        title="Total balance over time"
        labelHeader="Month"
        labels={labels}
        series={series}
        formatValue={(value) => formatCurrency(value)}
      />
      <p className="text-sm text-slate-600">
        {sampling[step]} The last point is the last month shown in any plan.
      </p>
    </div>
  );
}
