import { ENGINE_LIMITS } from '@freedompath/engine';
import { FIRE_LIMITS } from '@freedompath/engine/fire';
import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_HREF_LENGTH } from '../saved-plans/saved-plans-menu';
import { planNumber } from '../calculators/kit/test-support/plan-arbitraries';
import { throughUrl } from '../calculators/kit/test-support/through-url';
import { fireForm } from './fire-form-state';
import { FLOW_LABEL_MAX_LENGTH, firePlan, STRATEGY_TYPES } from './fire-plan';
import type { FirePlan, PlanFlow, PlanStrategy } from './fire-plan';

const blankOr = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });
const whole = (min: number, max: number) => fc.integer({ min, max });

const strategy: fc.Arbitrary<PlanStrategy> = fc.record({
  type: fc.constantFrom(...STRATEGY_TYPES),
  rate: blankOr(planNumber(0, 100)),
  floor: blankOr(planNumber(0, 1000)),
  ceiling: blankOr(planNumber(0, 1000)),
  guardrail: blankOr(planNumber(0, FIRE_LIMITS.maxGuytonKlingerPercent)),
  adjustment: blankOr(planNumber(0, FIRE_LIMITS.maxGuytonKlingerPercent)),
});

const flow: fc.Arbitrary<PlanFlow> = fc.record({
  l: fc.string({ maxLength: FLOW_LABEL_MAX_LENGTH }),
  a: blankOr(planNumber(0, ENGINE_LIMITS.maxAmount)),
  s: blankOr(whole(1, FIRE_LIMITS.maxYears)),
  e: blankOr(whole(1, FIRE_LIMITS.maxYears)),
  r: fc.boolean(),
});

const planValues: fc.Arbitrary<FirePlan> = fc.record({
  startingPortfolio: blankOr(planNumber(FIRE_LIMITS.minStartingPortfolio, ENGINE_LIMITS.maxAmount)),
  annualSpending: blankOr(planNumber(0, ENGINE_LIMITS.maxAmount)),
  years: blankOr(whole(1, FIRE_LIMITS.maxYears)),
  stocks: blankOr(planNumber(0, 100)),
  bonds: blankOr(planNumber(0, 100)),
  cash: blankOr(planNumber(0, 100)),
  annualFee: blankOr(planNumber(0, FIRE_LIMITS.maxFeePercent)),
  strategy,
  compare: blankOr(strategy),
  method: fc.constantFrom('historical', 'monte-carlo'),
  starts: fc.constantFrom('monthly', 'yearly'),
  model: fc.constantFrom('bootstrap', 'parametric'),
  blockMonths: blankOr(whole(FIRE_LIMITS.minBlockMonths, FIRE_LIMITS.maxBlockMonths)),
  meanReturn: blankOr(planNumber(FIRE_LIMITS.minRatePercent, FIRE_LIMITS.maxRatePercent)),
  volatility: blankOr(planNumber(0, FIRE_LIMITS.maxVolatilityPercent)),
  runs: blankOr(whole(1, FIRE_LIMITS.maxRuns)),
  seed: blankOr(whole(0, FIRE_LIMITS.maxSeed)),
  incomes: fc.array(flow, { maxLength: FIRE_LIMITS.maxFlows }),
  expenses: fc.array(flow, { maxLength: FIRE_LIMITS.maxFlows }),
  savingsRate: blankOr(planNumber(0, 100)),
  annualIncome: blankOr(planNumber(0, ENGINE_LIMITS.maxAmount)),
});

const parseUrl = (search: Record<string, unknown>) =>
  firePlan.parse(defaultParseSearch(defaultStringifySearch(search)));

