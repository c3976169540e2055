import type { ChartOptions } from 'chart.js';
import { Line } from 'react-chartjs-2';
import './register-charts';
import { chartColor, withAlpha } from './chart-colors';
import { ChartFrame } from './chart-frame';
import type { ChartProps } from './chart-series';

export interface LineChartProps extends ChartProps {
  /** Fills under each line (an area chart). */
  area?: boolean;
}

/** A line (or area) chart with a legend, tooltips and a hidden table of the same figures. */
export function LineChart(props: LineChartProps) {
  const { title, labels, series, formatValue = String, area = false } = props;
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
    scales: { y: { ticks: { callback: (value) => formatValue(Number(value)) } } },
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
  return (
    <ChartFrame
      {...props}
      chart={<Line role="img" aria-label={title} options={options} data={data} />}
    />
  );
}
