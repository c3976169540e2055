import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { EngineError } from '../shared/engine-error.js';
import { roundToCents } from '../shared/round.js';
import { nonFiniteNumbers } from '../shared/test-support/fuzz.js';
import { marketHistory } from './data/market-history.js';
import { createMonthSampler } from './sampler.js';
import { simulateRetirement, simulateWithHistory } from './simulate-retirement.js';
import { flatHistory, syntheticHistory } from './test-support/synthetic-history.js';
import type {
  CashFlow,
  PercentileRow,
  RetirementInput,
  RetirementResult,
  SimulationMethod,
  WithdrawalStrategy,
} from './types.js';
import { validateRetirement } from './validate-retirement.js';

const BASE = { startingPortfolio: 1_000_000, annualSpending: 40_000 } as const;
const YEARLY: SimulationMethod = { type: 'historical', starts: 'yearly' };
const monteCarlo = (runs: number, seed = 1): SimulationMethod => ({
  type: 'monte-carlo',
  runs,
  seed,
});
const flow = (
  amount: number,
  startYear: number,
  endYear: number,
  inflationAdjusted = true,
): CashFlow => ({
  id: `${amount}-${startYear}-${endYear}`,
  amount,
  startYear,
  endYear,
  inflationAdjusted,
});
const p50s = (rows: PercentileRow[]): number[] => rows.map((row) => row.p50);

