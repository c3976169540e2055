import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../shared/engine-error.js';
import { calculateInternationalRunway } from './calculate-international-runway.js';
import { INTERNATIONAL_COUNTRIES } from './countries.js';
import type { InternationalRunwayForm, RunwayCalculationType, VisaKind } from './types.js';

const country = (id: string) => INTERNATIONAL_COUNTRIES.find((c) => c.id === id)!;

describe('INTERNATIONAL_COUNTRIES', () => {
  it('carries the visa data of product: international-runway#formulas-and-constants for Portugal, Spain, France and Thailand', () => {
    expect(country('portugal').costIndex).toBe(0.65);
    expect(country('portugal').visaRequirements.digital_nomad).toMatchObject({
      kind: 'digital_nomad',
      minMonthlyIncome: 3280,
      minSavings: 3280 * 12,
      incomeProofMonths: 12,
    });
    expect(country('portugal').visaRequirements.passive_income).toMatchObject({
      kind: 'non_lucrative',
      minMonthlyIncome: 820,
    });
    expect(country('spain').costIndex).toBe(0.7);
    expect(country('spain').visaRequirements.digital_nomad).toMatchObject({
      minMonthlyIncome: 2520,
      minSavings: 2520 * 3,
      incomeProofMonths: 3,
    });
    expect(country('spain').visaRequirements.non_lucrative).toMatchObject({
      kind: 'non_lucrative',
      minMonthlyIncome: 2400,
      minSavings: 2400 * 12,
    });
    expect(country('france').costIndex).toBe(0.9);
    expect(country('france').visaRequirements.long_stay).toMatchObject({
      kind: 'non_lucrative',
      minMonthlyIncome: 1747.2,
      minSavings: 20966.4,
    });
    expect(country('thailand').costIndex).toBe(0.4);
    expect(country('thailand').visaRequirements.long_term_resident).toMatchObject({
      kind: 'non_lucrative',
      minMonthlyIncome: 6666.67,
      minSavings: 50000,
    });
  });

  it('has at least eight countries with unique lowercase English ids', () => {
    const ids = INTERNATIONAL_COUNTRIES.map((c) => c.id);
    expect(ids.length).toBeGreaterThanOrEqual(8);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    for (const c of INTERNATIONAL_COUNTRIES)
      expect(Object.keys(c.visaRequirements).length).toBeGreaterThan(0);
  });
});

