import { describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES } from '../shared/limits.js';
import type { CostOfLivingInput } from './types.js';
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

  it("answers 'Please select a destination' and 'Please enter at least one expense' (product: cost-of-living#validation)", () => {
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

  it('answers an untyped caller: not an object, numeric strings counted as 0, huge amounts', () => {
    const untyped = (input: unknown) => validateCostOfLiving(input as CostOfLivingInput);
    for (const input of [null, undefined, [], 'bali']) {
      expect(untyped(input)).toEqual([{ path: '', message: LIMIT_MESSAGES.notAnObject }]);
    }
    expect(untyped({ destination: 'bali', currentExpenses: null })).toEqual([
      { path: 'currentExpenses', message: LIMIT_MESSAGES.notAnObject },
    ]);
    expect(
      untyped({ destination: 42, currentExpenses: { rent: '2000' }, customLocation: 7 }),
    ).toEqual([
      { path: 'destination', message: 'Please select a destination' },
      { path: 'currentExpenses', message: 'Please enter at least one expense' },
      { path: 'customLocation', message: LIMIT_MESSAGES.notText },
    ]);
    expect(
      untyped({ destination: 'bali', currentExpenses: { rent: 1e12 + 1 }, savings: 2e12 }),
    ).toEqual([
      { path: 'currentExpenses.rent', message: LIMIT_MESSAGES.amountTooLarge },
      { path: 'savings', message: LIMIT_MESSAGES.amountTooLarge },
    ]);
  });
});