describe('simulateRetirement: reference cases', () => {
  it('lasts exactly 25 years at 4 % in a flat market', () => {
    const result = simulateWithHistory(BASE, flatHistory(360));
    expect(result.cycles).toBe(1);
    expect(result.successRate).toBe(0);
    expect(result.failures).toEqual([
      { start: { year: 1900, month: 1 }, run: null, failedInYear: 26 },
    ]);
    expect(p50s(result.percentiles).slice(0, 27)).toEqual(
      Array.from({ length: 27 }, (_, year) => Math.max(0, 1_000_000 - 40_000 * year)),
    );
    expect(p50s(result.spending)).toEqual([
      ...Array<number>(25).fill(40_000),
      ...Array<number>(5).fill(0),
    ]);
    expect(result.cycleResults).toEqual([
      {
        start: { year: 1900, month: 1 },
        run: null,
        endingBalance: 0,
        lowestBalance: 0,
        totalSpending: 1_000_000,
        failedInYear: 26,
      },
    ]);
    expect(result.worstStart).toEqual(result.cycleResults[0]);
    // 1,000,000 over 360 months: 33,333.33 a year.
    expect(result.safeWithdrawalRates).toEqual({ all: 3.33, p95: 3.33 });
    expect(result.dataRange).toEqual({
      first: { year: 1900, month: 1 },
      last: { year: 1929, month: 12 },
    });
  });

  it('lasts 30 years on all cash at 0 % real and 3.3 % spending, ending with $10,000 in every cycle', () => {
    const result = simulateRetirement({
      ...BASE,
      annualSpending: 33_000,
      allocation: { stocks: 0, bonds: 0, cash: 100 },
    });
    expect(result.successRate).toBe(100);
    expect(result.failures).toEqual([]);
    expect(result.endingBalances).toMatchObject({ min: 10_000, max: 10_000, mean: 10_000 });
    expect(result.endingBalances.histogram).toEqual([{ from: 10_000, to: 10_000, count: 1471 }]);
    expect(result.safeWithdrawalRates).toEqual({ all: 3.33, p95: 3.33 });
  });

  it('weights returns by the allocation, compounds cash monthly and charges the fee monthly', () => {
    const history = syntheticHistory({
      stocks: new Float64Array(12).fill(0.01),
      bonds: new Float64Array(12).fill(0),
    });
    const yearEnd = (input: Partial<RetirementInput>): number =>
      simulateWithHistory({ ...BASE, annualSpending: 0, years: 1, ...input }, history)
        .percentiles[1]!.p50;
    expect(yearEnd({ allocation: { stocks: 50, bonds: 50, cash: 0 } })).toBe(
      roundToCents(1_000_000 * 1.005 ** 12),
    );
    expect(yearEnd({ allocation: { stocks: 0, bonds: 0, cash: 100 }, cashRealReturn: 6 })).toBe(
      1_060_000,
    );
    expect(yearEnd({ allocation: { stocks: 0, bonds: 100, cash: 0 }, annualFee: 1.2 })).toBe(
      roundToCents(1_000_000 * 0.999 ** 12),
    );
  });

  it('lowers every later percentile with a one-off expense in year 5, and none before', () => {
    const without = simulateRetirement(BASE);
    const withRoof = simulateRetirement({ ...BASE, expenses: [flow(50_000, 5, 5)] });
    for (let year = 0; year <= 30; year++) {
      const before = without.percentiles[year]!;
      const after = withRoof.percentiles[year]!;
      for (const key of ['p10', 'p25', 'p50', 'p75', 'p90'] as const) {
        if (year < 5) expect(after[key]).toBe(before[key]);
        else expect(after[key]).toBeLessThan(before[key]);
      }
    }
    expect(withRoof.successRate).toBeLessThan(without.successRate);
  });

  it('pays a one-off in full in the first month of its year, before that month grows', () => {
    // 1 % a month: the $12,000 paid at the start of year 2 forgoes 12 months of growth.
    const history = flatHistory(24, 0.01);
    const input = { ...BASE, annualSpending: 0, years: 2 };
    const plain = simulateWithHistory(input, history).percentiles[2]!.p50;
    const oneOff = simulateWithHistory({ ...input, expenses: [flow(12_000, 2, 2)] }, history);
    expect(oneOff.percentiles[2]!.p50).toBe(roundToCents(plain - 12_000 * 1.01 ** 12));
  });

  it('erodes a nominal income with inflation but keeps an inflation-adjusted one', () => {
    const history = flatHistory(120, 0, 0.005);
    const input = { ...BASE, years: 10 };
    const real = simulateWithHistory({ ...input, incomes: [flow(12_000, 1, 10)] }, history);
    const nominal = simulateWithHistory(
      { ...input, incomes: [flow(12_000, 1, 10, false)] },
      history,
    );
    expect(real.percentiles[10]!.p50).toBe(1_000_000 - 10 * 28_000);
    let expected = 1_000_000;
    for (let month = 0; month < 120; month++) expected -= 40_000 / 12 - 1000 / 1.005 ** month;
    expect(nominal.percentiles[10]!.p50).toBeCloseTo(expected, 2);
    expect(nominal.percentiles[10]!.p50).toBeLessThan(real.percentiles[10]!.p50);
  });

  it('spends only what incomes leave after the money runs out', () => {
    const result = simulateWithHistory(
      { ...BASE, years: 30, incomes: [flow(10_000, 1, 30)] },
      flatHistory(360),
    );
    // 30,000 net a year: 1,000,000 lasts 33 years, so it lasts; at 50,000 it fails in year 26.
    expect(result.successRate).toBe(100);
    const short = simulateWithHistory(
      { ...BASE, annualSpending: 50_000, years: 30, incomes: [flow(10_000, 1, 30)] },
      flatHistory(360),
    );
    expect(short.failures[0]!.failedInYear).toBe(26);
    expect(p50s(short.spending).slice(24)).toEqual([
      50_000, 10_000, 10_000, 10_000, 10_000, 10_000,
    ]);
  });

  it('takes percent-of-portfolio from each year-start balance, within floor and ceiling', () => {
    const history = flatHistory(120);
    const spend = (strategy: WithdrawalStrategy): number[] =>
      p50s(simulateWithHistory({ ...BASE, years: 10, strategy }, history).spending);
    expect(spend({ type: 'percent-of-portfolio', rate: 4 }).slice(0, 3)).toEqual([
      40_000, 38_400, 36_864,
    ]);
    expect(spend({ type: 'percent-of-portfolio', rate: 4, floorPercent: 97 }).slice(0, 3)).toEqual([
      40_000, 38_800, 38_800,
    ]);
    expect(spend({ type: 'percent-of-portfolio', rate: 8, ceilingPercent: 150 })[0]).toBe(60_000);
    const floored = simulateWithHistory(
      { ...BASE, strategy: { type: 'percent-of-portfolio', rate: 4, floorPercent: 100 } },
      flatHistory(360),
    );
    expect(floored.failures[0]!.failedInYear).toBe(26);
  });

  it('spends the balance over the years left with VPW, ignoring the planned spending', () => {
    const result = simulateWithHistory(
      {
        ...BASE,
        annualSpending: 1,
        years: 10,
        allocation: { stocks: 0, bonds: 0, cash: 100 },
        strategy: { type: 'vpw' },
      },
      flatHistory(120),
    );
    // At 0 % the VPW rate is 1 / years left: the same $100,000 every year, down to $0.
    expect(p50s(result.spending)).toEqual(Array<number>(10).fill(100_000));
    expect(result.successRate).toBe(100);
    expect(result.endingBalances.max).toBe(0);
    // VPW ignores the planned spending: no initial rate describes it.
    expect(result.safeWithdrawalRates).toBeNull();
  });

  it('spends incomes on top of VPW and percent-of-portfolio, and withdraws expenses besides', () => {
    const history = flatHistory(120);
    const input: RetirementInput = {
      ...BASE,
      years: 10,
      allocation: { stocks: 0, bonds: 0, cash: 100 },
      strategy: { type: 'vpw' },
    };
    const plain = simulateWithHistory(input, history);
    const pension = simulateWithHistory({ ...input, incomes: [flow(12_000, 1, 10)] }, history);
    // The pension leaves the portfolio alone and is spent on top of VPW's 100,000 a year.
    expect(pension.percentiles).toEqual(plain.percentiles);
    expect(p50s(pension.spending)).toEqual(Array<number>(10).fill(112_000));
    // A roof in year 1 is withdrawn besides the rule's 4 % and is not spending.
    const percent = { ...input, strategy: { type: 'percent-of-portfolio' as const, rate: 4 } };
    const roof = simulateWithHistory({ ...percent, expenses: [flow(20_000, 1, 1)] }, history);
    expect(roof.percentiles[1]!.p50).toBe(1_000_000 - 40_000 - 20_000);
    expect(roof.spending[0]!.p50).toBe(40_000);
    expect(roof.safeWithdrawalRates).toBeNull();
    expect(pension.safeWithdrawalRates).toBeNull();
  });

  it('cuts Guyton-Klinger spending when the rate climbs past the upper guardrail', () => {
    const history = flatHistory(600, -0.01);
    const result = simulateWithHistory(
      { ...BASE, years: 50, strategy: { type: 'guyton-klinger' } },
      history,
    );
    const spending = p50s(result.spending);
    // Year 2 starts at 4.7 % (under 1.2 × 4 %); year 3 at 5.6 %: a 10 % cut.
    expect(spending.slice(0, 3)).toEqual([40_000, 40_000, 36_000]);
    // No cuts in the last 15 years.
    expect(spending[49]).toBe(spending[35]);
  });

  it('throws EngineError with exactly the validator issues', () => {
    const input = { startingPortfolio: 0, annualSpending: -1, years: 0 };
    expect(() => simulateRetirement(input)).toThrow(EngineError);
    try {
      simulateRetirement(input);
    } catch (error) {
      expect((error as EngineError).issues).toEqual(validateRetirement(input));
    }
  });

  it('refuses a history shorter than the retirement (an internal misuse)', () => {
    expect(() => simulateWithHistory(BASE, flatHistory(100))).toThrow(/shorter/);
  });
});

