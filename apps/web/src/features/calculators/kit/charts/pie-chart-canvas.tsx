import type { ChartOptions } from 'chart.js';
import { Pie } from 'react-chartjs-2';
import './register-charts';
import { chartColor } from './chart-colors';
import type { PieChartProps } from './pie-chart';

/** The canvas of a PieChart: chart.js with a legend and tooltips, a palette colour per slice. */
export function PieChartCanvas({ title, labels, series, formatValue = String }: PieChartProps) {
  const options: ChartOptions<'pie'> = {
    responsive: true,
    plugins: {
      // Small swatches leave room for long labels (calculator titles) on a phone.
      legend: { position: 'bottom', labels: { boxWidth: 12 } },
      tooltip: {
        callbacks: { label: (item) => `${item.label}: ${formatValue(item.parsed)}` },
      },
    },
  };
  const [slices] = series;
  const data = {
    labels: [...labels],
    datasets: [
      {
        label: slices.label,
        data: [...slices.data],
        backgroundColor: labels.map((_, index) => chartColor(index)),
        // White gaps keep neighbouring slices apart where their colours are alike.
        borderColor: '#ffffff',
        borderWidth: 2,
      },
    ],
  };
  return <Pie role="img" aria-label={title} options={options} data={data} />;
}
