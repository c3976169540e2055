import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { ChartDataTable } from './chart-data-table';
import type { ChartProps } from './chart-series';

/**
 * A chart's figure: the canvas (an image named by the title) and its hidden data table. The
 * canvas is a lazy component: chart.js (about 50 kB gzip) downloads once a result has a chart,
 * not with the calculator's page, and the frame keeps the chart's height meanwhile so nothing
 * moves when it appears.
 */
export function ChartFrame({ chart, ...props }: ChartProps & { chart: ReactNode }) {
  return (
    <figure className="grid min-w-0 grid-cols-1 gap-2 break-inside-avoid">
      <figcaption className="font-semibold text-slate-900">{props.title}</figcaption>
      <div className="relative w-full" style={{ height: props.height ?? 320 }}>
        <Suspense
          fallback={
            <p className="grid h-full place-items-center text-sm text-slate-600">
              Drawing the chart…
            </p>
          }
        >
          {chart}
        </Suspense>
      </div>
      <ChartDataTable {...props} />
    </figure>
  );
}