describe('simulateRetirement: US history (1871-01 to 2023-06)', () => {
  const history = marketHistory();

  it('counts the complete windows', () => {
    const monthly = simulateRetirement(BASE);
    const yearly = simulateRetirement({ ...BASE, method: YEARLY });
    expect(monthly.cycles).toBe(1471);
    expect(yearly.cycles).toBe(123);
    expect(monthly.cycleResults[0]!.start).toEqual({ year: 1871, month: 1 });
    expect(monthly.cycleResults.at(-1)!.start).toEqual({ year: 1993, month: 7 });
    expect(yearly.cycleResults.at(-1)!.start).toEqual({ year: 1993, month: 1 });
    expect(monthly.dataRange).toEqual({ first: history.first, last: { year: 2023, month: 6 } });
    expect(simulateRetirement({ ...BASE, years: 50 }).cycles).toBe(1231);
    expect(simulateRetirement({ ...BASE, years: 60, method: YEARLY }).cycles).toBe(93);
  });

  // Published: Trinity (75/25 ≈ 98 %, 50/50 ≈ 95 %), ERN's monthly series (94–98 %), FIRECalc.
  it.each([
    [75, 'monthly', 97.8, 32, 3.77, 4.32],
    [75, 'yearly', 97.6, 3, 3.77, 4.26],
    [50, 'monthly', 96.3, 54, 3.66, 4.11],
    [50, 'yearly', 95.1, 6, 3.66, 4.11],
  ] as const)(
    '%i %% stocks at 4 %% over 30 years, %s starts: in the published range, and pinned',
    (stocks, starts, rate, failures, all, p95) => {
      const result = simulateRetirement({
        ...BASE,
        allocation: { stocks, bonds: 100 - stocks, cash: 0 },
        method: { type: 'historical', starts },
      });
      const [low, high] = stocks === 75 ? [95, 100] : [90, 99];
      expect(result.successRate).toBeGreaterThanOrEqual(low);
      expect(result.successRate).toBeLessThanOrEqual(high);
      expect(result.successRate.toFixed(1)).toBe(rate.toFixed(1));
      expect(result.failures).toHaveLength(failures);
      expect(result.safeWithdrawalRates).toEqual({ all, p95 });
    },
  );

  it('fails the late-1960s January retirements', () => {
    const startYears = (stocks: number): number[] =>
      simulateRetirement({
        ...BASE,
        allocation: { stocks, bonds: 100 - stocks, cash: 0 },
        method: YEARLY,
      }).failures.map((failure) => failure.start!.year);
    expect(startYears(75)).toEqual([1965, 1966, 1969]);
    expect(startYears(50)).toEqual([1964, 1965, 1966, 1967, 1968, 1969]);
  });

  it('names the earliest failure as the worst start', () => {
    const result = simulateRetirement(BASE);
    expect(result.worstStart).toMatchObject({ start: { year: 1966, month: 1 }, failedInYear: 26 });
    // A copy: changing the result's worst start changes no cycle.
    const cycle = result.cycleResults.find((c) => c.start?.year === 1966 && c.start.month === 1);
    expect(result.worstStart).toEqual(cycle);
    expect(result.worstStart).not.toBe(cycle);
    expect(result.worstStart.start).not.toBe(cycle!.start);
    const earliest = Math.min(...result.failures.map((failure) => failure.failedInYear));
    expect(result.worstStart.failedInYear).toBe(earliest);
  });

  it('names the lowest ending balance as the worst start when nothing fails', () => {
    const result = simulateRetirement({ ...BASE, annualSpending: 30_000 });
    expect(result.successRate).toBe(100);
    expect(result.worstStart.endingBalance).toBe(result.endingBalances.min);
  });

  it('reports progress every 64 cycles and at the end without changing the result', () => {
    const calls: [number, number][] = [];
    const withProgress = simulateRetirement(BASE, {
      onProgress: (done, total) => calls.push([done, total]),
    });
    expect(withProgress).toEqual(simulateRetirement(BASE));
    expect(calls).toHaveLength(23);
    expect(calls[0]).toEqual([64, 1471]);
    expect(calls.at(-1)).toEqual([1471, 1471]);
  });
});

