import type { PartTimeGrowthPoint } from '@freedompath/engine/part-time';
import { formatCurrency } from '@/lib/format';
import { LineChart } from '../calculators/kit/charts/line-chart';

/** The 5-year growth of total wealth (portfolio and cash) on both paths, month by month. */
export function PartTimeGrowthChart({ growth }: { growth: readonly PartTimeGrowthPoint[] }) {
  return (
    <LineChart
      title="5-year growth: total wealth on each path"
      labelHeader="Month"
      labels={growth.map((point) => (point.month === 0 ? 'Today' : `Month ${point.month}`))}
      series={[
        { label: 'Full-time', data: growth.map((point) => point.fullTimeTotal) },
        { label: 'Part-time', data: growth.map((point) => point.partTimeTotal) },
      ]}
      formatValue={(value) => formatCurrency(value)}
      area
    />
  );
}
