import type { RetirementResult } from '@freedompath/engine/fire';
import type { FireOutcome } from './fire-results';

/** The headline figures of one strategy's simulation. */
export interface StrategySummary {
  successRate: number;
  cycles: number;
  safeWithdrawalRates: RetirementResult['safeWithdrawalRates'];
  medianEndingBalance: number;
}

function strategySummary(result: RetirementResult): StrategySummary {
  return {
    successRate: result.successRate,
    cycles: result.cycles,
    safeWithdrawalRates: result.safeWithdrawalRates,
    medianEndingBalance: result.endingBalances.p50,
  };
}

/**
 * What the completed event reports of a run: each strategy's headline figures. The whole outcome
 * (every cycle and percentile, megabytes for 10,000 runs of two strategies) would be serialised
 * on the main thread before the results show.
 */
export function fireOutcomeSummary({ a, b }: FireOutcome): {
  a: StrategySummary;
  b: StrategySummary | null;
} {
  return { a: strategySummary(a), b: b ? strategySummary(b) : null };
}