describe('simulateRetirement: Monte Carlo', () => {
  const input: RetirementInput = { ...BASE, method: monteCarlo(200, 42) };

  it('simulates each run from the seed: the same seed gives the same result', () => {
    const result = simulateRetirement(input);
    expect(result.cycles).toBe(200);
    expect(result.cycleResults.map((cycle) => cycle.run)).toEqual(
      Array.from({ length: 200 }, (_, run) => run),
    );
    expect(result.cycleResults.every((cycle) => cycle.start === null)).toBe(true);
    expect(result.failures.every((failure) => failure.start === null && failure.run !== null)).toBe(
      true,
    );
    expect(simulateRetirement(input)).toEqual(result);
    expect(simulateRetirement({ ...input, method: monteCarlo(200, 43) })).not.toEqual(result);
    // Bootstrapped markets lack long-run mean reversion: below history's 97.8 %.
    expect(result.successRate).toBeGreaterThan(75);
    expect(result.successRate).toBeLessThan(100);
  });

  it('keeps each run independent of how many runs there are', () => {
    const first = simulateRetirement({ ...input, method: monteCarlo(50, 42) });
    expect(first.cycleResults).toEqual(simulateRetirement(input).cycleResults.slice(0, 50));
  });

  it('applies a parametric return to the whole portfolio, whatever the allocation', () => {
    const flat = (allocation: RetirementInput['allocation']): RetirementResult =>
      simulateRetirement({
        ...BASE,
        allocation,
        cashRealReturn: 10,
        method: {
          type: 'monte-carlo',
          runs: 20,
          seed: 3,
          model: { type: 'parametric', meanReturn: 0, volatility: 0 },
        },
      });
    for (const allocation of [undefined, { stocks: 0, bonds: 0, cash: 100 }]) {
      const result = flat(allocation);
      expect(result.successRate).toBe(0);
      expect(result.failures.every((failure) => failure.failedInYear === 26)).toBe(true);
    }
  });

  it('fills in the model defaults and reports progress per 64 runs', () => {
    const factory = vi.fn(createMonthSampler);
    const calls: number[] = [];
    simulateWithHistory(
      { ...BASE, years: 5, method: { type: 'monte-carlo', runs: 130, seed: 9 } },
      marketHistory(),
      { onProgress: (done) => calls.push(done) },
      factory,
    );
    expect(factory).toHaveBeenCalledWith(
      { type: 'bootstrap', blockMonths: 12 },
      9,
      expect.anything(),
    );
    expect(calls).toEqual([64, 128, 130]);
    simulateWithHistory(
      {
        ...BASE,
        years: 5,
        method: { type: 'monte-carlo', runs: 1, seed: 1, model: { type: 'parametric' } },
      } as RetirementInput,
      marketHistory(),
      {},
      factory,
    );
    expect(factory).toHaveBeenLastCalledWith(
      { type: 'parametric', meanReturn: 5, volatility: 15 },
      1,
      expect.anything(),
    );
  });
});