describe('calculateInternationalRunway', () => {
  it('scores Portugal 100 and Thailand 60 for a remote worker whose income covers both', () => {
    const result = calculateInternationalRunway({
      cashSavings: 50_000,
      investments: 50_000,
      monthlyRemoteIncome: 3500,
      selectedCountries: ['portugal', 'thailand'],
    });
    expect(result).toMatchObject({
      availableFunds: 100_000,
      monthlyIncome: 3500,
      qualifyingIncome: 3500,
      qualifyingSavings: 100_000,
    });
    expect(result.countries).toEqual([
      {
        countryId: 'portugal',
        name: 'Portugal',
        flag: '🇵🇹',
        costIndex: 0.65,
        monthlyCost: 1300,
        runwayMonths: Number.POSITIVE_INFINITY,
        runwayLength: 'long',
        eligibleVisas: [
          { type: 'digital_nomad', name: 'Digital Nomad Visa (D8)', kind: 'digital_nomad' },
          { type: 'passive_income', name: 'Passive Income Visa (D7)', kind: 'non_lucrative' },
        ],
        score: 100,
        isBestMatch: true,
        suggestCheaper: false,
      },
      {
        countryId: 'thailand',
        name: 'Thailand',
        flag: '🇹🇭',
        costIndex: 0.4,
        monthlyCost: 800,
        runwayMonths: Number.POSITIVE_INFINITY,
        runwayLength: 'long',
        eligibleVisas: [],
        score: 60,
        isBestMatch: false,
        suggestCheaper: false,
      },
    ]);
  });

  it('draws cash down against the cost net of income, with the score parts of product: international-runway#formulas-and-constants', () => {
    // Spain: 1400/month, income 400 → burn 1000; 30000 lasts 30 months (2.5 years, moderate).
    // Visas: non-lucrative needs 2400/month (no), nomad needs 2520 (no) → 0 points.
    // Score = 0 + 25 + 400/1400 × 20 (5.71) = 30.7 → 31, suggest cheaper.
    const [spain] = calculateInternationalRunway({
      cashSavings: 30_000,
      investments: 100_000,
      monthlyRemoteIncome: 400,
      runwayCalculationType: 'cash',
      selectedCountries: ['spain'],
    }).countries;
    expect(spain).toMatchObject({
      monthlyCost: 1400,
      runwayMonths: 30,
      runwayLength: 'moderate',
      score: 31,
      isBestMatch: true,
      suggestCheaper: true,
    });
  });

  it('counts the portfolio withdrawal as income only when investments are not drawn down', () => {
    const form: InternationalRunwayForm = {
      cashSavings: 12_000,
      investments: 24_000,
      monthlyRemoteIncome: 500,
      portfolioWithdrawal: 300,
      selectedCountries: ['france'],
    };
    const cash = calculateInternationalRunway({ ...form, runwayCalculationType: 'cash' });
    expect(cash).toMatchObject({ availableFunds: 12_000, monthlyIncome: 800 });
    expect(cash.countries[0]!.runwayMonths).toBe(12); // 12000 / (1800 − 800)
    const investments = calculateInternationalRunway({
      ...form,
      runwayCalculationType: 'investments',
    });
    expect(investments).toMatchObject({ availableFunds: 24_000, monthlyIncome: 500 });
    expect(investments.countries[0]!.runwayMonths).toBeCloseTo(24_000 / 1300, 10);
    const combined = calculateInternationalRunway(form);
    expect(combined).toMatchObject({
      availableFunds: 36_000,
      monthlyIncome: 500,
      qualifyingIncome: 800,
    });
    const noIncome = calculateInternationalRunway({ ...form, includeIncome: false });
    expect(noIncome.monthlyIncome).toBe(0);
    expect(noIncome.countries[0]).toMatchObject({ runwayMonths: 20, runwayLength: 'short' });
  });

  it('labels runways over 5 years long and over 2 years moderate', () => {
    const months = (cashSavings: number) =>
      calculateInternationalRunway({ cashSavings, selectedCountries: ['thailand'] }).countries[0]!;
    expect(months(800 * 60)).toMatchObject({ runwayMonths: 60, runwayLength: 'moderate' });
    expect(months(800 * 61).runwayLength).toBe('long');
    expect(months(800 * 24)).toMatchObject({ runwayMonths: 24, runwayLength: 'short' });
    expect(months(800 * 25).runwayLength).toBe('moderate');
    expect(months(0)).toMatchObject({ runwayMonths: 0, score: 0 });
  });

  it('filters visas by preference and accepts alternative savings', () => {
    const base = {
      cashSavings: 70_000,
      monthlyRemoteIncome: 3000,
      selectedCountries: ['costa-rica', 'mexico'],
    };
    const any = calculateInternationalRunway(base);
    expect(any.countries[0]!.eligibleVisas.map((v) => v.type)).toEqual([
      'digital_nomad',
      'rentista',
    ]);
    expect(any.countries[1]!.eligibleVisas).toEqual([]);
    const nomad = calculateInternationalRunway({ ...base, visaTypePreference: ['digital_nomad'] });
    expect(nomad.countries[0]!.eligibleVisas.map((v) => v.type)).toEqual(['digital_nomad']);
    const rich = calculateInternationalRunway({
      ...base,
      cashSavings: 80_000,
      visaTypePreference: ['non_lucrative'],
    });
    expect(rich.countries.map((c) => c.eligibleVisas.map((v) => v.type))).toEqual([
      ['rentista'],
      ['temporary_resident'],
    ]);
  });

  it('marks the first of equal best scores', () => {
    const result = calculateInternationalRunway({
      cashSavings: 0,
      selectedCountries: ['greece', 'estonia', 'colombia'],
    });
    expect(result.countries.map((c) => [c.score, c.isBestMatch])).toEqual([
      [0, true],
      [0, false],
      [0, false],
    ]);
  });

  it('throws EngineError for rejected input', () => {
    expect(() => calculateInternationalRunway({ selectedCountries: [] })).toThrow(EngineError);
    expect(() => calculateInternationalRunway({} as InternationalRunwayForm)).toThrow(EngineError);
  });

  describe('properties', () => {
    const amount = fc.integer({ min: 0, max: 2_000_000 });
    const monthly = fc.integer({ min: 0, max: 20_000 });
    const ids = INTERNATIONAL_COUNTRIES.map((c) => c.id);
    const selection = fc.shuffledSubarray(ids, { minLength: 1 });
    const runwayType = fc.constantFrom<RunwayCalculationType>('cash', 'investments', 'combined');
    const preference = fc.subarray<VisaKind>(['digital_nomad', 'non_lucrative']);
    const form = fc.record({
      cashSavings: amount,
      investments: amount,
      monthlyRemoteIncome: monthly,
      portfolioWithdrawal: monthly,
      visaTypePreference: preference,
      selectedCountries: selection,
      runwayCalculationType: runwayType,
      includeIncome: fc.boolean(),
    });

    it('scores stay within 0–100 and exactly one country is the best match, with the top score', () => {
      fc.assert(
        fc.property(form, (f) => {
          const { countries } = calculateInternationalRunway(f);
          expect(countries.map((c) => c.countryId)).toEqual(f.selectedCountries);
          const top = Math.max(...countries.map((c) => c.score));
          const best = countries.filter((c) => c.isBestMatch);
          expect(best).toHaveLength(1);
          expect(best[0]!.score).toBe(top);
          for (const c of countries) {
            expect(c.score).toBeGreaterThanOrEqual(0);
            expect(c.score).toBeLessThanOrEqual(100);
            expect(c.suggestCheaper).toBe(c.score < 60);
          }
        }),
      );
    });

    it('more cash never shortens a runway nor lowers a score', () => {
      fc.assert(
        fc.property(form, amount, (f, extra) => {
          const before = calculateInternationalRunway(f).countries;
          const after = calculateInternationalRunway({
            ...f,
            cashSavings: f.cashSavings + extra,
          }).countries;
          after.forEach((c, i) => {
            expect(c.runwayMonths).toBeGreaterThanOrEqual(before[i]!.runwayMonths);
            expect(c.score).toBeGreaterThanOrEqual(before[i]!.score);
          });
        }),
      );
    });

    it('more income, investments or withdrawal never shortens a runway nor lowers a score', () => {
      const field = fc.constantFrom<'monthlyRemoteIncome' | 'investments' | 'portfolioWithdrawal'>(
        'monthlyRemoteIncome',
        'investments',
        'portfolioWithdrawal',
      );
      fc.assert(
        fc.property(form, field, monthly, (f, key, extra) => {
          const before = calculateInternationalRunway(f).countries;
          const after = calculateInternationalRunway({ ...f, [key]: f[key] + extra }).countries;
          after.forEach((c, i) => {
            expect(c.runwayMonths).toBeGreaterThanOrEqual(before[i]!.runwayMonths);
            expect(c.score).toBeGreaterThanOrEqual(before[i]!.score);
            expect(c.eligibleVisas.length).toBeGreaterThanOrEqual(before[i]!.eligibleVisas.length);
          });
        }),
        { numRuns: 200 },
      );
    });

    it('eligible visas are preferred kinds whose conditions are met', () => {
      fc.assert(
        fc.property(form, (f) => {
          const result = calculateInternationalRunway(f);
          for (const c of result.countries) {
            for (const visa of c.eligibleVisas) {
              if (f.visaTypePreference.length > 0)
                expect(f.visaTypePreference).toContain(visa.kind);
              const req = INTERNATIONAL_COUNTRIES.find((x) => x.id === c.countryId)!
                .visaRequirements[visa.type]!;
              const viaIncome =
                result.qualifyingIncome >= req.minMonthlyIncome &&
                result.qualifyingSavings >= req.minSavings;
              const viaSavings =
                req.alternativeMinSavings !== undefined &&
                result.qualifyingSavings >= req.alternativeMinSavings;
              expect(viaIncome || viaSavings).toBe(true);
            }
            expect(c.eligibleVisas.length).toBeLessThanOrEqual(
              Object.keys(
                INTERNATIONAL_COUNTRIES.find((x) => x.id === c.countryId)!.visaRequirements,
              ).length,
            );
          }
        }),
      );
    });
  });
});
