import { describe, expect, it } from 'vitest';
import { formFromPlan, inputFromForm, planFromForm } from './cost-of-living-form-state';
import { costOfLivingPlan } from './cost-of-living-plan';

const blank = formFromPlan(costOfLivingPlan.defaults);

describe('cost of living form state', () => {
  it('shows $0 amounts as blank fields', () => {
    expect(blank.rent).toBe('');
    expect(formFromPlan({ ...costOfLivingPlan.defaults, rent: 1250.5 }).rent).toBe('1250.5');
    expect(formFromPlan({ ...costOfLivingPlan.defaults, rent: 1e-7 }).rent).toBe('');
  });

  it('keeps the last good value in the link for text that is not a usable amount', () => {
    const last = { ...costOfLivingPlan.defaults, rent: 900, food: 300 };
    const plan = planFromForm({ ...blank, rent: '12abc', food: '-5', other: '$1,200' }, last);
    expect(plan).toMatchObject({ rent: 900, food: 300, other: 1200, savings: 0 });
  });

  it('counts blank and invalid amounts as 0 for the engine and passes negatives on', () => {
    expect(
      inputFromForm({ ...blank, rent: 'abc', food: '600', utilities: '-5', destination: 'bali' }),
    ).toEqual({
      currentExpenses: {
        rent: 0,
        utilities: -5,
        food: 600,
        transportation: 0,
        healthcare: 0,
        entertainment: 0,
        other: 0,
      },
      savings: 0,
      destination: 'bali',
    });
  });

  it('passes the custom location only for a custom destination', () => {
    expect(
      inputFromForm({ ...blank, destination: 'custom', customLocation: 'Porto, Portugal' }),
    ).toMatchObject({ destination: 'custom', customLocation: 'Porto, Portugal' });
    expect(
      inputFromForm({ ...blank, destination: 'lisbon', customLocation: 'Porto' }),
    ).not.toHaveProperty('customLocation');
  });
});