// Bounded arbitraries: yearly starts or ≤ 120 runs keep every property well under a second.
const allocation = fc
  .tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }))
  .map(([stocks, share]) => {
    const bonds = Math.round(((100 - stocks) * share) / 100);
    return { stocks, bonds, cash: 100 - stocks - bonds };
  });
const cashFlow = fc.record({
  id: fc.constant('flow'),
  amount: fc.integer({ min: 0, max: 60_000 }),
  startYear: fc.integer({ min: 1, max: 10 }),
  length: fc.integer({ min: 0, max: 10 }),
  inflationAdjusted: fc.boolean(),
});
const flows = (years: number) =>
  fc.array(cashFlow, { maxLength: 2 }).map((list) =>
    list.map(({ length, startYear, ...rest }) => ({
      ...rest,
      startYear: Math.min(startYear, years),
      endYear: Math.min(startYear + length, years),
    })),
  );
/** Strategies whose success is monotone in spending, portfolio and income (not Guyton-Klinger). */
const monotoneStrategy: fc.Arbitrary<WithdrawalStrategy> = fc.oneof(
  fc.constant({ type: 'constant-dollar' as const }),
  fc.record(
    {
      type: fc.constant('percent-of-portfolio' as const),
      rate: fc.integer({ min: 1, max: 10 }),
      floorPercent: fc.integer({ min: 0, max: 100 }),
      ceilingPercent: fc.integer({ min: 100, max: 200 }),
    },
    { requiredKeys: ['type', 'rate'] },
  ),
  fc.constant({ type: 'vpw' as const }),
);
const strategy: fc.Arbitrary<WithdrawalStrategy> = fc.oneof(
  monotoneStrategy,
  fc.constant({ type: 'guyton-klinger' as const }),
);
const method: fc.Arbitrary<SimulationMethod> = fc.oneof(
  fc.constant(YEARLY),
  fc.record({
    type: fc.constant('monte-carlo' as const),
    runs: fc.integer({ min: 1, max: 120 }),
    seed: fc.integer({ min: 0, max: 1000 }),
    model: fc.oneof(
      fc.record({
        type: fc.constant('bootstrap' as const),
        blockMonths: fc.integer({ min: 1, max: 60 }),
      }),
      fc.record({
        type: fc.constant('parametric' as const),
        meanReturn: fc.integer({ min: -5, max: 10 }),
        volatility: fc.integer({ min: 0, max: 30 }),
      }),
    ),
  }),
);
const retirement = (strategies = strategy): fc.Arbitrary<RetirementInput> =>
  fc
    .record({
      years: fc.integer({ min: 1, max: 40 }),
      startingPortfolio: fc.integer({ min: 100_000, max: 3_000_000 }),
      // Spending of 0–10 % of the portfolio: most failures happen between 3 and 7 %.
      basisPoints: fc.integer({ min: 0, max: 1000 }),
    })
    .chain(({ years, startingPortfolio, basisPoints }) =>
      fc.record({
        startingPortfolio: fc.constant(startingPortfolio),
        annualSpending: fc.constant(Math.round((startingPortfolio * basisPoints) / 10_000)),
        years: fc.constant(years),
        allocation,
        annualFee: fc.constantFrom(0, 0.5),
        strategy: strategies,
        incomes: flows(years),
        expenses: flows(years),
        method,
      }),
    );
