import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../shared/engine-error.js';
import { compareOffers } from './compare-offers.js';
import { OFFER_DEFAULTS } from './constants.js';
import { createDefaultOffer } from './create-default-offer.js';
import type { OfferComparison, OfferInput } from './types.js';

const codes = (o: OfferComparison) => ({
  strengths: o.strengths.map((s) => s.code),
  weaknesses: o.weaknesses.map((w) => w.code),
});
const pair = (offer: Omit<OfferInput, 'id'>): OfferComparison =>
  compareOffers([{ id: 'a', ...offer }, { id: 'b' }])[0]!;

describe('createDefaultOffer', () => {
  it('starts with zero amounts, 4-year vesting and percentage bonuses', () => {
    const offer = createDefaultOffer('current', 'Current Job');
    expect(offer).toMatchObject({
      id: 'current',
      name: 'Current Job',
      baseSalary: 0,
      vestingYears: 4,
    });
    expect(offer.isPerformanceBonusPercentage).toBe(true);
    expect(offer.isCompanyBonusTargetPercentage).toBe(true);
    expect(OFFER_DEFAULTS.vestingYears).toBe(4);
  });
});

describe('compareOffers', () => {
  it('totals the worked example of the TSDoc', () => {
    const result = compareOffers([
      {
        id: 'current',
        name: 'Current',
        baseSalary: 90_000,
        performanceBonus: 10,
        matchPercentage401k: 4,
      },
      {
        id: 'new',
        name: 'New',
        baseSalary: 120_000,
        signingBonus: 20_000,
        matchPercentage401k: 6,
        ptoDays: 20,
      },
    ]);
    const [current, next] = result;
    expect(current!.totalCompensation).toBe(102_600);
    expect(next!.totalCompensation).toBe(132_200);
    expect(next!.hourlyEquivalent).toBeCloseTo(132_200 / 2080, 10);
    expect(next!.dailyEquivalent).toBeCloseTo(132_200 / 260, 10);
    expect(result.filter((o) => o.isHighestTotal).map((o) => o.id)).toEqual(['new']);
    expect(codes(current!)).toEqual({ strengths: [], weaknesses: ['parental-leave-limited'] });
    expect(codes(next!)).toEqual({
      strengths: ['base-salary-high', 'signing-bonus', 'retirement-match', 'pto'],
      weaknesses: ['parental-leave-limited'],
    });
    expect(next!.strengths[0]).toEqual({ code: 'base-salary-high', text: 'High base salary' });
  });

  it('splits a full offer into the six parts', () => {
    const offer = pair({
      baseSalary: 100_000,
      signingBonus: 8000,
      performanceBonus: 10,
      companyBonusTarget: 5000,
      isCompanyBonusTargetPercentage: false,
      profitSharing: 1000,
      overtimePotential: 500,
      stockOptions: 1000,
      strikePrice: 10,
      fairMarketValue: 30,
      annualRsuGrants: 15_000,
      esppDiscount: 15,
      matchPercentage401k: 5,
      supplementalRetirement: 2000,
      healthInsurance: 7000,
      lifeInsurance: 300,
      mentalHealthBenefits: 200,
      familyPlanningBenefits: 100,
      childcareBenefits: 400,
      studentLoanAssistance: 1200,
      remoteStipend: 600,
      relocationPackage: 4000,
      commuterBenefits: 100,
      parkingAllowance: 100,
      gymMembership: 600,
      wellnessStipend: 500,
      learningBudget: 2000,
      conferenceBudget: 1500,
      certificationBudget: 500,
      phoneAllowance: 600,
      mealAllowance: 1200,
      equipmentAllowance: 1000,
    });
    expect(offer.optionValue).toBe(20_000);
    expect(offer.breakdown).toEqual({
      baseSalary: 100_000,
      bonuses: 10_000 + 5000 + 1000 + 500 + 2000,
      equity: 5000 + 15_000 + 1500,
      retirement: 5000 + 2000,
      benefits: 7000 + 300 + 200 + 100 + 400 + 1200,
      perks: 600 + 100 + 100 + 600 + 500 + 2000 + 1500 + 500 + 600 + 1200 + 1000 + 1000,
    });
    expect(offer.totalCompensation).toBe(100_000 + 18_500 + 21_500 + 7000 + 9200 + 9700);
    expect(codes(offer).strengths).toEqual(['stock-options', 'learning', 'wellness']);
  });

  it('applies the thresholds of product: compensation#formulas-and-constants exactly at their edges', () => {
    expect(codes(pair({ baseSalary: 100_000 }))).toEqual({
      strengths: [],
      weaknesses: ['parental-leave-limited'],
    });
    expect(codes(pair({ baseSalary: 100_001, parentalLeaveWeeks: 8 }))).toEqual({
      strengths: ['base-salary-high'],
      weaknesses: [],
    });
    expect(codes(pair({ baseSalary: 49_999, parentalLeaveWeeks: 12 }))).toEqual({
      strengths: ['parental-leave-strong'],
      weaknesses: ['base-salary-low'],
    });
    expect(codes(pair({ baseSalary: 50_000, parentalLeaveWeeks: 11 })).strengths).toEqual([]);
    expect(codes(pair({ signingBonus: 10_000 })).strengths).toEqual([]);
    expect(codes(pair({ signingBonus: 10_001 })).strengths).toEqual(['signing-bonus']);
    expect(codes(pair({ matchPercentage401k: 5.9 })).strengths).toEqual([]);
    expect(codes(pair({ matchPercentage401k: 6 })).strengths).toEqual(['retirement-match']);
    expect(codes(pair({ ptoDays: 19 })).strengths).toEqual([]);
    expect(codes(pair({ ptoDays: 20 })).strengths).toEqual(['pto']);
    expect(codes(pair({ ptoDays: 0, isUnlimitedPTO: true })).strengths).toEqual(['pto']);
    expect(codes(pair({ learningBudget: 1500, conferenceBudget: 1500 })).strengths).toEqual([]);
    expect(codes(pair({ learningBudget: 1500, conferenceBudget: 1501 })).strengths).toEqual([
      'learning',
    ]);
    expect(codes(pair({ wellnessStipend: 500, gymMembership: 500 })).strengths).toEqual([]);
    expect(codes(pair({ wellnessStipend: 500, gymMembership: 501 })).strengths).toEqual([
      'wellness',
    ]);
  });

  it('flags a performance bonus over 15 % or over $20,000', () => {
    expect(codes(pair({ baseSalary: 100_000, performanceBonus: 15 })).strengths).toEqual([]);
    expect(codes(pair({ baseSalary: 100_000, performanceBonus: 15.5 })).strengths).toEqual([
      'performance-bonus',
    ]);
    expect(codes(pair({ baseSalary: 200_000, performanceBonus: 12 })).strengths).toEqual([
      'base-salary-high',
      'performance-bonus',
    ]);
    expect(
      codes(
        pair({
          baseSalary: 100_000,
          performanceBonus: 16_000,
          isPerformanceBonusPercentage: false,
        }),
      ).strengths,
    ).toEqual(['performance-bonus']);
    expect(
      codes(pair({ baseSalary: 0, performanceBonus: 20_000, isPerformanceBonusPercentage: false }))
        .strengths,
    ).toEqual([]);
    expect(
      codes(pair({ baseSalary: 0, performanceBonus: 20_001, isPerformanceBonusPercentage: false }))
        .strengths,
    ).toEqual(['performance-bonus']);
  });

  it('values options on the whole grant and never below zero', () => {
    expect(pair({ stockOptions: 1000, strikePrice: 10, fairMarketValue: 20 })).toMatchObject({
      optionValue: 10_000,
    });
    expect(
      codes(pair({ stockOptions: 1000, strikePrice: 10, fairMarketValue: 20 })).strengths,
    ).toEqual([]);
    const grant = pair({
      baseSalary: 60_000,
      stockOptions: 1001,
      strikePrice: 10,
      fairMarketValue: 20,
      vestingYears: 5,
    });
    expect(codes(grant)).toEqual({
      strengths: ['stock-options'],
      weaknesses: ['vesting-long', 'parental-leave-limited'],
    });
    expect(grant.breakdown.equity).toBeCloseTo(10_010 / 5, 10); // ESPP discount 0
    expect(pair({ stockOptions: 5000, strikePrice: 30, fairMarketValue: 20 })).toMatchObject({
      optionValue: 0,
      breakdown: { equity: 0 },
    });
  });

  it('flags vesting over 4 years as long and over 5 as very long', () => {
    expect(
      codes(pair({ baseSalary: 60_000, vestingYears: 4, parentalLeaveWeeks: 8 })).weaknesses,
    ).toEqual([]);
    expect(
      codes(pair({ baseSalary: 60_000, vestingYears: 4.5, parentalLeaveWeeks: 8 })).weaknesses,
    ).toEqual(['vesting-long']);
    expect(
      codes(pair({ baseSalary: 60_000, vestingYears: 6, parentalLeaveWeeks: 8 })).weaknesses,
    ).toEqual(['vesting-very-long']);
  });

  it('keeps defaults for blank (undefined) fields and picks the first of equal totals', () => {
    const result = compareOffers([
      { id: 'a', baseSalary: 80_000, vestingYears: undefined },
      { id: 'b', baseSalary: 80_000 },
    ]);
    expect(result[0]!.name).toBe('');
    expect(result.filter((o) => o.isHighestTotal).map((o) => o.id)).toEqual(['a']);
  });

  it('reads full offers from createDefaultOffer the same as partial ones', () => {
    const full = compareOffers([
      { ...createDefaultOffer('a', 'A'), baseSalary: 95_000, performanceBonus: 8 },
      { ...createDefaultOffer('b', 'B'), baseSalary: 70_000, isUnlimitedPTO: true },
    ]);
    const partial = compareOffers([
      { id: 'a', name: 'A', baseSalary: 95_000, performanceBonus: 8 },
      { id: 'b', name: 'B', baseSalary: 70_000, isUnlimitedPTO: true },
    ]);
    expect(full).toEqual(partial);
  });

  it('throws EngineError for rejected input', () => {
    expect(() => compareOffers([{ id: 'only' }])).toThrow(EngineError);
    // 'false' is not false: it must not be read as unlimited PTO.
    expect(() =>
      compareOffers([{ id: 'a', isUnlimitedPTO: 'false' as unknown as boolean }, { id: 'b' }]),
    ).toThrow(EngineError);
    // Amounts this large once overflowed the totals to NaN and no offer was marked highest.
    expect(() => compareOffers([{ id: 'a', baseSalary: 1e307 }, { id: 'b' }])).toThrow(EngineError);
  });

  describe('properties', () => {
    const money = fc.integer({ min: 0, max: 500_000 });
    const offer = fc.record({
      baseSalary: money,
      signingBonus: money,
      performanceBonus: fc.integer({ min: 0, max: 50 }),
      companyBonusTarget: fc.integer({ min: 0, max: 30_000 }),
      isCompanyBonusTargetPercentage: fc.constant(false),
      stockOptions: fc.integer({ min: 0, max: 100_000 }),
      strikePrice: fc.integer({ min: 0, max: 100 }),
      fairMarketValue: fc.integer({ min: 0, max: 200 }),
      vestingYears: fc.integer({ min: 1, max: 7 }),
      annualRsuGrants: money,
      esppDiscount: fc.integer({ min: 0, max: 15 }),
      matchPercentage401k: fc.integer({ min: 0, max: 10 }),
      healthInsurance: fc.integer({ min: 0, max: 30_000 }),
      relocationPackage: fc.integer({ min: 0, max: 50_000 }),
      learningBudget: fc.integer({ min: 0, max: 10_000 }),
    });
    const offers = fc
      .array(offer, { minLength: 2, maxLength: 4 })
      .map((list) => list.map((o, i) => ({ id: `o${i}`, ...o })));
    const raise = fc.integer({ min: 1, max: 100_000 });

    it('the total is the sum of the breakdown; hourly and daily are total ÷ 2080 and ÷ 260', () => {
      fc.assert(
        fc.property(offers, (list) => {
          for (const o of compareOffers(list)) {
            const b = o.breakdown;
            expect(o.totalCompensation).toBe(
              b.baseSalary + b.bonuses + b.equity + b.retirement + b.benefits + b.perks,
            );
            expect(o.hourlyEquivalent * 2080).toBeCloseTo(o.totalCompensation, 6);
            expect(o.dailyEquivalent * 260).toBeCloseTo(o.totalCompensation, 6);
          }
        }),
      );
    });

    it('a higher base salary never lowers the total', () => {
      fc.assert(
        fc.property(offers, raise, (list, extra) => {
          const before = compareOffers(list)[0]!.totalCompensation;
          const after = compareOffers([
            { ...list[0]!, baseSalary: list[0]!.baseSalary + extra },
            ...list.slice(1),
          ])[0]!;
          expect(after.totalCompensation).toBeGreaterThan(before);
        }),
      );
    });

    it('a longer vesting period never raises the total', () => {
      fc.assert(
        fc.property(offers, fc.integer({ min: 1, max: 7 }), (list, years) => {
          const first = list[0]!;
          const [shorter, longer] = [
            Math.min(first.vestingYears, years),
            Math.max(first.vestingYears, years),
          ];
          const totalAt = (vestingYears: number) =>
            compareOffers([{ ...first, vestingYears }, ...list.slice(1)])[0]!.totalCompensation;
          expect(totalAt(longer)).toBeLessThanOrEqual(totalAt(shorter));
        }),
        { numRuns: 100 },
      );
    });

    it('a higher fair market value or more options never lower the total', () => {
      fc.assert(
        fc.property(offers, raise, raise, (list, price, options) => {
          const first = list[0]!;
          const before = compareOffers(list)[0]!;
          const after = compareOffers([
            {
              ...first,
              fairMarketValue: first.fairMarketValue + price,
              stockOptions: first.stockOptions + options,
            },
            ...list.slice(1),
          ])[0]!;
          expect(after.optionValue).toBeGreaterThanOrEqual(before.optionValue);
          expect(after.totalCompensation).toBeGreaterThanOrEqual(before.totalCompensation);
        }),
        { numRuns: 100 },
      );
    });

    it('the highest total is marked and strengths and weaknesses never contradict', () => {
      fc.assert(
        fc.property(offers, (list) => {
          const result = compareOffers(list);
          const top = Math.max(...result.map((o) => o.totalCompensation));
          expect(result.filter((o) => o.isHighestTotal)).toHaveLength(1);
          expect(result.find((o) => o.isHighestTotal)!.totalCompensation).toBe(top);
          for (const o of result) {
            const { strengths, weaknesses } = codes(o);
            expect(
              strengths.includes('base-salary-high') && weaknesses.includes('base-salary-low'),
            ).toBe(false);
            expect(
              strengths.includes('parental-leave-strong') &&
                weaknesses.includes('parental-leave-limited'),
            ).toBe(false);
            expect(
              weaknesses.includes('vesting-long') && weaknesses.includes('vesting-very-long'),
            ).toBe(false);
          }
        }),
      );
    });
  });
});
