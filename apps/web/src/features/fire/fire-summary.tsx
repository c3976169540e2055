import type { RetirementInput, RetirementResult } from '@freedompath/engine/fire';
import type { Ref } from 'react';
import { Card } from '@/components/ui/card';
import { formatCurrency, formatNumber, formatPercent, formatRate } from '@/lib/format';
import { ResultCard, ResultGrid } from '../calculators/kit/results/result-card';
import type { ResultTone } from '../calculators/kit/results/result-card';
import { cycleName, cycleNoun } from './fire-format';
import { SAFE_RATES_NOT_APPLICABLE } from './safe-rates-not-applicable';
import { strategyNames } from './strategy-names';

/** Good from 95 % (the classic studies' bar for a safe plan), a warning from 80 %. */
function successTone(rate: number): ResultTone {
  if (rate >= 95) return 'good';
  return rate >= 80 ? 'warning' : 'bad';
}

export interface FireSummaryProps {
  input: RetirementInput;
  result: RetirementResult;
  years: number;
  /** A second strategy is compared: these figures are strategy A's. */
  comparing: boolean;
  headingRef?: Ref<HTMLHeadingElement> | undefined;
}

/** The headline: how often the money lasted, the worst start and the safe withdrawal rates. */
export function FireSummary({ input, result, years, comparing, headingRef }: FireSummaryProps) {
  const noun = cycleNoun(input);
  const lasted = result.cycles - result.failures.length;
  const worst = result.worstStart;
  const swr = result.safeWithdrawalRates;
  const yearly = (rate: number) =>
    `${formatCurrency((input.startingPortfolio * rate) / 100)} a year from ${formatCurrency(input.startingPortfolio)}.`;
  return (
    <Card>
      <div className="grid gap-8">
        <section aria-labelledby="fire-success-heading" className="grid gap-4">
          <h2
            id="fire-success-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold text-slate-900 outline-none"
          >
            Success rate
          </h2>
          {comparing && input.strategy ? (
            <p className="-mt-2 text-sm text-slate-700">
              For strategy A: {strategyNames[input.strategy.type]}. Strategy B is set beside it
              under Compare strategies.
            </p>
          ) : null}
          <ResultGrid>
            <ResultCard
              label="Money lasted"
              value={formatRate(result.successRate)}
              tone={successTone(result.successRate)}
              description={`${formatNumber(lasted)} of ${formatNumber(result.cycles)} ${noun.many} paid every withdrawal for all ${formatNumber(years)} years.`}
            />
            <ResultCard
              label={noun.worst}
              value={cycleName(worst)}
              description={
                worst.failedInYear === null
                  ? `Lowest ending balance: ${formatCurrency(worst.endingBalance)}.`
                  : `Ran out in year ${formatNumber(worst.failedInYear)}.`
              }
            />
            <ResultCard
              label="Median ending balance"
              value={formatCurrency(result.endingBalances.p50)}
              description="In today’s dollars, after the last year’s spending."
            />
          </ResultGrid>
        </section>
        <section aria-labelledby="fire-swr-heading" className="grid gap-4">
          <div>
            <h2 id="fire-swr-heading" className="text-xl font-semibold text-slate-900">
              Safe withdrawal rates
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              The highest first-year spending, as a share of the starting portfolio, that would have
              lasted with everything else unchanged.
            </p>
          </div>
          <ResultGrid>
            {swr ? (
              <>
                <ResultCard
                  label={`Lasted in every ${noun.one}`}
                  value={formatPercent(swr.all, 2)}
                  description={yearly(swr.all)}
                />
                <ResultCard
                  label={`Lasted in 95% of ${noun.many}`}
                  value={formatPercent(swr.p95, 2)}
                  description={yearly(swr.p95)}
                />
              </>
            ) : (
              <ResultCard
                label="Safe withdrawal rate"
                value="Not applicable"
                description={SAFE_RATES_NOT_APPLICABLE}
              />
            )}
          </ResultGrid>
        </section>
      </div>
    </Card>
  );
}
