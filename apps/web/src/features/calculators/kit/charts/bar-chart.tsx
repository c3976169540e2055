import { lazy } from 'react';
import { ChartFrame } from './chart-frame';
import type { ChartProps } from './chart-series';

export interface BarChartProps extends ChartProps {
  /** Stacks the series in one bar per label (e.g. a compensation breakdown per offer). */
  stacked?: boolean;
  /** Horizontal bars. */
  horizontal?: boolean;
}

const BarChartCanvas = lazy(async () => ({
  default: (await import('./bar-chart-canvas')).BarChartCanvas,
}));

/** A (stacked) bar chart with a legend, tooltips and a hidden table of the same figures. */
export function BarChart(props: BarChartProps) {
  return <ChartFrame {...props} chart={<BarChartCanvas {...props} />} />;
}