const success = (input: RetirementInput): number => simulateRetirement(input).successRate;
const RUNS = { numRuns: Number(process.env.FIRE_RUNS ?? 25) };

describe('properties', () => {
  it('orders percentiles, keeps balances ≥ 0 and every number finite, counts failures', () => {
    fc.assert(
      fc.property(retirement(), (input) => {
        const result = simulateRetirement(input);
        for (const row of [...result.percentiles, ...result.spending]) {
          expect(row.p10).toBeLessThanOrEqual(row.p25);
          expect(row.p25).toBeLessThanOrEqual(row.p50);
          expect(row.p50).toBeLessThanOrEqual(row.p75);
          expect(row.p75).toBeLessThanOrEqual(row.p90);
          expect(row.p10).toBeGreaterThanOrEqual(0);
        }
        expect(result.percentiles).toHaveLength((input.years ?? 30) + 1);
        expect(result.spending).toHaveLength(input.years ?? 30);
        for (const cycle of result.cycleResults) {
          expect(cycle.endingBalance).toBeGreaterThanOrEqual(0);
          expect(cycle.lowestBalance).toBeLessThanOrEqual(cycle.endingBalance);
          expect(Number.isFinite(cycle.totalSpending)).toBe(true);
        }
        expect(result.failures).toHaveLength(
          result.cycleResults.filter((c) => c.failedInYear).length,
        );
        expect(result.failures.length).toBeCloseTo(
          result.cycles * (1 - result.successRate / 100),
          9,
        );
        const counted = result.endingBalances.histogram.reduce((sum, bin) => sum + bin.count, 0);
        expect(counted).toBe(result.cycles);
        expect(nonFiniteNumbers(result)).toEqual([]);
        expect(
          result.cycleResults.every((cycle) => (cycle.start === null) !== (cycle.run === null)),
        ).toBe(true);
      }),
      RUNS,
    );
  });

  it('never raises success with higher spending (constant-dollar, percent-of-portfolio, VPW)', () => {
    fc.assert(
      fc.property(
        retirement(monotoneStrategy),
        fc.integer({ min: 0, max: 50_000 }),
        (input, more) => {
          const higher = { ...input, annualSpending: input.annualSpending + more };
          expect(success(higher)).toBeLessThanOrEqual(success(input));
        },
      ),
      RUNS,
    );
  });

  it('never lowers success with a larger portfolio or an added income (not Guyton-Klinger)', () => {
    fc.assert(
      fc.property(
        retirement(monotoneStrategy),
        fc.integer({ min: 0, max: 1_000_000 }),
        cashFlow,
        (input, more, income) => {
          const base = success(input);
          expect(
            success({ ...input, startingPortfolio: input.startingPortfolio + more }),
          ).toBeGreaterThanOrEqual(base);
          const years = input.years ?? 30;
          const added = {
            ...income,
            startYear: Math.min(income.startYear, years),
            endYear: Math.min(income.startYear + income.length, years),
          };
          expect(
            success({ ...input, incomes: [...(input.incomes ?? []), added] }),
          ).toBeGreaterThanOrEqual(base);
        },
      ),
      RUNS,
    );
  });

  it('succeeds everywhere exactly when the safe rate reaches the input rate (constant-dollar)', () => {
    // Rates on whole hundredths: the safe rates are the highest hundredths that succeed.
    fc.assert(
      fc.property(
        retirement(fc.constant({ type: 'constant-dollar' as const })),
        fc.integer({ min: 100, max: 1000 }),
        (input, hundredths) => {
          const spending = {
            ...input,
            startingPortfolio: 1_000_000,
            annualSpending: hundredths * 100,
          };
          const result = simulateRetirement(spending);
          const rates = result.safeWithdrawalRates!;
          expect(result.successRate === 100).toBe(Math.round(rates.all * 100) >= hundredths);
          expect(result.successRate >= 95).toBe(Math.round(rates.p95 * 100) >= hundredths);
        },
      ),
      RUNS,
    );
  });

  it('keeps its safe rates: re-run at them, every cycle lasts (all) and 95 % do (p95)', () => {
    // Constant-dollar and Guyton-Klinger (not monotone: its rates are checked), historical,
    // a few allocations and lengths: the rates are rounded down, never to a rate that fails.
    // Guyton-Klinger on monthly starts costs ten times its yearly run (a verified bisection over
    // 1,471 cycles) and is pinned by the next test; here it runs on yearly starts, so that the
    // sweep's work, not the machine's load, bounds the test's time.
    const sweep = fc
      .record({
        strategy: fc.constantFrom<WithdrawalStrategy>(
          { type: 'constant-dollar' },
          { type: 'guyton-klinger' },
        ),
        stocks: fc.constantFrom(25, 50, 75, 100),
        years: fc.constantFrom(20, 30, 40),
        starts: fc.constantFrom('monthly' as const, 'yearly' as const),
        incomes: fc.constantFrom<CashFlow[]>([], [flow(10_000, 10, 30, false)]),
      })
      .map((draw) =>
        draw.strategy.type === 'guyton-klinger' ? { ...draw, starts: 'yearly' as const } : draw,
      );
    fc.assert(
      fc.property(sweep, ({ strategy, stocks, years, starts, incomes }) => {
        const input: RetirementInput = {
          ...BASE,
          years,
          strategy,
          incomes: incomes.map((income) => ({ ...income, endYear: years })),
          allocation: { stocks, bonds: 100 - stocks, cash: 0 },
          method: { type: 'historical', starts },
        };
        const rates = simulateRetirement(input).safeWithdrawalRates!;
        const at = (rate: number): number =>
          success({ ...input, annualSpending: (input.startingPortfolio * rate) / 100 });
        expect(rates.all).toBeGreaterThan(0);
        expect(rates.p95).toBeGreaterThanOrEqual(rates.all);
        expect(at(rates.all)).toBe(100);
        expect(at(rates.p95)).toBeGreaterThanOrEqual(95);
      }),
      { numRuns: Math.min(RUNS.numRuns, 8) },
    );
  });

  it('keeps the Guyton-Klinger rates that per-cycle bisection alone would overstate', () => {
    // 75/25, monthly starts: the lowest of the cycles' bisected highest spendings is 5.92 %, but
    // the 1959-06 cycle, which lasts at its bisected spending, fails in its last year at 5.92 %,
    // 5.91 % and 5.90 %: checked against every cycle, the rate is 5.89 %.
    const input: RetirementInput = { ...BASE, strategy: { type: 'guyton-klinger' } };
    const rates = simulateRetirement(input).safeWithdrawalRates!;
    expect(rates).toEqual({ all: 5.89, p95: 6.65 });
    const at = (rate: number): RetirementResult =>
      simulateRetirement({ ...input, annualSpending: rate * 10_000 });
    expect(at(rates.all).successRate).toBe(100);
    expect(at(rates.p95).successRate).toBeGreaterThanOrEqual(95);
    expect(at(5.9).failures).toEqual([
      { start: { year: 1959, month: 6 }, run: null, failedInYear: 30 },
    ]);
  });

  it('is not monotone for Guyton-Klinger: a higher spending can cut sooner and last more often', () => {
    // Doubt 7.3 of docs/plans/fire-plan.md, measured: keep Guyton-Klinger out of the monotone properties.
    const gk = (annualSpending: number): number =>
      success({
        ...BASE,
        annualSpending,
        allocation: { stocks: 100, bonds: 0, cash: 0 },
        strategy: { type: 'guyton-klinger' },
      });
    expect(gk(65_250)).toBeGreaterThan(gk(65_000));
  });

  it('never fails percent-of-portfolio without a floor or expenses', () => {
    fc.assert(
      fc.property(retirement(), fc.integer({ min: 1, max: 100 }), (input, rate) => {
        const result = simulateRetirement({
          ...input,
          strategy: { type: 'percent-of-portfolio', rate },
          expenses: [],
        });
        expect(result.successRate).toBe(100);
      }),
      RUNS,
    );
  });
});
