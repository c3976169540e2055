import { lazy } from 'react';
import { ChartFrame } from './chart-frame';
import type { ChartProps } from './chart-series';

export interface LineChartProps extends ChartProps {
  /** Fills under each line (an area chart). */
  area?: boolean;
}

const LineChartCanvas = lazy(async () => ({
  default: (await import('./line-chart-canvas')).LineChartCanvas,
}));

/** A line (or area) chart with a legend, tooltips and a hidden table of the same figures. */
export function LineChart(props: LineChartProps) {
  return <ChartFrame {...props} chart={<LineChartCanvas {...props} />} />;
}
