import { RESULT_SUMMARY_MAX_ITEMS, resultSummarySchema } from '@freedompath/contracts';
import { simulateRetirement } from '@freedompath/engine/fire';
import type { RetirementInput } from '@freedompath/engine/fire';
import { describe, expect, it } from 'vitest';
import { formatRate } from '@/lib/format';
import { fireResultsSummary } from './fire-results-summary';

const input: RetirementInput = {
  startingPortfolio: 1_000_000,
  annualSpending: 40_000,
  years: 30,
  allocation: { stocks: 75, bonds: 25, cash: 0 },
  annualFee: 0,
  strategy: { type: 'constant-dollar' },
  incomes: [],
  expenses: [],
  method: { type: 'historical', starts: 'yearly' },
};
const result = simulateRetirement(input);

describe('fireResultsSummary', () => {
  it('keeps the headline figures of a run, not its cycles', () => {
    const summary = fireResultsSummary({ a: input, b: null }, { a: result, b: null });
    expect(summary.map((figure) => figure.label)).toEqual([
      'Money lasted',
      'Worst start',
      'Median ending balance',
      'Safe withdrawal, every historical cycle',
      'Safe withdrawal, 95% of historical cycles',
    ]);
    expect(summary[0]?.value).toBe(formatRate(result.successRate));
    expect(result.cycleResults.length).toBeGreaterThan(100);
    expect(resultSummarySchema.safeParse(summary).success).toBe(true);
  });

  it('keeps both strategies’ figures when comparing, within what a saved plan holds', () => {
    const b: RetirementInput = { ...input, strategy: { type: 'percent-of-portfolio', rate: 4 } };
    const summary = fireResultsSummary({ a: input, b }, { a: result, b: simulateRetirement(b) });
    expect(summary.length).toBeLessThanOrEqual(RESULT_SUMMARY_MAX_ITEMS);
    expect(summary.filter((figure) => figure.label.startsWith('A: '))).toHaveLength(5);
    expect(summary.filter((figure) => figure.label.startsWith('B: ')).length).toBeGreaterThan(0);
    expect(resultSummarySchema.safeParse(summary).success).toBe(true);
  });
});
