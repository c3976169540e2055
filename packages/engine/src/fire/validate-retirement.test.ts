import { describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES } from '../shared/limits.js';
import { FIRE_MESSAGES as M } from './constants.js';
import type { CashFlow, RetirementInput } from './types.js';
import { validateRetirement } from './validate-retirement.js';

const BASE = { startingPortfolio: 1_000_000, annualSpending: 40_000 };
const FLOW: CashFlow = {
  id: 'a',
  amount: 1000,
  startYear: 1,
  endYear: 30,
  inflationAdjusted: true,
};
/** Validates `BASE` with changes, as an untyped caller could send them. */
const issues = (changes: Record<string, unknown>) => validateRetirement({ ...BASE, ...changes });

describe('validateRetirement', () => {
  it('accepts the minimal input and every field set', () => {
    expect(validateRetirement(BASE)).toEqual([]);
    expect(
      validateRetirement({
        ...BASE,
        years: 60,
        allocation: { stocks: 33.33, bonds: 33.33, cash: 33.33 },
        annualFee: 5,
        cashRealReturn: -50,
        strategy: { type: 'percent-of-portfolio', rate: 4, floorPercent: 80, ceilingPercent: 80 },
        incomes: [{ ...FLOW, label: 'Pension', inflationAdjusted: false }],
        expenses: [{ ...FLOW, startYear: 60, endYear: 60 }],
        method: {
          type: 'monte-carlo',
          runs: 10_000,
          seed: 4_294_967_295,
          model: { type: 'parametric', meanReturn: 50, volatility: 100 },
        },
      }),
    ).toEqual([]);
  });

  it('matches the TSDoc example', () => {
    expect(validateRetirement({ startingPortfolio: 0, annualSpending: 40000, years: 61 })).toEqual([
      { path: 'startingPortfolio', message: 'Starting portfolio must be more than $0' },
      { path: 'years', message: 'Years must be a whole number from 1 to 60' },
    ]);
  });

  it('rejects a non-object at the root', () => {
    for (const input of [null, 'x', [], 3]) {
      expect(validateRetirement(input as unknown as RetirementInput)).toEqual([
        { path: '', message: LIMIT_MESSAGES.notAnObject },
      ]);
    }
  });

  it('checks money', () => {
    expect(issues({ startingPortfolio: '1000', annualSpending: Number.NaN })).toEqual([
      { path: 'startingPortfolio', message: M.invalidNumber },
      { path: 'annualSpending', message: M.invalidNumber },
    ]);
    expect(issues({ startingPortfolio: 0.004, annualSpending: -1 })).toEqual([
      { path: 'startingPortfolio', message: M.startingPortfolio },
      { path: 'annualSpending', message: 'Annual spending cannot be negative' },
    ]);
    expect(issues({ startingPortfolio: 1e12 + 1, annualSpending: 1e13 })).toEqual([
      { path: 'startingPortfolio', message: LIMIT_MESSAGES.amountTooLarge },
      { path: 'annualSpending', message: LIMIT_MESSAGES.amountTooLarge },
    ]);
  });

  it('checks years, allocation, fee and cash return', () => {
    expect(issues({ years: 1.5 })).toEqual([{ path: 'years', message: M.years }]);
    expect(issues({ years: null })).toEqual([{ path: 'years', message: M.years }]);
    expect(issues({ allocation: [] })).toEqual([
      { path: 'allocation', message: LIMIT_MESSAGES.notAnObject },
    ]);
    expect(issues({ allocation: { stocks: 101, bonds: '0', cash: 0 } })).toEqual([
      { path: 'allocation.stocks', message: 'Stocks must be between 0% and 100%' },
      { path: 'allocation.bonds', message: M.invalidNumber },
    ]);
    expect(issues({ allocation: { stocks: 60, bonds: 30, cash: 9.98 } })).toEqual([
      { path: 'allocation', message: M.allocationSum },
    ]);
    expect(issues({ annualFee: 5.1, cashRealReturn: 51 })).toEqual([
      { path: 'annualFee', message: M.fee },
      { path: 'cashRealReturn', message: 'Cash return must be between -50% and 50%' },
    ]);
  });

  it('checks the strategy', () => {
    expect(issues({ strategy: 'vpw' })).toEqual([
      { path: 'strategy', message: LIMIT_MESSAGES.notAnObject },
    ]);
    expect(issues({ strategy: { type: 'bucket' } })).toEqual([
      { path: 'strategy.type', message: M.strategy },
    ]);
    expect(issues({ strategy: { type: 'vpw' } })).toEqual([]);
    expect(issues({ strategy: { type: 'percent-of-portfolio' } })).toEqual([
      { path: 'strategy.rate', message: M.invalidNumber },
    ]);
    expect(
      issues({
        strategy: {
          type: 'percent-of-portfolio',
          rate: 101,
          floorPercent: -1,
          ceilingPercent: 1001,
        },
      }),
    ).toEqual([
      { path: 'strategy.rate', message: 'Withdrawal rate must be between 0% and 100%' },
      { path: 'strategy.floorPercent', message: 'Floor must be between 0% and 1,000%' },
      { path: 'strategy.ceilingPercent', message: 'Ceiling must be between 0% and 1,000%' },
    ]);
    expect(
      issues({
        strategy: { type: 'percent-of-portfolio', rate: 4, floorPercent: 90, ceilingPercent: 80 },
      }),
    ).toEqual([{ path: 'strategy.floorPercent', message: M.floorAboveCeiling }]);
    expect(
      issues({
        strategy: { type: 'guyton-klinger', guardrailPercent: 101, adjustmentPercent: 'x' },
      }),
    ).toEqual([
      { path: 'strategy.guardrailPercent', message: 'Guardrail must be between 0% and 50%' },
      { path: 'strategy.adjustmentPercent', message: M.invalidNumber },
    ]);
    // A guardrail or an adjustment above 50 % is no guardrail; 50 % itself is allowed.
    expect(
      issues({ strategy: { type: 'guyton-klinger', guardrailPercent: 50, adjustmentPercent: 50 } }),
    ).toEqual([]);
    expect(
      issues({
        strategy: { type: 'guyton-klinger', guardrailPercent: 50.01, adjustmentPercent: 51 },
      }),
    ).toEqual([
      { path: 'strategy.guardrailPercent', message: M.guardrail },
      { path: 'strategy.adjustmentPercent', message: 'Adjustment must be between 0% and 50%' },
    ]);
  });

  it('checks incomes and expenses against the retirement', () => {
    expect(issues({ incomes: 'x' })).toEqual([
      { path: 'incomes', message: LIMIT_MESSAGES.notAList },
    ]);
    expect(issues({ expenses: Array<CashFlow>(11).fill(FLOW) })).toEqual([
      { path: 'expenses', message: LIMIT_MESSAGES.tooMany(10) },
    ]);
    expect(issues({ incomes: [null] })).toEqual([
      { path: 'incomes.0', message: LIMIT_MESSAGES.notAnObject },
    ]);
    expect(
      issues({
        years: 20,
        expenses: [
          { id: 1, label: 2, amount: -1, startYear: 0, endYear: 21, inflationAdjusted: 'yes' },
        ],
      }),
    ).toEqual([
      { path: 'expenses.0.id', message: LIMIT_MESSAGES.notText },
      { path: 'expenses.0.label', message: LIMIT_MESSAGES.notText },
      { path: 'expenses.0.amount', message: 'Amount cannot be negative' },
      { path: 'expenses.0.startYear', message: M.flowYear },
      { path: 'expenses.0.endYear', message: M.flowYear },
      { path: 'expenses.0.inflationAdjusted', message: LIMIT_MESSAGES.notTrueOrFalse },
    ]);
    expect(issues({ incomes: [{ ...FLOW, amount: 2e12, startYear: 5, endYear: 4 }] })).toEqual([
      { path: 'incomes.0.amount', message: LIMIT_MESSAGES.amountTooLarge },
      { path: 'incomes.0.endYear', message: M.flowOrder },
    ]);
    // Flows are held to the default 30 years, or to 60 when the length itself is wrong.
    expect(issues({ incomes: [{ ...FLOW, endYear: 31 }] })).toEqual([
      { path: 'incomes.0.endYear', message: M.flowYear },
    ]);
    expect(issues({ years: 0, incomes: [{ ...FLOW, endYear: 45 }] })).toEqual([
      { path: 'years', message: M.years },
    ]);
  });

  it('checks the method', () => {
    expect(issues({ method: null })).toEqual([
      { path: 'method', message: LIMIT_MESSAGES.notAnObject },
    ]);
    expect(issues({ method: { type: 'x' } })).toEqual([{ path: 'method.type', message: M.method }]);
    expect(issues({ method: { type: 'historical', starts: 'daily' } })).toEqual([
      { path: 'method.starts', message: M.starts },
    ]);
    expect(issues({ method: { type: 'historical', starts: 'yearly' } })).toEqual([]);
    expect(issues({ method: { type: 'monte-carlo' } })).toEqual([]);
    expect(
      issues({ method: { type: 'monte-carlo', runs: 0, seed: -1, model: 'bootstrap' } }),
    ).toEqual([
      { path: 'method.runs', message: M.runs },
      { path: 'method.seed', message: M.seed },
      { path: 'method.model', message: LIMIT_MESSAGES.notAnObject },
    ]);
    expect(
      issues({
        method: { type: 'monte-carlo', runs: 10_001, seed: 2 ** 32, model: { type: 'x' } },
      }),
    ).toEqual([
      { path: 'method.runs', message: M.runs },
      { path: 'method.seed', message: M.seed },
      { path: 'method.model.type', message: M.model },
    ]);
    expect(
      issues({ method: { type: 'monte-carlo', model: { type: 'bootstrap', blockMonths: 121 } } }),
    ).toEqual([{ path: 'method.model.blockMonths', message: M.blockMonths }]);
    expect(issues({ method: { type: 'monte-carlo', model: { type: 'bootstrap' } } })).toEqual([]);
    expect(
      issues({
        method: {
          type: 'monte-carlo',
          model: { type: 'parametric', meanReturn: -51, volatility: 101 },
        },
      }),
    ).toEqual([
      { path: 'method.model.meanReturn', message: 'Mean return must be between -50% and 50%' },
      { path: 'method.model.volatility', message: M.volatility },
    ]);
  });
});
