import type { AdminDashboard } from '@freedompath/contracts';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import { BarChart } from '../calculators/kit/charts/bar-chart';
import { formatDay } from './admin-format';

/** Signed-in users and sessions per day, over the chart window. */
export function UsageTrends({ dailyUsers }: Pick<AdminDashboard, 'dailyUsers'>) {
  return (
    <section aria-labelledby="admin-trends" className="grid grid-cols-1 gap-4">
      <h2 id="admin-trends" className="text-xl font-semibold text-slate-900">
        Usage Trends
      </h2>
      <Card className="min-w-0">
        <BarChart
          title="Daily Users & Sessions"
          labelHeader="Date"
          labels={dailyUsers.map((day) => formatDay(day.date))}
          series={[
            { label: 'Unique users', data: dailyUsers.map((day) => day.uniqueUsers) },
            { label: 'Sessions', data: dailyUsers.map((day) => day.sessions) },
          ]}
          formatValue={formatNumber}
        />
      </Card>
    </section>
  );
}
