export interface SimulationProgressProps {
  /** Share of the run done, 0–1, both strategies together when comparing. */
  fraction: number;
  /** Which strategy is being simulated, when comparing: 'A' or 'B'. */
  strategy: 'A' | 'B' | null;
}

/** How far a run has got, as a labelled progress bar with the figure beside it. */
export function SimulationProgress({ fraction, strategy }: SimulationProgressProps) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  const text = strategy ? `${percent}% done (strategy ${strategy})` : `${percent}% done`;
  return (
    <div className="grid w-full gap-1.5 sm:max-w-sm">
      <div
        role="progressbar"
        aria-label="Simulation progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${percent}%` }} />
      </div>
      <p aria-hidden="true" className="text-sm text-slate-700 tabular-nums">
        {text}
      </p>
    </div>
  );
}
