import type { ResultFigure, ResultSummary } from '@freedompath/contracts';
import type { RetirementInput, RetirementResult } from '@freedompath/engine/fire';
import { formatCurrency, formatPercent, formatRate } from '@/lib/format';
import type { FireInputs } from './fire-form-state';
import { cycleName, cycleNoun } from './fire-format';
import type { FireOutcome } from './fire-results';

function strategyFigures(
  input: RetirementInput,
  result: RetirementResult,
  prefix: string,
): ResultFigure[] {
  const noun = cycleNoun(input);
  const swr = result.safeWithdrawalRates;
  return [
    { label: `${prefix}Money lasted`, value: formatRate(result.successRate) },
    { label: `${prefix}${noun.worst}`, value: cycleName(result.worstStart) },
    { label: `${prefix}Median ending balance`, value: formatCurrency(result.endingBalances.p50) },
    ...(swr
      ? [
          {
            label: `${prefix}Safe withdrawal, every ${noun.one}`,
            value: formatPercent(swr.all, 2),
          },
          {
            label: `${prefix}Safe withdrawal, 95% of ${noun.many}`,
            value: formatPercent(swr.p95, 2),
          },
        ]
      : [{ label: `${prefix}Safe withdrawal rate`, value: 'Not applicable' }]),
  ];
}

/**
 * The headline figures of a run, kept with a saved plan (ADR 043): success rate, worst start,
 * median ending balance and safe withdrawal rates of each strategy, never its cycles, fan chart
 * or percentiles (at most 10 figures).
 */
export function fireResultsSummary(inputs: FireInputs, { a, b }: FireOutcome): ResultSummary {
  if (!inputs.b || !b) return strategyFigures(inputs.a, a, '');
  return [...strategyFigures(inputs.a, a, 'A: '), ...strategyFigures(inputs.b, b, 'B: ')];
}
