import { describe, expect, it } from 'vitest';
import { fireForm, fireFormIssues } from './fire-form-state';
import { firePlan } from './fire-plan';

const invalidNumber = 'Please enter valid numbers for all required fields.';

describe('fire form state', () => {
  it('reads the form for the engine: the same retirement under strategies A and B', () => {
    const form = fireForm.fromPlan({
      ...firePlan.defaults,
      annualFee: null,
      strategy: { ...firePlan.defaults.strategy, type: 'percent-of-portfolio', floor: 80 },
      compare: { ...firePlan.defaults.strategy, type: 'guyton-klinger' },
      method: 'monte-carlo',
      model: 'parametric',
      incomes: [{ l: ' Pension ', a: 12_000, s: 5, e: null, r: false }],
    });
    const { a, b } = fireForm.toInput(form);
    expect(a).toEqual({
      startingPortfolio: 1_000_000,
      annualSpending: 40_000,
      years: 30,
      allocation: { stocks: 75, bonds: 25, cash: 0 },
      // The blank fee is left out: the engine's default is 0 %.
      strategy: { type: 'percent-of-portfolio', rate: 4, floorPercent: 80 },
      incomes: [
        {
          id: form.incomes[0]!.key,
          label: 'Pension',
          amount: 12_000,
          startYear: 5,
          endYear: Number.NaN,
          inflationAdjusted: false,
        },
      ],
      expenses: [],
      method: {
        type: 'monte-carlo',
        runs: 1000,
        seed: 1,
        model: { type: 'parametric', meanReturn: 5, volatility: 15 },
      },
    });
    expect(b).toEqual({
      ...a,
      strategy: { type: 'guyton-klinger', guardrailPercent: 20, adjustmentPercent: 10 },
    });
    expect(fireForm.toInput(fireForm.fromPlan(firePlan.defaults)).b).toBeNull();
  });

  it('names each issue at the field that shows it, strategy B’s under compare', () => {
    const form = fireForm.fromPlan({
      ...firePlan.defaults,
      bonds: 35,
      strategy: { ...firePlan.defaults.strategy, type: 'percent-of-portfolio', rate: 120 },
      compare: { ...firePlan.defaults.strategy, type: 'guyton-klinger', adjustment: 150 },
      method: 'monte-carlo',
      runs: 10_000,
      incomes: [{ l: '', a: 100, s: 5, e: 3, r: true }],
    });
    form.seed = 'one';
    form.years = '';
    // Text that is no number is named first; the engine then names the blank years too.
    expect(fireFormIssues(form, fireForm.toInput(form))).toEqual([
      { path: 'seed', message: invalidNumber },
      { path: 'years', message: 'Years must be a whole number from 1 to 60' },
      { path: 'allocation', message: 'Allocations must add up to 100%' },
      { path: 'strategy.rate', message: 'Withdrawal rate must be between 0% and 100%' },
      { path: 'incomes.0.endYear', message: 'End year must not be before start year' },
      { path: 'seed', message: 'Seed must be a whole number from 0 to 4,294,967,295' },
      { path: 'compare.adjustment', message: 'Adjustment must be between 0% and 50%' },
    ]);
  });

  it('ignores what fields the run does not read hold', () => {
    const form = fireForm.fromPlan(firePlan.defaults);
    form.runs = 'many';
    form.strategy.rate = 'lots';
    form.compare.guardrail = '?';
    form.savingsRate = 'half';
    expect(fireFormIssues(form, fireForm.toInput(form))).toEqual([]);
  });
});
