import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../shared/engine-error.js';
import { calculateRunway } from './calculate-runway.js';
import {
  MARKET_SCENARIOS,
  RUNWAY_DEFAULTS,
  RUNWAY_MESSAGES,
  RUNWAY_RATE_BOUNDS,
  RUNWAY_STRESS_SCENARIOS,
} from './constants.js';
import type { RunwayProfile, RunwayRiskLabel } from './types.js';

/** No returns, no inflation: every figure can be checked by hand. */
const flat = {
  expectedMarketReturns: 0,
  cryptoMarketReturns: 0,
  cashSavingsReturn: 0,
  inflationRate: 0,
} as const;

describe('calculateRunway', () => {
  it('divides assets by the net burn and labels a runway without a planned break', () => {
    const result = calculateRunway({
      ...flat,
      currentSavings: 30_000,
      stockInvestments: 0,
      cryptoInvestments: 0,
      monthlyExpensesDuringBreak: 3000,
      monthlyIncomeBreak: 1000,
    });
    expect(result.runwayMonths).toBe(15);
    expect(result.riskLabel).toBe('Medium Risk');
    expect(result.progress).toEqual({ targetMonths: 60, percent: 25 });
    expect(result.summary.monthlyWithdrawal).toBe(2000);
    expect(result.summary.withdrawalAllocation).toEqual({ stocks: 1200, crypto: 400, cash: 400 });
    // The stock and crypto shares fall on cash once those buckets are empty.
    expect(result.projection.map((row) => row.total)).toEqual([30_000, 6000, 0, 0, 0, 0]);
    expect(result.projection.map((row) => row.year)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(result.summary.finalTotal).toBe(0);
    expect(result.summary.isSustainable).toBe(false);
  });

  it('runs the four stress scenarios on the flat runway', () => {
    const result = calculateRunway({
      currentSavings: 10_000,
      stockInvestments: 15_000,
      cryptoInvestments: 5000,
      monthlyExpensesDuringBreak: 3000,
      monthlyIncomeBreak: 1000,
    });
    expect(result.stress.map((s) => s.id)).toEqual([
      'expenses-up-20',
      'expenses-up-50',
      'market-down-30',
      'break-even-income',
    ]);
    const [up20, up50, down30, breakEven] = result.stress.map((s) => s.runwayMonths);
    expect(up20).toBeCloseTo(30_000 / 2600, 12);
    expect(up50).toBeCloseTo(30_000 / 3500, 12);
    expect(down30).toBeCloseTo((10_000 + 20_000 * 0.7) / 2000, 12);
    expect(breakEven).toBe(Number.POSITIVE_INFINITY);
    expect(result.stress.every((s) => s.scenario.length > 0)).toBe(true);
  });

  it('compounds monthly at the twelfth root of the annual rate', () => {
    const result = calculateRunway({
      currentSavings: 0,
      stockInvestments: 100_000,
      cryptoInvestments: 0,
      monthlyExpensesDuringBreak: 0,
    });
    // 7 % a year stays 7 % a year (monthly 7 %/12 would give 107,229.01).
    expect(result.projection[1]).toEqual({
      year: 1,
      stocks: 107_000,
      crypto: 0,
      cash: 0,
      total: 107_000,
    });
    expect(result.summary.finalTotal).toBe(140_255.17);
    expect(result.runwayMonths).toBe(Number.POSITIVE_INFINITY);
    expect(result.riskLabel).toBe('Very Safe');
    expect(result.progress.percent).toBe(100);
  });

  it('raises expenses with inflation every month', () => {
    const result = calculateRunway({
      ...flat,
      inflationRate: 3,
      currentSavings: 100_000,
      stockInvestments: 0,
      cryptoInvestments: 0,
      monthlyExpensesDuringBreak: 1000,
      withdrawalStockAllocation: 0,
      withdrawalCryptoAllocation: 0,
      withdrawalCashAllocation: 100,
    });
    const q = 1.03 ** (1 / 12);
    const firstYear = (1000 * 0.03) / (q - 1);
    expect(result.projection[1]?.cash).toBeCloseTo(100_000 - firstYear, 2);
    expect(result.projection[2]?.cash).toBeCloseTo(100_000 - firstYear * 2.03, 2);
  });

  it('draws a dry bucket’s share from the others and labels a planned break', () => {
    const base: RunwayProfile = {
      ...flat,
      currentSavings: 1000,
      stockInvestments: 10_000,
      cryptoInvestments: 0,
      monthlyExpensesDuringBreak: 1000,
      withdrawalStockAllocation: 0,
      withdrawalCryptoAllocation: 0,
      withdrawalCashAllocation: 100,
    };
    const twelve = calculateRunway({ ...base, breakDuration: 12 });
    expect(twelve.runwayMonths).toBe(11);
    expect(twelve.summary.isSustainable).toBe(false);
    expect(twelve.riskLabel).toBe('High Risk');
    expect(twelve.projection).toEqual([
      { year: 0, stocks: 10_000, crypto: 0, cash: 1000, total: 11_000 },
      { year: 1, stocks: 0, crypto: 0, cash: 0, total: 0 },
    ]);
    expect(twelve.progress).toEqual({ targetMonths: 12, percent: (11 / 12) * 100 });

    const eleven = calculateRunway({ ...base, breakDuration: 11 });
    expect(eleven.summary.isSustainable).toBe(true);
    expect(eleven.riskLabel).toBe('Adequate');
    expect(eleven.progress.percent).toBe(100);
  });

  it('labels Fully Funded only more than 12 months beyond the break', () => {
    const profile = (currentSavings: number): RunwayProfile => ({
      ...flat,
      breakDuration: 12,
      currentSavings,
      stockInvestments: 0,
      cryptoInvestments: 0,
      monthlyExpensesDuringBreak: 1000,
    });
    expect(calculateRunway(profile(30_000)).riskLabel).toBe('Fully Funded');
    expect(calculateRunway(profile(24_000)).riskLabel).toBe('Adequate');
  });

  it('labels a Shortfall when returns carry a short flat runway through the break', () => {
    const result = calculateRunway({
      ...flat,
      expectedMarketReturns: 100,
      breakDuration: 11,
      currentSavings: 0,
      stockInvestments: 10_000,
      cryptoInvestments: 0,
      monthlyExpensesDuringBreak: 1000,
    });
    expect(result.runwayMonths).toBe(10);
    expect(result.summary.isSustainable).toBe(true);
    expect(result.riskLabel).toBe('Shortfall');
  });

  it('covers the break in whole years and stops withdrawals when it ends', () => {
    const profile = (breakDuration: number | null): RunwayProfile => ({
      ...flat,
      breakDuration,
      currentSavings: 50_000,
      stockInvestments: 0,
      cryptoInvestments: 0,
      monthlyExpensesDuringBreak: 1000,
    });
    expect(calculateRunway(profile(1)).projection).toHaveLength(2);
    expect(calculateRunway(profile(1)).summary.finalTotal).toBe(49_000);
    expect(calculateRunway(profile(12)).projection).toHaveLength(2);
    expect(calculateRunway(profile(13)).projection).toHaveLength(3);
    expect(calculateRunway(profile(13)).summary.finalTotal).toBe(37_000);
    expect(calculateRunway(profile(null)).projection).toHaveLength(6);
    expect(calculateRunway(profile(null))).toEqual(
      calculateRunway({ ...profile(1), breakDuration: undefined }),
    );
  });

  it('normalises allocations that do not add up to 100, and draws cash when all are 0', () => {
    const profile: RunwayProfile = {
      currentSavings: 20_000,
      stockInvestments: 60_000,
      cryptoInvestments: 20_000,
      monthlyExpensesDuringBreak: 4000,
    };
    const halved = calculateRunway({
      ...profile,
      withdrawalStockAllocation: 30,
      withdrawalCryptoAllocation: 10,
      withdrawalCashAllocation: 10,
    });
    expect(halved).toEqual(calculateRunway(profile));
    const none = calculateRunway({
      ...profile,
      withdrawalStockAllocation: 0,
      withdrawalCryptoAllocation: 0,
      withdrawalCashAllocation: 0,
    });
    expect(none.summary.withdrawalAllocation).toEqual({ stocks: 0, crypto: 0, cash: 4000 });
  });

  it('withdraws nothing when income covers expenses', () => {
    const result = calculateRunway({
      ...flat,
      currentSavings: 1000,
      stockInvestments: 0,
      cryptoInvestments: 0,
      monthlyExpensesDuringBreak: 2000,
      monthlyIncomeBreak: 2500,
    });
    expect(result.summary.monthlyWithdrawal).toBe(0);
    expect(result.summary.finalTotal).toBe(1000);
    expect(result.runwayMonths).toBe(Number.POSITIVE_INFINITY);
    expect(result.stress[0]?.runwayMonths).toBe(Number.POSITIVE_INFINITY);
    expect(result.stress[1]?.runwayMonths).toBe(2);
  });

  it('uses the product’s defaults for absent or null rates', () => {
    expect(RUNWAY_DEFAULTS).toEqual({
      stockInvestments: 0,
      cryptoInvestments: 0,
      monthlyIncomeBreak: 0,
      expectedMarketReturns: 7,
      cryptoMarketReturns: 20,
      cashSavingsReturn: 3,
      inflationRate: 3,
      withdrawalStockAllocation: 60,
      withdrawalCryptoAllocation: 20,
      withdrawalCashAllocation: 20,
    });
    const profile: RunwayProfile = {
      currentSavings: 20_000,
      stockInvestments: 50_000,
      cryptoInvestments: 5000,
      monthlyExpensesDuringBreak: 3000,
    };
    const nulls = { ...profile, cryptoMarketReturns: null } as unknown as RunwayProfile;
    expect(calculateRunway(nulls)).toEqual(calculateRunway({ ...RUNWAY_DEFAULTS, ...profile }));
  });

  it('counts stocks and crypto left out as nothing held', () => {
    const cashOnly = { currentSavings: 30_000, monthlyExpensesDuringBreak: 3000 };
    expect(calculateRunway(cashOnly)).toEqual(
      calculateRunway({ ...cashOnly, stockInvestments: 0, cryptoInvestments: 0 }),
    );
    expect(calculateRunway(cashOnly).runwayMonths).toBe(10);
  });

  it('throws EngineError for rejected input', () => {
    expect(() =>
      calculateRunway({
        currentSavings: Number.NaN,
        stockInvestments: 0,
        cryptoInvestments: 0,
        monthlyExpensesDuringBreak: 0,
      }),
    ).toThrow(EngineError);
  });
});

describe('MARKET_SCENARIOS', () => {
  it('lists the nine scenarios of the product definition, best to worst, with matching percents', () => {
    expect(MARKET_SCENARIOS.map((s) => s.id)).toEqual([
      'extreme_bull',
      'strong_bull',
      'bull',
      'moderate_bull',
      'neutral',
      'moderate_bear',
      'bear',
      'strong_bear',
      'extreme_bear',
    ]);
    expect(MARKET_SCENARIOS.map((s) => s.stockMultiplier)).toEqual([
      1.25, 1.2, 1.15, 1.1, 1.07, 0.9, 0.85, 0.8, 0.75,
    ]);
    expect(MARKET_SCENARIOS.map((s) => s.cryptoMultiplier)).toEqual([
      3, 2.5, 2, 1.5, 1.2, 0.75, 0.5, 0.25, 0.1,
    ]);
    expect(MARKET_SCENARIOS.map((s) => s.stockReturnPercent)).toEqual([
      25, 20, 15, 10, 7, -10, -15, -20, -25,
    ]);
    expect(MARKET_SCENARIOS.map((s) => s.cryptoReturnPercent)).toEqual([
      200, 150, 100, 50, 20, -25, -50, -75, -90,
    ]);
    for (const s of MARKET_SCENARIOS) {
      expect(1 + s.stockReturnPercent / 100).toBeCloseTo(s.stockMultiplier, 12);
      expect(1 + s.cryptoReturnPercent / 100).toBeCloseTo(s.cryptoMultiplier, 12);
    }
  });
});

describe('constants', () => {
  it('are frozen: a caller cannot change them under another’s feet', () => {
    const write = (target: object, key: string, value: unknown) => () => {
      (target as Record<string, unknown>)[key] = value;
    };
    expect(write(RUNWAY_DEFAULTS, 'inflationRate', 0)).toThrow(TypeError);
    expect(write(RUNWAY_RATE_BOUNDS, 'max', 1e9)).toThrow(TypeError);
    expect(write(RUNWAY_MESSAGES, 'invalidNumber', '')).toThrow(TypeError);
    expect(write(RUNWAY_STRESS_SCENARIOS, 'expenses-up-20', '')).toThrow(TypeError);
    expect(write(MARKET_SCENARIOS, '0', null)).toThrow(TypeError);
    expect(write(MARKET_SCENARIOS[0] ?? {}, 'stockMultiplier', 9)).toThrow(TypeError);
    expect(() => (MARKET_SCENARIOS as unknown[]).push({})).toThrow(TypeError);
  });
});

describe('properties', () => {
  /** Whole cents, as a form would give them. */
  const dollars = (max: number) =>
    fc.integer({ min: 0, max: max * 100 }).map((cents) => cents / 100);
  const money = dollars(1_000_000);
  const monthly = dollars(20_000);
  const allocation = fc.integer({ min: 0, max: 100 });
  const runwayProfileArb = fc.record({
    breakDuration: fc.option(fc.integer({ min: 1, max: 120 })),
    currentSavings: money,
    stockInvestments: money,
    cryptoInvestments: money,
    monthlyExpensesDuringBreak: monthly,
    monthlyIncomeBreak: monthly,
    expectedMarketReturns: fc.integer({ min: -50, max: 50 }),
    cryptoMarketReturns: fc.integer({ min: -90, max: 200 }),
    cashSavingsReturn: fc.double({ min: 0, max: 10, noNaN: true }),
    inflationRate: fc.double({ min: -2, max: 15, noNaN: true }),
    withdrawalStockAllocation: allocation,
    withdrawalCryptoAllocation: allocation,
    withdrawalCashAllocation: allocation,
  });
  const extraSavings = dollars(500_000);
  const rank: Record<RunwayRiskLabel, number> = {
    'High Risk': 0,
    Shortfall: 0,
    'Medium Risk': 1,
    Adequate: 1,
    'Low Risk': 2,
    'Fully Funded': 2,
    'Very Safe': 3,
  };

  it('more savings never shortens the runway, lowers a projected total or breaks sustainability', () => {
    fc.assert(
      fc.property(runwayProfileArb, extraSavings, (profile, extra) => {
        const base = calculateRunway(profile);
        const richer = calculateRunway({
          ...profile,
          currentSavings: profile.currentSavings + extra,
        });
        expect(richer.runwayMonths).toBeGreaterThanOrEqual(base.runwayMonths);
        richer.projection.forEach((row, i) => {
          expect(row.total).toBeGreaterThanOrEqual(base.projection[i]?.total ?? Infinity);
        });
        if (base.summary.isSustainable) expect(richer.summary.isSustainable).toBe(true);
      }),
    );
  });

  it('the runway is infinite exactly when income covers expenses', () => {
    fc.assert(
      fc.property(runwayProfileArb, (profile) => {
        const { runwayMonths } = calculateRunway(profile);
        expect(runwayMonths === Number.POSITIVE_INFINITY).toBe(
          profile.monthlyIncomeBreak >= profile.monthlyExpensesDuringBreak,
        );
      }),
    );
  });

  it('projection balances are never negative and cover the break in whole years', () => {
    fc.assert(
      fc.property(runwayProfileArb, (profile) => {
        const { projection, summary } = calculateRunway(profile);
        const years = profile.breakDuration === null ? 5 : Math.ceil(profile.breakDuration / 12);
        expect(projection).toHaveLength(years + 1);
        for (const row of projection) {
          expect(Math.min(row.stocks, row.crypto, row.cash, row.total)).toBeGreaterThanOrEqual(0);
        }
        expect(summary.finalTotal).toBe(projection[years]?.total);
      }),
    );
  });

  it('without a planned break the risk label never worsens as the runway grows', () => {
    fc.assert(
      fc.property(runwayProfileArb, extraSavings, (profile, extra) => {
        const noBreak = { ...profile, breakDuration: null };
        const base = calculateRunway(noBreak);
        const richer = calculateRunway({
          ...noBreak,
          currentSavings: profile.currentSavings + extra,
        });
        expect(rank[richer.riskLabel]).toBeGreaterThanOrEqual(rank[base.riskLabel]);
      }),
    );
  });

  it('the withdrawal allocation adds up to the monthly withdrawal', () => {
    fc.assert(
      fc.property(runwayProfileArb, (profile) => {
        const { monthlyWithdrawal, withdrawalAllocation: a } = calculateRunway(profile).summary;
        expect(a.stocks + a.crypto + a.cash).toBeCloseTo(monthlyWithdrawal, 6);
        expect(monthlyWithdrawal).toBe(
          Math.max(profile.monthlyExpensesDuringBreak - profile.monthlyIncomeBreak, 0),
        );
      }),
    );
  });

  it('progress is runway over target, capped at 100 %', () => {
    fc.assert(
      fc.property(runwayProfileArb, (profile) => {
        const { progress, runwayMonths } = calculateRunway(profile);
        expect(progress.targetMonths).toBe(profile.breakDuration ?? 60);
        expect(progress.percent).toBeLessThanOrEqual(100);
        if (runwayMonths < progress.targetMonths) {
          expect(progress.percent).toBeCloseTo((runwayMonths / progress.targetMonths) * 100, 9);
        } else expect(progress.percent).toBe(100);
      }),
    );
  });

  it('higher expenses never lengthen the runway nor raise a projected total', () => {
    fc.assert(
      fc.property(runwayProfileArb, monthly, (profile, extra) => {
        const base = calculateRunway(profile);
        const dearer = calculateRunway({
          ...profile,
          monthlyExpensesDuringBreak: profile.monthlyExpensesDuringBreak + extra,
        });
        expect(dearer.runwayMonths).toBeLessThanOrEqual(base.runwayMonths);
        dearer.projection.forEach((row, i) => {
          expect(row.total).toBeLessThanOrEqual(base.projection[i]?.total ?? -Infinity);
        });
        if (dearer.summary.isSustainable) expect(base.summary.isSustainable).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('more income during the break never shortens the runway', () => {
    fc.assert(
      fc.property(runwayProfileArb, monthly, (profile, extra) => {
        const base = calculateRunway(profile);
        const more = calculateRunway({
          ...profile,
          monthlyIncomeBreak: profile.monthlyIncomeBreak + extra,
        });
        expect(more.runwayMonths).toBeGreaterThanOrEqual(base.runwayMonths);
        more.projection.forEach((row, i) => {
          expect(row.total).toBeGreaterThanOrEqual(base.projection[i]?.total ?? Infinity);
        });
      }),
      { numRuns: 200 },
    );
  });
});
