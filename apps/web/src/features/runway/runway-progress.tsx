import type { RunwayProgress as Progress } from '@freedompath/engine/runway';
import { formatMonths, formatNumber, formatPercent } from '@/lib/format';

export interface RunwayProgressProps {
  runwayMonths: number;
  /** The engine's progress: target (the planned break, else 60 months) and percent (≤ 100). */
  progress: Progress;
  hasBreak: boolean;
}

/** How much of the planned break (else 60 months) the runway covers, as a labelled progress bar. */
export function RunwayProgress({ runwayMonths, progress, hasBreak }: RunwayProgressProps) {
  const { targetMonths, percent } = progress;
  const covered = `${formatMonths(Math.min(runwayMonths, targetMonths))} of ${formatMonths(targetMonths)} covered (${formatPercent(percent, 0)})`;
  return (
    <div className="grid gap-2">
      <p id="runway-progress-label" className="text-sm font-medium text-slate-800">
        {hasBreak
          ? `Progress toward your ${formatNumber(targetMonths)}-month break`
          : `Progress toward ${formatMonths(targetMonths)} (5 years) of runway`}
      </p>
      <div
        role="progressbar"
        aria-labelledby="runway-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-valuetext={covered}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-slate-700">{covered}</p>
    </div>
  );
}
