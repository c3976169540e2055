import { RUNWAY_PROBABILITY_DEFAULTS } from '@freedompath/engine/fire';
import type { RunwayProbabilityResult } from '@freedompath/engine/fire';
import type { RunwayProfile } from '@freedompath/engine/runway';
import { useEffect, useState } from 'react';
import { Card } from '@/components/ui/card';
import { RetryNotice } from '@/components/ui/retry-notice';
import { formatMonths, formatNumber, formatPercent, formatRate } from '@/lib/format';
import { isAbortError } from '@/lib/is-abort-error';
import { useSimulation } from '../calculators/kit/simulation/use-simulation';

/**
 * The simulated markets: 10,000 put the chance within about one point of its limit (95 % of
 * the time), and the fixed seed gives the same figure on every visit and in every browser.
 */
const RUNWAY_PROBABILITY_OPTIONS = { runs: 10_000, seed: 1 } as const;

/** The headline: "Monte Carlo: 87% chance your money lasts your 18-month break". */
function probabilityText(result: RunwayProbabilityResult, hasBreak: boolean): string {
  const horizon = hasBreak
    ? `your ${formatNumber(result.targetMonths)}-month break`
    : formatMonths(result.targetMonths);
  return `Monte Carlo: ${formatRate(result.probability)} chance your money lasts ${horizon}`;
}

/**
 * The chance that the shown profile's money lasts through random markets (the engine's
 * `runwayProbability`), simulated in the worker after each result and each what-if change.
 * It is part of the result already counted, so it spends no calculation.
 */
export function RunwayProbability({ profile }: { profile: RunwayProfile }) {
  const { status, run } = useSimulation();
  const [answer, setAnswer] = useState<{
    profile: RunwayProfile;
    result: RunwayProbabilityResult;
  }>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    run(
      { kind: 'runway-probability', profile, options: RUNWAY_PROBABILITY_OPTIONS },
      { signal: controller.signal },
    ).then(
      (result) => setAnswer({ profile, result }),
      (error: unknown) => {
        // A newer profile (or leaving the page) cancelled it; anything else shows below.
        if (!isAbortError(error)) console.warn('The Monte Carlo simulation failed', error);
      },
    );
    return () => controller.abort();
  }, [run, profile, attempt]);

  // An answer for an earlier profile is stale: its successor is being simulated.
  const result = answer?.profile === profile ? answer.result : undefined;
  const hasBreak = profile.breakDuration !== undefined && profile.breakDuration !== null;
  const runs = formatNumber(RUNWAY_PROBABILITY_OPTIONS.runs);
  return (
    <Card>
      <section aria-labelledby="runway-probability-heading" className="grid gap-3">
        <h2 id="runway-probability-heading" className="text-xl font-semibold text-slate-900">
          Market Uncertainty
        </h2>
        <div aria-live="polite" className="grid gap-2">
          {status === 'error' ? (
            <RetryNotice onRetry={() => setAttempt((count) => count + 1)}>
              The Monte Carlo simulation could not run.
            </RetryNotice>
          ) : result ? (
            <>
              <p className="text-lg font-semibold text-slate-900">
                {probabilityText(result, hasBreak)}
              </p>
              <p className="text-sm text-slate-700">
                {`${formatNumber(result.runs)} simulated markets, stock volatility ${formatPercent(RUNWAY_PROBABILITY_DEFAULTS.volatility)}`}
              </p>
            </>
          ) : (
            <>
              <p id="runway-probability-progress" className="text-sm text-slate-700">
                {`Simulating ${runs} markets…`}
              </p>
              {/* The engine reports no progress for this job: an indeterminate bar. */}
              <div
                role="progressbar"
                aria-labelledby="runway-probability-progress"
                className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
              >
                <div className="h-full w-1/3 rounded-full bg-brand-700 motion-safe:animate-pulse" />
              </div>
            </>
          )}
        </div>
      </section>
    </Card>
  );
}
