import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateRunway } from '../runway/calculate-runway.js';
import { RUNWAY_MESSAGES } from '../runway/constants.js';
import type { RunwayProfile } from '../runway/types.js';
import { EngineError } from '../shared/engine-error.js';
import { LIMIT_MESSAGES } from '../shared/limits.js';
import { FIRE_MESSAGES } from './constants.js';
import {
  RUNWAY_PROBABILITY_DEFAULTS,
  runwayProbability,
  validateRunwayProbability,
} from './runway-probability.js';
import type { RunwayProbabilityOptions } from './types.js';

/** The runway fuzz sample: an 18-month break, $75,000 across the three buckets. */
const profile = {
  breakDuration: 18,
  currentSavings: 20_000,
  stockInvestments: 50_000,
  cryptoInvestments: 5000,
  monthlyExpensesDuringBreak: 3000,
  monthlyIncomeBreak: 500,
} satisfies RunwayProfile;

const still = { volatility: 0, cryptoVolatility: 0 } as const;

describe('runwayProbability', () => {
  it('reports the share of markets that last the break, with its defaults', () => {
    const result = runwayProbability(profile);
    expect(result).toEqual({
      probability: 100,
      runs: RUNWAY_PROBABILITY_DEFAULTS.runs,
      seed: 1,
      targetMonths: 18,
      medianEndingTotal: expect.any(Number) as number,
      p10EndingTotal: expect.any(Number) as number,
    });
    expect(result.p10EndingTotal).toBeLessThan(result.medianEndingTotal);
    expect([result.medianEndingTotal, result.p10EndingTotal]).toEqual([33_091.6, 25_090.62]);
  });

  it('is a chance between 0 and 100 when the break is tight', () => {
    const tight = runwayProbability(
      { ...profile, monthlyExpensesDuringBreak: 4700 },
      { runs: 2000, seed: 3 },
    );
    expect(tight.probability).toBeGreaterThan(0);
    expect(tight.probability).toBeLessThan(100);
    // Failed markets end at 0; at this share of failures the 10th percentile is one of them.
    expect(tight.probability < 90).toBe(tight.p10EndingTotal === 0);
  });

  it('simulates 60 months without a planned break', () => {
    const result = runwayProbability({ ...profile, breakDuration: null }, { runs: 10 });
    expect(result.targetMonths).toBe(60);
  });

  it('gives deep-equal results for the same seed and different ones for another', () => {
    const tight = { ...profile, monthlyExpensesDuringBreak: 4700 };
    const a = runwayProbability(tight, { runs: 500, seed: 42 });
    // Pinned: the same figures in every JavaScript engine (sfc32, detExp/detLog, Math.sqrt).
    expect(a).toEqual({
      probability: 57.8,
      runs: 500,
      seed: 42,
      targetMonths: 18,
      medianEndingTotal: 704.75,
      p10EndingTotal: 0,
    });
    expect(runwayProbability(tight, { runs: 500, seed: 42 })).toEqual(a);
    const b = runwayProbability(tight, { runs: 500, seed: 43 });
    expect([b.probability, b.medianEndingTotal]).not.toEqual([a.probability, a.medianEndingTotal]);
  });

  it('keeps the first runs’ markets when more runs are added (streams are per run)', () => {
    const tight = { ...profile, monthlyExpensesDuringBreak: 4700 };
    const lasted = (runs: number) =>
      Math.round((runwayProbability(tight, { runs, seed: 9 }).probability * runs) / 100);
    const first = lasted(300);
    const more = lasted(600);
    expect(more).toBeGreaterThanOrEqual(first);
    expect(more - first).toBeLessThanOrEqual(300);
  });

  it('grows stocks lognormally around the expected return with the given volatility', () => {
    // Stocks only, nothing withdrawn, 12 months at 7 % ± 15 %: the annual factor is lognormal
    // with σ² = ln(1 + (0.15/1.07)²), median 1.07·e^(−σ²/2) and 10th percentile
    // 1.07·e^(−σ²/2 − 1.2816σ).
    const result = runwayProbability(
      {
        breakDuration: 12,
        currentSavings: 0,
        stockInvestments: 100_000,
        cryptoInvestments: 0,
        monthlyExpensesDuringBreak: 0,
        expectedMarketReturns: 7,
      },
      { runs: 10_000, seed: 5 },
    );
    const variance = Math.log(1 + (0.15 / 1.07) ** 2);
    expect(result.medianEndingTotal / 100_000).toBeCloseTo(1.07 * Math.exp(-variance / 2), 2);
    expect(result.p10EndingTotal / 100_000).toBeCloseTo(
      1.07 * Math.exp(-variance / 2 - 1.2816 * Math.sqrt(variance)),
      2,
    );
    expect(result.probability).toBe(100);
  });

  it('without volatility, ends where the runway projection does', () => {
    const result = runwayProbability({ ...profile, breakDuration: 24 }, { ...still, runs: 3 });
    const runway = calculateRunway({ ...profile, breakDuration: 24 });
    expect(result.probability).toBe(100);
    expect(result.medianEndingTotal).toBeCloseTo(runway.summary.finalTotal, 1);
    expect(result.p10EndingTotal).toBe(result.medianEndingTotal);
  });

  it('keeps a bucket that loses everything at 0 whatever its volatility', () => {
    const result = runwayProbability(
      { ...profile, expectedMarketReturns: -100, cryptoMarketReturns: -100 },
      { runs: 20 },
    );
    expect(result.probability).toBe(0);
    expect(result.medianEndingTotal).toBe(0);
  });

  it('throws EngineError with the validator’s issues', () => {
    const options = { runs: 0 };
    expect(() => runwayProbability(profile, options)).toThrow(EngineError);
    try {
      runwayProbability({ ...profile, currentSavings: -1 }, options);
    } catch (error) {
      expect((error as EngineError).issues).toEqual(
        validateRunwayProbability({ ...profile, currentSavings: -1 }, options),
      );
    }
  });
});

