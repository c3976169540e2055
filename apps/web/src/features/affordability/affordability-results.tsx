import type { AffordabilityResult } from '@freedompath/engine/affordability';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { affordabilityBands } from './affordability-bands';
import { ScoreMeter } from './score-meter';

/** Points as people say them: '1 point', '15 points'. */
function points(penalty: number): string {
  return penalty === 1 ? '1 point' : `${formatNumber(penalty)} points`;
}

/**
 * The results card: the score out of 100, its band in words and colour, the coloured bar, and
 * each factor that lowered the score in plain words with the points it cost.
 */
export function AffordabilityResults({ result }: { result: AffordabilityResult }) {
  const headingId = useId();
  const factorsId = useId();
  const band = affordabilityBands[result.band];
  return (
    <section aria-labelledby={headingId}>
      <Card className="grid gap-5">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          Your Affordability Score
        </h2>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="text-4xl font-bold tracking-tight text-slate-900">
            {formatNumber(result.score)}
            <span className="text-xl font-semibold text-slate-600"> / 100</span>
          </p>
          {/* Not the ui Badge: its own tone colours would compete with the band's. */}
          <span
            className={cn(
              'inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset',
              band.badgeClassName,
            )}
          >
            {band.label}
          </span>
        </div>
        <p className="text-slate-700">{band.summary}</p>
        <ScoreMeter score={result.score} band={result.band} />
        <div className="grid gap-2">
          <h3 id={factorsId} className="font-semibold text-slate-900">
            What lowered your score
          </h3>
          {result.factors.length > 0 ? (
            <ul aria-labelledby={factorsId} className="grid gap-2">
              {result.factors.map((factor) => (
                <li
                  key={factor.code}
                  className="flex flex-wrap justify-between gap-x-4 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800"
                >
                  <span>{factor.text}</span>
                  <span className="font-semibold whitespace-nowrap text-slate-900">
                    −{points(factor.penalty)}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-700">
              Nothing lowered your score: this purchase fits your savings, income and emergency
              fund.
            </p>
          )}
        </div>
      </Card>
    </section>
  );
}
