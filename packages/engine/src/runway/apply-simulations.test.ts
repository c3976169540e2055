import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../shared/engine-error.js';
import { LIMIT_MESSAGES } from '../shared/limits.js';
import { applySimulations } from './apply-simulations.js';
import { calculateRunway } from './calculate-runway.js';
import type { RunwayProfile, SimulationItem } from './types.js';
import { validateSimulations } from './validate-simulations.js';

const profile: RunwayProfile = {
  breakDuration: 12,
  currentSavings: 2000,
  stockInvestments: 10_000,
  cryptoInvestments: 1000,
  monthlyExpensesDuringBreak: 3000,
  monthlyIncomeBreak: 500,
};

const item = (impact: SimulationItem['impact'], enabled = true): SimulationItem => ({
  id: 'x',
  type: 'expense',
  amount: 0,
  impact,
  enabled,
});

describe('applySimulations', () => {
  it('adjusts the monthly figures and balances of enabled items only', () => {
    const result = applySimulations(profile, [
      item({ monthlyIncomeChange: 1500, monthlyExpensesChange: 200 }),
      item({ stockInvestmentsChange: -4000, cryptoInvestmentsChange: 500, cashSavingsChange: 300 }),
      item({ monthlyIncomeChange: 99_999 }, false),
    ]);
    expect(result).toEqual({
      ...profile,
      monthlyIncomeBreak: 2000,
      monthlyExpensesDuringBreak: 3200,
      currentSavings: 2300,
      stockInvestments: 6000,
      cryptoInvestments: 1500,
    });
  });

  it('pays a one-time expense from cash, then stocks, then crypto', () => {
    expect(applySimulations(profile, [item({ oneTimeExpense: 5000 })])).toMatchObject({
      currentSavings: 0,
      stockInvestments: 7000,
      cryptoInvestments: 1000,
    });
    expect(applySimulations(profile, [item({ oneTimeExpense: 12_500 })])).toMatchObject({
      currentSavings: 0,
      stockInvestments: 0,
      cryptoInvestments: 500,
    });
    expect(applySimulations(profile, [item({ oneTimeExpense: 1_000_000 })])).toMatchObject({
      currentSavings: 0,
      stockInvestments: 0,
      cryptoInvestments: 0,
    });
  });

  it('floors every figure at 0, keeps other fields and leaves the input untouched', () => {
    const stored = { ...profile, monthlyIncomeBreak: undefined, riskTolerance: 'moderate' };
    const result = applySimulations(stored, [
      item({ monthlyIncomeChange: -100, monthlyExpensesChange: -5000, cashSavingsChange: -9000 }),
    ]);
    expect(result).toMatchObject({
      riskTolerance: 'moderate',
      monthlyIncomeBreak: 0,
      monthlyExpensesDuringBreak: 0,
      currentSavings: 0,
    });
    expect(stored.currentSavings).toBe(2000);
    expect(calculateRunway(result).runwayMonths).toBe(Number.POSITIVE_INFINITY);
  });

  it('throws EngineError for an invalid impact', () => {
    expect(() => applySimulations(profile, [item({ oneTimeExpense: Number.NaN })])).toThrow(
      EngineError,
    );
  });

  it('validates the profile too, and reports its issues before the items’', () => {
    const stringly = {
      ...profile,
      currentSavings: '20000',
      monthlyExpensesDuringBreak: '3000',
    } as unknown as RunwayProfile;
    const message = 'Please enter valid numbers for all required fields.';
    let thrown: unknown;
    try {
      applySimulations(stringly, [
        item({ monthlyExpensesChange: 50 }),
        { enabled: 'false' },
      ] as never);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(EngineError);
    expect((thrown as EngineError).issues).toEqual([
      { path: 'currentSavings', message },
      { path: 'monthlyExpensesDuringBreak', message },
      { path: 'items.1.id', message: LIMIT_MESSAGES.notText },
      { path: 'items.1.type', message: 'Please choose income, expense or savings' },
      { path: 'items.1.amount', message },
      { path: 'items.1.enabled', message: LIMIT_MESSAGES.notTrueOrFalse },
      { path: 'items.1.impact', message: LIMIT_MESSAGES.notAnObject },
    ]);
  });

  describe('properties', () => {
    const change = fc.integer({ min: -20_000, max: 20_000 });
    const impactArb = fc.record(
      {
        monthlyIncomeChange: change,
        monthlyExpensesChange: change,
        oneTimeExpense: fc.integer({ min: 0, max: 20_000 }),
        stockInvestmentsChange: change,
        cryptoInvestmentsChange: change,
        cashSavingsChange: change,
      },
      { requiredKeys: [] },
    );
    const itemsArb = fc.array(
      fc.record({
        id: fc.string(),
        type: fc.constantFrom('income' as const, 'expense' as const, 'savings' as const),
        amount: fc.integer({ min: 0, max: 20_000 }),
        impact: impactArb,
        enabled: fc.boolean(),
      }),
      { maxLength: 6 },
    );

    it('item order does not matter', () => {
      fc.assert(
        fc.property(itemsArb, (items) => {
          expect(applySimulations(profile, [...items].reverse())).toEqual(
            applySimulations(profile, items),
          );
        }),
      );
    });

    it('disabled items change nothing', () => {
      fc.assert(
        fc.property(itemsArb, (items) => {
          const disabled = items.map((i) => ({ ...i, enabled: false }));
          expect(applySimulations(profile, disabled)).toEqual(applySimulations(profile, []));
        }),
      );
    });

    it('the simulated profile is always valid for calculateRunway', () => {
      fc.assert(
        fc.property(itemsArb, (items) => {
          const simulated = applySimulations(profile, items);
          expect(() => calculateRunway(simulated)).not.toThrow();
        }),
      );
    });

    it('more monthly income never shortens the runway, more expenses never lengthen it', () => {
      fc.assert(
        fc.property(change, fc.integer({ min: 0, max: 20_000 }), (base, more) => {
          const runway = (impact: SimulationItem['impact']) =>
            calculateRunway(applySimulations(profile, [item(impact)])).runwayMonths;
          expect(runway({ monthlyIncomeChange: base + more })).toBeGreaterThanOrEqual(
            runway({ monthlyIncomeChange: base }),
          );
          expect(runway({ monthlyExpensesChange: base + more })).toBeLessThanOrEqual(
            runway({ monthlyExpensesChange: base }),
          );
        }),
        { numRuns: 200 },
      );
    });

    it('a one-time expense never lengthens the runway', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 50_000 }), (amount) => {
          const after = applySimulations(profile, [item({ oneTimeExpense: amount })]);
          expect(calculateRunway(after).runwayMonths).toBeLessThanOrEqual(
            calculateRunway(profile).runwayMonths,
          );
        }),
      );
    });
  });
});