describe('validateRunwayProbability', () => {
  it('accepts the profile with no, empty, null-valued or full options', () => {
    expect(validateRunwayProbability(profile)).toEqual([]);
    expect(validateRunwayProbability(profile, {})).toEqual([]);
    expect(validateRunwayProbability(profile, null as unknown as RunwayProbabilityOptions)).toEqual(
      [],
    );
    expect(
      validateRunwayProbability(profile, {
        runs: 10_000,
        seed: 4_294_967_295,
        volatility: 100,
        cryptoVolatility: 0,
      }),
    ).toEqual([]);
    expect(
      validateRunwayProbability(profile, { runs: null } as unknown as RunwayProbabilityOptions),
    ).toEqual([]);
  });

  it('reports the profile’s issues first, then each option’s', () => {
    expect(
      validateRunwayProbability(
        { ...profile, currentSavings: -1 },
        { runs: 1.5, seed: -1, volatility: 101, cryptoVolatility: Number.NaN },
      ),
    ).toEqual([
      { path: 'currentSavings', message: RUNWAY_MESSAGES.negativeMoney('Current savings') },
      { path: 'options.runs', message: FIRE_MESSAGES.runs },
      { path: 'options.seed', message: FIRE_MESSAGES.seed },
      { path: 'options.volatility', message: FIRE_MESSAGES.volatility },
      { path: 'options.cryptoVolatility', message: FIRE_MESSAGES.invalidNumber },
    ]);
    expect(validateRunwayProbability(profile, { runs: 10_001, seed: 2 ** 32 })).toEqual([
      { path: 'options.runs', message: FIRE_MESSAGES.runs },
      { path: 'options.seed', message: FIRE_MESSAGES.seed },
    ]);
  });

  it('rejects options that are not an object', () => {
    expect(validateRunwayProbability(profile, [] as unknown as RunwayProbabilityOptions)).toEqual([
      { path: 'options', message: LIMIT_MESSAGES.notAnObject },
    ]);
  });
});

describe('properties', () => {
  /** Whole cents, as a form gives them. */
  const dollars = (max: number) =>
    fc.integer({ min: 0, max: max * 100 }).map((cents) => cents / 100);
  const allocation = fc.integer({ min: 0, max: 100 });
  const profileArb = fc.record({
    breakDuration: fc.integer({ min: 1, max: 120 }),
    currentSavings: dollars(200_000),
    stockInvestments: dollars(200_000),
    cryptoInvestments: dollars(50_000),
    monthlyExpensesDuringBreak: dollars(10_000),
    monthlyIncomeBreak: dollars(5000),
    expectedMarketReturns: fc.integer({ min: -50, max: 50 }),
    cryptoMarketReturns: fc.integer({ min: -90, max: 200 }),
    cashSavingsReturn: fc.double({ min: 0, max: 10, noNaN: true }),
    inflationRate: fc.double({ min: -2, max: 15, noNaN: true }),
    withdrawalStockAllocation: allocation,
    withdrawalCryptoAllocation: allocation,
    withdrawalCashAllocation: allocation,
  });

  it('without volatility is 0 or 100, as the runway’s isSustainable says', () => {
    fc.assert(
      fc.property(profileArb, fc.option(fc.constant(null)), (drawn, noBreak) => {
        const p: RunwayProfile = noBreak === null ? { ...drawn, breakDuration: null } : drawn;
        const { probability } = runwayProbability(p, { ...still, runs: 2 });
        expect(probability).toBe(calculateRunway(p).summary.isSustainable ? 100 : 0);
      }),
      { numRuns: 50 },
    );
  });

  it('never falls with more savings, cash or stocks (same seed)', () => {
    fc.assert(
      fc.property(
        profileArb,
        dollars(100_000),
        fc.constantFrom('currentSavings', 'stockInvestments', 'cryptoInvestments' as const),
        fc.integer({ min: 0, max: 1000 }),
        (p, extra, bucket, seed) => {
          const options = { runs: 50, seed };
          const base = runwayProbability(p, options);
          const richer = runwayProbability({ ...p, [bucket]: p[bucket] + extra }, options);
          expect(richer.probability).toBeGreaterThanOrEqual(base.probability);
          expect(richer.medianEndingTotal).toBeGreaterThanOrEqual(base.medianEndingTotal);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('gives a finite chance in [0, 100] and ordered, non-negative totals', () => {
    fc.assert(
      fc.property(
        profileArb,
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        (p, volatility, cryptoVolatility) => {
          const result = runwayProbability(p, { runs: 40, volatility, cryptoVolatility });
          expect(result.probability).toBeGreaterThanOrEqual(0);
          expect(result.probability).toBeLessThanOrEqual(100);
          expect(result.p10EndingTotal).toBeGreaterThanOrEqual(0);
          expect(result.medianEndingTotal).toBeGreaterThanOrEqual(result.p10EndingTotal);
          expect(Number.isFinite(result.medianEndingTotal)).toBe(true);
        },
      ),
      { numRuns: 50 },
    );
  });
});
