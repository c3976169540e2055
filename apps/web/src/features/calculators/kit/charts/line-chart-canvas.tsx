import type { ChartOptions } from 'chart.js';
import { Line } from 'react-chartjs-2';
import './register-charts';
import { chartColor, withAlpha } from './chart-colors';
import type { LineChartProps } from './line-chart';

/** The canvas of a LineChart: chart.js with a legend and tooltips. */
export function LineChartCanvas({
  title,
  labels,
  series,
  formatValue = String,
  formatTick = formatValue,
  area = false,
}: LineChartProps) {
  const options: ChartOptions<'line'> = {
    responsive: true,
    interaction: { mode: 'index', intersect: false },
    plugins: {
      legend: { position: 'bottom' },
      tooltip: {
        callbacks: {
          label: (item) => `${item.dataset.label ?? ''}: ${formatValue(item.parsed.y ?? 0)}`,
        },
      },
    },
    scales: { y: { ticks: { callback: (value) => formatTick(Number(value)) } } },
  };
  const data = {
    labels: [...labels],
    datasets: series.map((line, index) => {
      const color = line.color ?? chartColor(index);
      return {
        label: line.label,
        data: [...line.data],
        borderColor: color,
        backgroundColor: area ? withAlpha(color, 0.15) : color,
        fill: area,
        pointRadius: 2,
        tension: 0.2,
      };
    }),
  };
  return <Line role="img" aria-label={title} options={options} data={data} />;
}
