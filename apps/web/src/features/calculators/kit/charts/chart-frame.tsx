import type { ReactNode } from 'react';
import { ChartDataTable } from './chart-data-table';
import type { ChartProps } from './chart-series';

/** A chart's figure: the canvas (an image named by the title) and its hidden data table. */
export function ChartFrame({ chart, ...props }: ChartProps & { chart: ReactNode }) {
  return (
    <figure className="grid min-w-0 grid-cols-1 gap-2 break-inside-avoid">
      <figcaption className="font-semibold text-slate-900">{props.title}</figcaption>
      <div className="relative w-full" style={{ height: props.height ?? 320 }}>
        {chart}
      </div>
      <ChartDataTable {...props} />
    </figure>
  );
}
