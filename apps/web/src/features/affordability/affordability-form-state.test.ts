import { describe, expect, it } from 'vitest';
import { formFromPlan, inputFromForm, planFromForm } from './affordability-form-state';
import { affordabilityPlan } from './affordability-plan';

const blank = formFromPlan(affordabilityPlan.defaults);

describe('affordability form state', () => {
  it('passes a blank or non-number required amount as NaN and leaves optional ones out', () => {
    const input = inputFromForm({
      ...blank,
      purchaseAmount: '$5,000',
      monthlyIncome: 'abc',
      stockInvestments: '2000',
      cryptoInvestments: 'xyz',
    });
    expect(input.purchaseAmount).toBe(5000);
    expect(input.monthlyIncome).toBeNaN();
    expect(input.monthlySavings).toBeNaN();
    expect(input.stockInvestments).toBe(2000);
    expect(input).not.toHaveProperty('cryptoInvestments');
    expect(input).not.toHaveProperty('emergencyFund');
  });

  it('keeps the last good value in the link for text that is not a usable amount', () => {
    const last = { ...affordabilityPlan.defaults, purchaseAmount: 900, monthlyIncome: 4000 };
    expect(
      planFromForm(
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

  it('shows an amount too small for plain decimals to the cent', () => {
    expect(formFromPlan({ ...affordabilityPlan.defaults, emergencyFund: 1e-7 }).emergencyFund).toBe(
      '0',
    );
  });
});