describe('firePlan', () => {
  it('round-trips any plan through the URL', () => {
    fc.assert(
      fc.property(planValues, (values) => {
        expect(throughUrl(firePlan, values).back).toEqual(values);
      }),
      { numRuns: 50 },
    );
  });

  it('round-trips any plan through the form texts', () => {
    fc.assert(
      fc.property(planValues, planValues, (values, last) => {
        expect(fireForm.toPlan(fireForm.fromPlan(values), last)).toEqual(values);
      }),
      { numRuns: 50 },
    );
  });

  it('keeps the longest plan a link that a saved plan can open', () => {
    // Labels of 3-byte characters cost the most: 9 characters each once percent-encoded.
    const longest: PlanFlow = {
      l: '財'.repeat(FLOW_LABEL_MAX_LENGTH),
      a: 0.000_001_234_567_890_12,
      s: 60,
      e: 60,
      r: false,
    };
    const widestStrategy: PlanStrategy = {
      type: 'percent-of-portfolio',
      rate: 12.345_678_901_234_56,
      floor: 123.456_789_012_345_6,
      ceiling: 987.654_321_098_765_4,
      guardrail: 12.345_678_901_234_56,
      adjustment: 12.345_678_901_234_56,
    };
    const plan: FirePlan = {
      startingPortfolio: 123_456_789_012.345_6,
      annualSpending: 123_456_789_012.345_6,
      years: 59,
      stocks: 33.333_333_333_333_33,
      bonds: 33.333_333_333_333_33,
      cash: 33.333_333_333_333_33,
      annualFee: 1.234_567_890_123_456_7,
      strategy: widestStrategy,
      compare: widestStrategy,
      method: 'monte-carlo',
      starts: 'yearly',
      model: 'parametric',
      blockMonths: 119,
      meanReturn: -12.345_678_901_234_56,
      volatility: 12.345_678_901_234_56,
      runs: 9999,
      seed: FIRE_LIMITS.maxSeed,
      incomes: Array.from({ length: FIRE_LIMITS.maxFlows }, () => longest),
      expenses: Array.from({ length: FIRE_LIMITS.maxFlows }, () => longest),
      savingsRate: 12.345_678_901_234_56,
      annualIncome: 123_456_789_012.345_6,
    };
    const { url, back } = throughUrl(firePlan, plan);
    expect(back).toEqual(plan);
    expect(`/fire-calculator${url}`.length).toBeLessThan(MAX_DOCUMENT_HREF_LENGTH);
  });

  it('starts with the classic case, all of it out of the URL', () => {
    const form = fireForm.fromPlan(firePlan.defaults);
    expect(form).toMatchObject({
      startingPortfolio: '1000000',
      annualSpending: '40000',
      years: '30',
      stocks: '75',
      bonds: '25',
      cash: '0',
      annualFee: '0',
      strategy: { type: 'constant-dollar', rate: '4', guardrail: '20', adjustment: '10' },
      compare: { type: 'none' },
      method: 'historical',
      starts: 'monthly',
      model: 'bootstrap',
      blockMonths: '12',
      meanReturn: '5',
      volatility: '15',
      runs: '1000',
      seed: '1',
      incomes: [],
      expenses: [],
      savingsRate: '50',
      annualIncome: '',
    });
    expect(throughUrl(firePlan, fireForm.toPlan(form, firePlan.defaults)).url).toBe('');
    expect(throughUrl(firePlan, { ...firePlan.defaults, years: 40 }).url).toBe('?years=40');
  });

  it('keeps the last good value for text that is not a number or is out of bounds', () => {
    const last: FirePlan = {
      ...firePlan.defaults,
      compare: { ...firePlan.defaults.strategy, type: 'guyton-klinger', guardrail: 25 },
      incomes: [{ l: 'Pension', a: 12_000, s: 5, e: 30, r: true }],
    };
    const form = { ...fireForm.fromPlan(last), years: '61', stocks: 'lots', annualFee: '6' };
    form.compare.guardrail = '101';
    form.incomes[0]!.amount = '-5';
    form.incomes[0]!.startYear = '2.5';
    form.incomes[0]!.label = 'A pension paid by my former employer';
    expect(fireForm.toPlan(form, last)).toEqual({
      ...last,
      incomes: [{ l: 'A pension paid by my for', a: 12_000, s: 5, e: 30, r: true }],
    });
    form.startingPortfolio = '';
    form.compare.type = 'none';
    expect(fireForm.toPlan(form, last)).toMatchObject({ startingPortfolio: null, compare: null });
  });

  it('gives each nonsense field of a hand-edited link its default', () => {
    expect(
      parseUrl({
        years: 0,
        stocks: 120,
        method: 'crystal-ball',
        runs: 1.5,
        strategy: { type: 'yolo', rate: 250, guardrail: 30 },
        compare: 'vpw',
        incomes: [{ l: 7, a: -1, s: 2, e: 99, r: 'yes' }, 'not a flow'],
        unknown: 'dropped',
      }),
    ).toEqual({
      ...firePlan.defaults,
      strategy: { ...firePlan.defaults.strategy, guardrail: 30 },
      incomes: [
        { l: '', a: null, s: 2, e: null, r: true },
        { l: '', a: null, s: null, e: null, r: true },
      ],
    });
    expect(firePlan.parse(defaultParseSearch('?incomes=%5B%5B'))).toEqual(firePlan.defaults);
  });

  it('keeps the first 10 incomes or expenses of a link that lists more', () => {
    const flows = Array.from({ length: 12 }, (_, index) => ({
      l: `Item ${index + 1}`,
      a: 1000,
      s: 1,
      e: 30,
      r: true,
    }));
    const plan = parseUrl({ incomes: flows, expenses: flows });
    expect(plan.incomes).toEqual(flows.slice(0, FIRE_LIMITS.maxFlows));
    expect(plan.expenses.map((flow) => flow.l)).toEqual(
      flows.slice(0, FIRE_LIMITS.maxFlows).map((flow) => flow.l),
    );
  });

  it('reads a comparison of type none as no comparison', () => {
    expect(parseUrl({ compare: { type: 'none' } }).compare).toBeNull();
    expect(firePlan.parse(defaultParseSearch('?compare=%7B%22type%22%3A%22none%22%7D'))).toEqual(
      firePlan.defaults,
    );
    expect(parseUrl({ compare: { type: 'vpw' } }).compare).toEqual({
      ...firePlan.defaults.strategy,
      type: 'vpw',
    });
  });
});
