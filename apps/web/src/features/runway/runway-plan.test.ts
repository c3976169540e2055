import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import { MARKET_SCENARIOS } from '@freedompath/engine/runway';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { throughUrl } from '../calculators/kit/test-support/through-url';
import { runwayForm } from './runway-form-state';
import { runwayPlan } from './runway-plan';
import type { RunwayPlan } from './runway-plan';

/** Values a field can hold: cents, hundredths of a percent, blank (`null`). */
const blankOr = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const money = blankOr(fc.integer({ min: 0, max: 1e14 }).map((cents) => cents / 100));
const rate = blankOr(fc.integer({ min: -10_000, max: 100_000 }).map((n) => n / 100));
const allocation = blankOr(fc.integer({ min: 0, max: 10_000 }).map((n) => n / 100));

const planValues: fc.Arbitrary<RunwayPlan> = fc.record({
  breakDuration: blankOr(fc.integer({ min: 1, max: 1200 })),
  currentSavings: money,
  stockInvestments: money,
  cryptoInvestments: money,
  monthlyExpensesDuringBreak: money,
  monthlyIncomeBreak: money,
  expectedMarketReturns: fc.constantFrom(...MARKET_SCENARIOS.map((s) => s.stockReturnPercent)),
  cryptoMarketReturns: fc.constantFrom(...MARKET_SCENARIOS.map((s) => s.cryptoReturnPercent)),
  cashSavingsReturn: rate,
  inflationRate: rate,
  withdrawalStockAllocation: allocation,
  withdrawalCryptoAllocation: allocation,
  withdrawalCashAllocation: allocation,
});

describe('runwayPlan', () => {
  it('round-trips any plan through the URL', () => {
    fc.assert(
      fc.property(planValues, (values) => {
        expect(throughUrl(runwayPlan, values).back).toEqual(values);
      }),
    );
  });

  it('round-trips any plan through the form texts', () => {
    fc.assert(
      fc.property(planValues, planValues, (values, lastGood) => {
        expect(runwayForm.toPlan(runwayForm.fromPlan(values), lastGood)).toEqual(values);
      }),
    );
  });

  it('has the product’s defaults and leaves them out of the URL', () => {
    expect(runwayPlan.defaults).toMatchObject({
      expectedMarketReturns: 7,
      cryptoMarketReturns: 20,
      cashSavingsReturn: 3,
      inflationRate: 3,
      withdrawalStockAllocation: 60,
      withdrawalCryptoAllocation: 20,
      withdrawalCashAllocation: 20,
    });
    expect(throughUrl(runwayPlan, { ...runwayPlan.defaults }).url).toBe('');
    expect(throughUrl(runwayPlan, { ...runwayPlan.defaults, breakDuration: 12 }).url).toBe(
      '?breakDuration=12',
    );
  });

  it('falls back to the default for each nonsense field of a hand-edited URL', () => {
    const search = defaultParseSearch(
      '?currentSavings=abc&stockInvestments=-5&breakDuration=1.5&expectedMarketReturns=8' +
        '&cryptoMarketReturns=%5B1%5D&withdrawalCashAllocation=101&cashSavingsReturn=1e-7' +
        '&inflationRate=2.5&monthlyExpensesDuringBreak=3000&junk=1',
    );
    expect(runwayPlan.parse(search)).toEqual({
      ...runwayPlan.defaults,
      inflationRate: 2.5,
      monthlyExpensesDuringBreak: 3000,
    });
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...Object.keys(runwayPlan.defaults), 'other'), fc.string()),
        (raw) => {
          const values = runwayPlan.parse(defaultParseSearch(defaultStringifySearch(raw)));
          expect(Object.keys(values).sort()).toEqual(Object.keys(runwayPlan.defaults).sort());
          // Whatever the URL held, the form can show it and read it back.
          expect(runwayForm.toPlan(runwayForm.fromPlan(values), runwayPlan.defaults)).toEqual(
            values,
          );
        },
      ),
    );
  });

  it('keeps the last good value for text that does not parse, and null for a blank field', () => {
    const lastGood = { ...runwayPlan.defaults, currentSavings: 5000, inflationRate: 2 };
    const form = {
      ...runwayForm.fromPlan(lastGood),
      currentSavings: '12abc',
      inflationRate: '',
      stockInvestments: '$1,250.50',
      breakDuration: '0',
    };
    expect(runwayForm.toPlan(form, lastGood)).toEqual({
      ...lastGood,
      inflationRate: null,
      stockInvestments: 1250.5,
    });
  });
});
