import { defaultParseSearch } from '@tanstack/react-router';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { throughUrl } from '../calculators/kit/test-support/through-url';
import { affordabilityForm } from './affordability-form-state';
import { affordabilityPlan } from './affordability-plan';
import type { AffordabilityPlan } from './affordability-plan';

/** A blank field or a dollar amount to the cent, 0 to $1e12: what a visitor can type. */
const amount = fc.option(
  fc.integer({ min: 0, max: 1e14 }).map((cents) => cents / 100),
  { nil: null },
);

const planValues: fc.Arbitrary<AffordabilityPlan> = fc.record({
  purchaseAmount: amount,
  monthlyIncome: amount,
  monthlySavings: amount,
  monthlyExpenses: amount,
  stockInvestments: amount,
  cryptoInvestments: amount,
  emergencyFund: amount,
});

describe('affordabilityPlan', () => {
  it('round-trips any plan through the URL', () => {
    fc.assert(
      fc.property(planValues, (values) => {
        expect(throughUrl(affordabilityPlan, values).back).toEqual(values);
      }),
    );
  });

  it('round-trips any plan through the form texts', () => {
    fc.assert(
      fc.property(planValues, (values) => {
        expect(
          affordabilityForm.toPlan(affordabilityForm.fromPlan(values), affordabilityPlan.defaults),
        ).toEqual(values);
      }),
    );
  });

  it('starts blank and leaves blank fields out of the URL', () => {
    expect(Object.values(affordabilityForm.fromPlan(affordabilityPlan.defaults))).toEqual(
      Array(7).fill(''),
    );
    expect(throughUrl(affordabilityPlan, { ...affordabilityPlan.defaults }).url).toBe('');
    expect(
      throughUrl(affordabilityPlan, { ...affordabilityPlan.defaults, purchaseAmount: 5000 }).url,
    ).toBe('?purchaseAmount=5000');
  });

  it('falls back to blank for each nonsense field of a hand-edited URL', () => {
    expect(
      affordabilityPlan.parse(
        defaultParseSearch(
          '?purchaseAmount=abc&monthlyIncome=-1&monthlySavings=%7B%7D&monthlyExpenses=3000&emergencyFund=1e13&stockInvestments=true',
        ),
      ),
    ).toEqual({ ...affordabilityPlan.defaults, monthlyExpenses: 3000 });
  });
});
