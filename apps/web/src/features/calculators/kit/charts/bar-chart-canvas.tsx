import type { ChartOptions } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import './register-charts';
import { chartColor } from './chart-colors';
import type { BarChartProps } from './bar-chart';

/** The canvas of a BarChart: chart.js with a legend and tooltips. */
export function BarChartCanvas({
  title,
  labels,
  series,
  formatValue = String,
  formatTick = formatValue,
  stacked = false,
  horizontal = false,
}: BarChartProps) {
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
        ticks: { callback: (value: number | string) => formatTick(Number(value)) },
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
  return <Bar role="img" aria-label={title} options={options} data={data} />;
}
