import { lazy } from 'react';
import { ChartFrame } from './chart-frame';
import type { ChartProps, ChartSeries } from './chart-series';

/** Percentiles of a distribution at each label, e.g. portfolio values across simulated markets. */
export interface FanBands {
  p10: readonly number[];
  p25: readonly number[];
  p50: readonly number[];
  p75: readonly number[];
  p90: readonly number[];
}

export interface FanChartProps extends Omit<ChartProps, 'series'> {
  bands: FanBands;
}

/** The percentiles in the order of the hidden table's columns, with their names. */
export const fanPercentiles = [
  { key: 'p10', label: '10th percentile' },
  { key: 'p25', label: '25th percentile' },
  { key: 'p50', label: 'Median' },
  { key: 'p75', label: '75th percentile' },
  { key: 'p90', label: '90th percentile' },
] as const satisfies readonly { key: keyof FanBands; label: string }[];

const FanChartCanvas = lazy(async () => ({
  default: (await import('./fan-chart-canvas')).FanChartCanvas,
}));

/**
 * A fan chart: the 10th–90th and 25th–75th percentile ranges as shaded bands around the median
 * line, with tooltips and a hidden table of the five percentiles at each label.
 */
export function FanChart({ bands, ...props }: FanChartProps) {
  const series: ChartSeries[] = fanPercentiles.map(({ key, label }) => ({
    label,
    data: bands[key],
  }));
  return (
    <ChartFrame {...props} series={series} chart={<FanChartCanvas {...props} bands={bands} />} />
  );
}
