import { describe, expect, it } from 'vitest';
import { costOfLivingForm } from './cost-of-living-form-state';
import { costOfLivingPlan } from './cost-of-living-plan';

const blank = costOfLivingForm.fromPlan(costOfLivingPlan.defaults);

describe('cost of living form state', () => {
  it('starts every amount blank (blank counts as $0)', () => {
    expect(blank.rent).toBe('');
    expect(blank.savings).toBe('');
    expect(costOfLivingForm.fromPlan({ ...costOfLivingPlan.defaults, rent: 1250.5 }).rent).toBe(
      '1250.5',
    );
  });

  it('keeps the last good value in the link for text that is not a usable amount', () => {
    const last = { ...costOfLivingPlan.defaults, rent: 900, food: 300 };
    const plan = costOfLivingForm.toPlan(
      { ...blank, rent: '12abc', food: '-5', other: '$1,200' },
      last,
    );
    expect(plan).toMatchObject({ rent: 900, food: 300, other: 1200, savings: null });
  });

  it('leaves blank and invalid amounts out, so the engine counts them as 0, and passes negatives on', () => {
    expect(
      costOfLivingForm.toInput({
        ...blank,
        rent: 'abc',
        food: '600',
        utilities: '-5',
        destination: 'bali',
      }),
    ).toEqual({
      currentExpenses: { utilities: -5, food: 600 },
      destination: 'bali',
      customLocation: '',
    });
  });

  it('passes the custom location as typed (the engine uses it only for a custom destination)', () => {
    expect(
      costOfLivingForm.toInput({
        ...blank,
        destination: 'custom',
        customLocation: 'Porto, Portugal',
      }),
    ).toMatchObject({ destination: 'custom', customLocation: 'Porto, Portugal' });
  });
});