describe('validateSimulations', () => {
  it('accepts empty impacts', () => {
    expect(validateSimulations([item({})])).toEqual([]);
  });

  it('rejects non-numbers and a negative one-time expense, enabled or not', () => {
    expect(
      validateSimulations([
        item({ monthlyIncomeChange: Number.NaN, cashSavingsChange: Number.POSITIVE_INFINITY }),
        item({ oneTimeExpense: -1 }, false),
      ]),
    ).toEqual([
      {
        path: 'items.0.impact.monthlyIncomeChange',
        message: 'Please enter valid numbers for all required fields.',
      },
      {
        path: 'items.0.impact.cashSavingsChange',
        message: 'Please enter valid numbers for all required fields.',
      },
      { path: 'items.1.impact.oneTimeExpense', message: 'One-time expense cannot be negative' },
    ]);
  });

  it('answers an untyped caller: not a list, too many items, items that are not objects', () => {
    expect(validateSimulations(null as never)).toEqual([
      { path: 'items', message: LIMIT_MESSAGES.notAList },
    ]);
    // 20,000 items are refused at once, without reading one.
    expect(validateSimulations(Array.from({ length: 20_000 }, () => null) as never)).toEqual([
      { path: 'items', message: LIMIT_MESSAGES.tooMany(100) },
    ]);
    expect(validateSimulations(Array.from({ length: 100 }, () => item({})))).toEqual([]);
    // eslint-disable-next-line no-sparse-arrays -- a hole is an item a JavaScript caller can pass
    expect(validateSimulations([, 'x'] as never)).toEqual([
      { path: 'items.0', message: LIMIT_MESSAGES.notAnObject },
      { path: 'items.1', message: LIMIT_MESSAGES.notAnObject },
    ]);
    expect(
      validateSimulations([
        {
          ...item({ cashSavingsChange: -1e12 - 1, monthlyIncomeChange: '5' as never }),
          amount: 2e12,
        },
      ]),
    ).toEqual([
      { path: 'items.0.amount', message: LIMIT_MESSAGES.amountTooLarge },
      {
        path: 'items.0.impact.monthlyIncomeChange',
        message: 'Please enter valid numbers for all required fields.',
      },
      { path: 'items.0.impact.cashSavingsChange', message: LIMIT_MESSAGES.amountTooLarge },
    ]);
  });
});
