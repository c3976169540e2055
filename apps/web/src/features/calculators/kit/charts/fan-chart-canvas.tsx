import type { ChartData, ChartOptions } from 'chart.js';
import { useMemo } from 'react';
import { Line } from 'react-chartjs-2';
import { Chart } from './register-charts';
import { chartColor, withAlpha } from './chart-colors';
import { fanPercentiles } from './fan-chart';
import type { FanBands, FanChartProps } from './fan-chart';

/**
 * The datasets in drawing order: each band's upper edge fills down to the dataset before it
 * (`fill: '-1'`), its lower edge, and the legend names the band once, on the upper edge.
 */
const layers = [
  { key: 'p10', legend: null, fill: false, alpha: 0 },
  { key: 'p90', legend: '10th–90th percentile', fill: '-1', alpha: 0.15 },
  { key: 'p25', legend: null, fill: false, alpha: 0 },
  { key: 'p75', legend: '25th–75th percentile', fill: '-1', alpha: 0.35 },
  { key: 'p50', legend: 'Median', fill: false, alpha: 1 },
] as const satisfies readonly {
  key: keyof FanBands;
  legend: string | null;
  fill: false | '-1';
  alpha: number;
}[];

/**
 * The canvas of a FanChart: chart.js lines with filled bands, a legend and tooltips. Its data and
 * options are memoised: react-chartjs-2 updates (and animates) the chart whenever it is handed
 * new objects, which a parent's render would otherwise do each time.
 */
export function FanChartCanvas({
  title,
  labels,
  bands,
  formatValue = String,
  formatTick = formatValue,
}: FanChartProps) {
  const options = useMemo(
    (): ChartOptions<'line'> => ({
      responsive: true,
      interaction: { mode: 'index', intersect: false },
      plugins: {
        legend: {
          position: 'bottom',
          labels: {
            generateLabels: (chart) =>
              Chart.defaults.plugins.legend.labels
                .generateLabels(chart)
                .filter((item) => layers[item.datasetIndex ?? 0]?.legend)
                .map((item) => ({ ...item, text: layers[item.datasetIndex ?? 0]?.legend ?? '' })),
          },
          // The lower edges have no legend entry, so clicking a band hides only its upper edge.
          onClick: () => undefined,
        },
        tooltip: {
          // Highest percentile first, as the bands stack on the chart.
          itemSort: (a, b) => (b.parsed.y ?? 0) - (a.parsed.y ?? 0),
          callbacks: {
            label: (item) => `${item.dataset.label ?? ''}: ${formatValue(item.parsed.y ?? 0)}`,
          },
        },
      },
      scales: { y: { ticks: { callback: (value) => formatTick(Number(value)) } } },
    }),
    [formatValue, formatTick],
  );
  const data = useMemo((): ChartData<'line'> => {
    const color = chartColor(0);
    return {
      labels: [...labels],
      datasets: layers.map(({ key, fill, alpha }) => ({
        label: fanPercentiles.find((percentile) => percentile.key === key)?.label,
        data: [...bands[key]],
        borderColor: key === 'p50' ? color : withAlpha(color, 0.4),
        borderWidth: key === 'p50' ? 2 : 1,
        backgroundColor: key === 'p50' ? color : withAlpha(color, alpha),
        fill,
        pointRadius: 0,
        // Curves that never overshoot their points: a band of balances that are all $0 or more
        // never dips below $0 between two years, as a tension curve can.
        cubicInterpolationMode: 'monotone',
      })),
    };
  }, [labels, bands]);
  return <Line role="img" aria-label={title} options={options} data={data} />;
}
