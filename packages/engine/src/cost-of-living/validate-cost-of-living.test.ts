import { describe, expect, it } from 'vitest';
import { validateCostOfLiving } from './validate-cost-of-living.js';

describe('validateCostOfLiving', () => {
  it('accepts one non-zero expense and a chosen destination; blanks count as 0', () => {
    expect(
      validateCostOfLiving({
        currentExpenses: { rent: Number.NaN, food: 100 },
        savings: Number.NaN,
        destination: 'custom',
      }),
    ).toEqual([]);
  });

  it("answers 'Please select a destination' and 'Please enter at least one expense' (spec §5)", () => {
    expect(
      validateCostOfLiving({
        currentExpenses: { rent: 0, food: Number.NaN, other: Number.POSITIVE_INFINITY },
        destination: '',
      }),
    ).toEqual([
      { path: 'destination', message: 'Please select a destination' },
      { path: 'currentExpenses', message: 'Please enter at least one expense' },
    ]);
    expect(validateCostOfLiving({ currentExpenses: { rent: 1 }, destination: 'atlantis' })).toEqual(
      [{ path: 'destination', message: 'Please select a destination' }],
    );
  });

  it('rejects negative amounts', () => {
    expect(
      validateCostOfLiving({
        currentExpenses: { rent: 100, other: -1 },
        savings: -5,
        destination: 'bali',
      }),
    ).toEqual([
      { path: 'currentExpenses.other', message: 'Expenses cannot be negative' },
      { path: 'savings', message: 'Savings cannot be negative' },
    ]);
  });
});
