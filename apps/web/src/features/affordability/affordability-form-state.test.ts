import { AFFORDABILITY_MESSAGES, validateAffordability } from '@freedompath/engine/affordability';
import { describe, expect, it } from 'vitest';
import { affordabilityForm } from './affordability-form-state';
import { affordabilityPlan } from './affordability-plan';

const blank = affordabilityForm.fromPlan(affordabilityPlan.defaults);

describe('affordability form state', () => {
  it('leaves blank and non-number amounts out, and reports each with the product’s message', () => {
    const form = {
      ...blank,
      purchaseAmount: '$5,000',
      monthlyIncome: 'abc',
      monthlySavings: '500',
      monthlyExpenses: '3000',
      stockInvestments: '2000',
      cryptoInvestments: 'xyz',
    };
    const input = affordabilityForm.toInput(form);
    expect(input).toEqual({
      purchaseAmount: 5000,
      monthlySavings: 500,
      monthlyExpenses: 3000,
      stockInvestments: 2000,
    });
    // The screen's issues: text that is not a number, then the engine's checks.
    const paths = [
      ...affordabilityForm.textIssues(form, AFFORDABILITY_MESSAGES.invalidNumber),
      ...validateAffordability(input),
    ].map((issue) => issue.path);
    expect(new Set(paths)).toEqual(new Set(['monthlyIncome', 'cryptoInvestments']));
  });

  it('keeps the last good value in the link for text that is not a usable amount', () => {
    const last = { ...affordabilityPlan.defaults, purchaseAmount: 900, monthlyIncome: 4000 };
    expect(
      affordabilityForm.toPlan(
        { ...blank, purchaseAmount: '9x', monthlyIncome: '-1', emergencyFund: '7' },
        last,
      ),
    ).toEqual({
      ...affordabilityPlan.defaults,
      purchaseAmount: 900,
      monthlyIncome: 4000,
      emergencyFund: 7,
    });
  });
});
