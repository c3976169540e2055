import type { ChartOptions } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import './register-charts';
import { chartColor } from './chart-colors';
import { ChartFrame } from './chart-frame';
import type { ChartProps } from './chart-series';

export interface BarChartProps extends ChartProps {
  /** Stacks the series in one bar per label (e.g. a compensation breakdown per offer). */
  stacked?: boolean;
  /** Horizontal bars. */
  horizontal?: boolean;
}

/** A (stacked) bar chart with a legend, tooltips and a hidden table of the same figures. */
export function BarChart(props: BarChartProps) {
  const {
    title,
    labels,
    series,
    formatValue = String,
    stacked = false,
    horizontal = false,
  } = props;
  const valueAxis = horizontal ? 'x' : 'y';
  const options: ChartOptions<'bar'> = {
    responsive: true,
    indexAxis: horizontal ? 'y' : 'x',
    interaction: { mode: 'index', intersect: false },
    plugins: {
      legend: { position: 'bottom' },
      tooltip: {
        callbacks: {
          label: (item) =>
            `${item.dataset.label ?? ''}: ${formatValue((horizontal ? item.parsed.x : item.parsed.y) ?? 0)}`,
        },
      },
    },
    scales: {
      x: { stacked },
      y: { stacked },
      [valueAxis]: {
        stacked,
        ticks: { callback: (value: number | string) => formatValue(Number(value)) },
      },
    },
  };
  const data = {
    labels: [...labels],
    datasets: series.map((bar, index) => ({
      label: bar.label,
      data: [...bar.data],
      backgroundColor: bar.color ?? chartColor(index),
    })),
  };
  return (
    <ChartFrame
      {...props}
      chart={<Bar role="img" aria-label={title} options={options} data={data} />}
    />
  );
}
