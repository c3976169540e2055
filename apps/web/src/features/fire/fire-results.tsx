import type { RetirementResult } from '@freedompath/engine/fire';
import { memo } from 'react';
import type { Ref } from 'react';
import { EndingBalances } from './ending-balances';
import { FireCyclesTable } from './fire-cycles-table';
import { FireFailures } from './fire-failures';
import { FireFanChart } from './fire-fan-chart';
import type { FireInputs } from './fire-form-state';
import { cycleNoun, isoMonth } from './fire-format';
import { FireSummary } from './fire-summary';
import { StrategyComparison } from './strategy-comparison';

/** What a run gives: strategy A's simulation, and strategy B's when comparing. */
export interface FireOutcome {
  a: RetirementResult;
  b: RetirementResult | null;
}

export interface FireResultsProps {
  /** The inputs the results were simulated for (not the form as it is now). */
  inputs: FireInputs;
  outcome: FireOutcome;
  /** The first heading, "Success rate", where focus goes when results arrive. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * A run's results, for strategy A: success rate, safe withdrawal rates, failures, the fan chart,
 * ending balances and every cycle; then A beside B when comparing, and where the data comes from
 * when it was drawn from history. Memoised: its props change only with a new run, so typing and
 * the progress of the next run do not draw its charts and tables again.
 */
export const FireResults = memo(function FireResults({
  inputs,
  outcome,
  headingRef,
}: FireResultsProps) {
  const { a: input } = inputs;
  const { a: result } = outcome;
  const years = result.percentiles.length - 1;
  const noun = cycleNoun(input);
  const { first, last } = result.dataRange;
  // The parametric model draws returns from a mean and a volatility: no month of history.
  const method = input.method;
  const fromHistory = method?.type !== 'monte-carlo' || method.model?.type !== 'parametric';
  return (
    <div className="grid grid-cols-1 gap-6">
      <FireSummary
        input={input}
        result={result}
        years={years}
        comparing={inputs.b !== null}
        headingRef={headingRef}
      />
      <FireFailures input={input} failures={result.failures} years={years} />
      <FireFanChart percentiles={result.percentiles} cycles={noun.many} />
      <EndingBalances distribution={result.endingBalances} cycles={noun.many} />
      <FireCyclesTable cycles={result.cycleResults} noun={noun} />
      {inputs.b && outcome.b ? (
        <StrategyComparison a={{ input, result }} b={{ input: inputs.b, result: outcome.b }} />
      ) : null}
      {fromHistory ? (
        <p className="text-sm text-slate-700">
          US data {isoMonth(first)} to {isoMonth(last)} (Robert Shiller): the S&amp;P 500 with
          dividends, 10-year Treasury yields and consumer prices.
        </p>
      ) : null}
    </div>
  );
});
