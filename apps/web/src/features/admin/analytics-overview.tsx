import type { AdminDashboard } from '@freedompath/contracts';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import { LineChart } from '../calculators/kit/charts/line-chart';
import { PieChart } from '../calculators/kit/charts/pie-chart';
import { calculatorTitle, formatDay } from './admin-format';

type AnalyticsOverviewProps = Pick<AdminDashboard, 'dailyActivity' | 'calculatorUsage'>;

/** Calculations started and completed per day, and which calculators people start. */
export function AnalyticsOverview({ dailyActivity, calculatorUsage }: AnalyticsOverviewProps) {
  return (
    <section aria-labelledby="admin-analytics" className="grid grid-cols-1 gap-4">
      <h2 id="admin-analytics" className="text-xl font-semibold text-slate-900">
        Analytics Overview
      </h2>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card className="min-w-0">
          <LineChart
            title="Daily Activity (Last 30 Days)"
            labelHeader="Date"
            labels={dailyActivity.map((day) => formatDay(day.date))}
            series={[
              { label: 'Total', data: dailyActivity.map((day) => day.totalCalculations) },
              { label: 'Completed', data: dailyActivity.map((day) => day.completedCalculations) },
            ]}
            formatValue={formatNumber}
          />
        </Card>
        <Card className="min-w-0">
          {calculatorUsage.length > 0 ? (
            <PieChart
              title="Calculator Usage"
              labelHeader="Calculator"
              labels={calculatorUsage.map((usage) => calculatorTitle(usage.calculatorType))}
              series={[
                { label: 'Starts', data: calculatorUsage.map((usage) => usage.totalStarts) },
              ]}
              formatValue={formatNumber}
              // The legend lists every calculator under the pie; on a phone that is a line each.
              height={Math.max(320, 200 + 24 * calculatorUsage.length)}
            />
          ) : (
            <figure className="grid gap-2">
              <figcaption className="font-semibold text-slate-900">Calculator Usage</figcaption>
              <p className="text-slate-600">No calculator was started in the last 30 days.</p>
            </figure>
          )}
        </Card>
      </div>
    </section>
  );
}
