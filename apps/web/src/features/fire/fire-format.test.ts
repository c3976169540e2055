import { describe, expect, it } from 'vitest';
import { cycleName, cycleNoun, formatCompactCurrency, isoMonth, yearLabel } from './fire-format';

describe('fire formats', () => {
  it('names months, cycles and years', () => {
    expect(isoMonth({ year: 1871, month: 1 })).toBe('1871-01');
    expect(isoMonth({ year: 2023, month: 12 })).toBe('2023-12');
    expect(cycleName({ start: { year: 1929, month: 9 }, run: null })).toBe('September 1929');
    expect(cycleName({ start: null, run: 1233 })).toBe('Run 1,234');
    expect(yearLabel(0)).toBe('Start');
    expect(yearLabel(30)).toBe('Year 30');
  });

  it('names cycles by method', () => {
    expect(cycleNoun({ startingPortfolio: 1, annualSpending: 0 }).many).toBe('historical cycles');
    expect(
      cycleNoun({
        startingPortfolio: 1,
        annualSpending: 0,
        method: { type: 'monte-carlo', runs: 1, seed: 1 },
      }).one,
    ).toBe('simulated run');
  });

  it('shortens dollars for an axis', () => {
    expect(formatCompactCurrency(1_234_567)).toBe('$1.2M');
    expect(formatCompactCurrency(850_000)).toBe('$850K');
    expect(formatCompactCurrency(0.2)).toBe('$0');
    expect(formatCompactCurrency(Number.POSITIVE_INFINITY)).toBe('—');
  });
});
