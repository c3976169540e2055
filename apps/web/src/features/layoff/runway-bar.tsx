import { LAYOFF_CONSTANTS } from '@freedompath/engine/layoff';
import { useId } from 'react';
import { runwayText } from './layoff-runway';
import type { RunwayBar as Bar } from './layoff-runway';

const fullMonths = LAYOFF_CONSTANTS.runwayBarFullMonths;

/**
 * One runway as a `meter` from 0 to 12 months (full at 12, product: layoff#formulas-and-constants):
 * screen readers hear its label and the runway in words, which is also printed beside it, so the
 * bar is never the only cue.
 */
export function RunwayBar({ bar }: { bar: Bar }) {
  const labelId = useId();
  const text = runwayText(bar.months);
  const filled = Math.min(Math.max(bar.months, 0), fullMonths);
  return (
    <li className="grid gap-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <p id={labelId} className="text-sm font-semibold text-slate-900">
          {bar.label}
        </p>
        <p className="font-bold text-slate-900 tabular-nums">{text}</p>
      </div>
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={fullMonths}
        aria-valuenow={Number(filled.toFixed(2))}
        aria-valuetext={text}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200 ring-1 ring-slate-300 ring-inset"
      >
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${bar.percent}%` }} />
      </div>
      <p className="text-sm text-slate-700">{bar.description}</p>
    </li>
  );
}
