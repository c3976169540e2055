import { lazy } from 'react';
import { ChartFrame } from './chart-frame';
import type { ChartProps, ChartSeries } from './chart-series';

export interface PieChartProps extends ChartProps {
  /** One series: a slice per label, in the palette's colours (the series' `color` is unused). */
  series: readonly [ChartSeries];
}

const PieChartCanvas = lazy(async () => ({
  default: (await import('./pie-chart-canvas')).PieChartCanvas,
}));

/** A pie chart with a legend, tooltips and a hidden table of the same figures. */
export function PieChart(props: PieChartProps) {
  return <ChartFrame {...props} chart={<PieChartCanvas {...props} />} />;
}
