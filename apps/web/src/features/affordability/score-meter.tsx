import type { AffordabilityBandName } from '@freedompath/engine/affordability';
import { cn } from '@/lib/cn';
import { affordabilityBands, bandOrder } from './affordability-bands';

export interface ScoreMeterProps {
  /** The engine's score, an integer 0–100. */
  score: number;
  band: AffordabilityBandName;
}

/**
 * The score as a coloured bar (a `meter`: screen readers hear the score and the band), with a
 * legend naming each colour's band and range, so colour is never the only cue.
 */
export function ScoreMeter({ score, band }: ScoreMeterProps) {
  const style = affordabilityBands[band];
  const filled = Math.min(Math.max(score, 0), 100);
  return (
    <div className="grid gap-2">
      <div
        role="meter"
        aria-label="Affordability score"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={filled}
        aria-valuetext={`${filled} out of 100, ${style.label}`}
        className="h-4 w-full overflow-hidden rounded-full bg-slate-200 ring-1 ring-slate-300 ring-inset"
      >
        <div
          data-colour={style.colour}
          className={cn('h-full rounded-full', style.barClassName)}
          style={{ width: `${filled}%` }}
        />
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
        {bandOrder.map((name) => (
          <li key={name} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className={cn(
                'inline-block size-2.5 rounded-full',
                affordabilityBands[name].barClassName,
              )}
            />
            {affordabilityBands[name].label} ({affordabilityBands[name].range})
          </li>
        ))}
      </ul>
    </div>
  );
}
