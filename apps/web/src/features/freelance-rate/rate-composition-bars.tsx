import type { FreelanceRateComponent } from '@freedompath/engine/freelance';
import { useId } from 'react';
import { formatCurrency, formatPercent } from '@/lib/format';
import { chartColor } from '../calculators/kit/charts/chart-colors';

/**
 * The share of the hourly rate each part makes up, as horizontal bars. Every bar has its
 * figures in text beside it (the bars themselves are hidden from screen readers), so neither
 * colour nor length is the only cue.
 */
export function RateCompositionBars({
  composition,
}: {
  composition: readonly FreelanceRateComponent[];
}) {
  const headingId = useId();
  return (
    <div className="grid gap-3">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        What your rate is made of
      </h3>
      <ul aria-labelledby={headingId} className="grid gap-3">
        {composition.map((part, index) => {
          const width = Math.min(Math.max(part.percent, 0), 100);
          return (
            <li key={part.key} className="grid gap-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <span className="font-medium text-slate-900">{part.label}</span>
                <span className="text-slate-700 tabular-nums">
                  {formatCurrency(part.amount, { cents: true })} an hour,{' '}
                  <span className="font-semibold text-slate-900">
                    {formatPercent(part.percent)}
                  </span>{' '}
                  of the rate
                </span>
              </div>
              <div
                aria-hidden="true"
                className="h-3 w-full overflow-hidden rounded-full bg-slate-100"
              >
                <div
                  data-share={width}
                  className="h-full rounded-full"
                  style={{ width: `${width}%`, backgroundColor: chartColor(index) }}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
