import { describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES } from '../shared/limits.js';
import {
  BENEFIT_FIELDS,
  COMPENSATION_DEFAULTS,
  COMPENSATION_MESSAGES,
  COMPENSATION_STRENGTH_TEXT,
  OFFER_DEFAULTS,
} from './constants.js';
import type { OfferInput, WorkLocation } from './types.js';
import { validateOffers } from './validate-offers.js';

describe('validateOffers', () => {
  it('accepts 2 to 4 offers', () => {
    expect(validateOffers([{ id: 'a' }, { id: 'b' }])).toEqual([]);
    expect(
      validateOffers([
        { id: 'a' },
        { id: 'b' },
        { id: 'c' },
        { id: 'd', vestingYears: 7, workLocation: 'remote' },
      ]),
    ).toEqual([]);
  });

  it('pins the product’s messages for too few and too many offers', () => {
    expect(validateOffers([{ id: 'a' }])).toEqual([
      { path: 'offers', message: 'Minimum of 2 offers required for comparison.' },
    ]);
    const five: OfferInput[] = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id }));
    expect(validateOffers(five)).toEqual([
      { path: 'offers', message: 'Maximum of 4 offers can be compared at once.' },
    ]);
    expect(COMPENSATION_MESSAGES.minOffersTitle).toBe('Minimum Required');
    expect(COMPENSATION_MESSAGES.maxOffersTitle).toBe('Maximum Offers Reached');
  });

  it('rejects bad numbers, vesting outside 1–7, percentages over 100, unknown locations and repeated ids', () => {
    expect(
      validateOffers([
        { id: 'a', baseSalary: Number.NaN, signingBonus: -1, vestingYears: 8 },
        {
          id: 'a',
          vestingYears: 0.5,
          esppDiscount: 101,
          matchPercentage401k: 100,
          workLocation: 'moon' as WorkLocation,
        },
      ]),
    ).toEqual([
      {
        path: 'offers.0.baseSalary',
        message: 'Please enter valid numbers for all required fields.',
      },
      { path: 'offers.0.signingBonus', message: 'Amounts cannot be negative' },
      { path: 'offers.0.vestingYears', message: 'Vesting period must be between 1 and 7 years' },
      { path: 'offers.1.id', message: 'Each offer needs its own id' },
      { path: 'offers.1.workLocation', message: 'Work location must be remote, hybrid or onsite' },
      { path: 'offers.1.vestingYears', message: 'Vesting period must be between 1 and 7 years' },
      { path: 'offers.1.esppDiscount', message: 'Percentages cannot exceed 100%' },
    ]);
  });

  it('answers input of the wrong type from untyped callers with issues', () => {
    const untyped = (offers: unknown) => validateOffers(offers as OfferInput[]);
    for (const offers of [undefined, null, { id: 'a' }, 'offers']) {
      expect(untyped(offers)).toEqual([{ path: 'offers', message: LIMIT_MESSAGES.notAList }]);
    }
    // eslint-disable-next-line no-sparse-arrays -- a hole, as `delete list[1]` leaves
    expect(untyped([{ id: 'a' }, , 'b'])).toEqual([
      { path: 'offers.1', message: LIMIT_MESSAGES.notAnObject },
      { path: 'offers.2', message: LIMIT_MESSAGES.notAnObject },
    ]);
    expect(
      untyped([
        { id: 1, name: 2, baseSalary: '90000', isUnlimitedPTO: 'false' },
        { id: 'b', isPerformanceBonusPercentage: 0, isCompanyBonusTargetPercentage: null },
      ]),
    ).toEqual([
      { path: 'offers.0.id', message: LIMIT_MESSAGES.notText },
      { path: 'offers.0.name', message: LIMIT_MESSAGES.notText },
      { path: 'offers.0.isUnlimitedPTO', message: LIMIT_MESSAGES.notTrueOrFalse },
      { path: 'offers.0.baseSalary', message: COMPENSATION_MESSAGES.invalidNumber },
      { path: 'offers.1.isPerformanceBonusPercentage', message: LIMIT_MESSAGES.notTrueOrFalse },
      { path: 'offers.1.isCompanyBonusTargetPercentage', message: LIMIT_MESSAGES.notTrueOrFalse },
    ]);
  });

  it('rejects a long list at once, in constant time', () => {
    const many = Array.from({ length: 50_000 }, (_, index) => ({ id: String(index) }));
    const started = performance.now();
    expect(validateOffers(many)).toEqual([
      { path: 'offers', message: COMPENSATION_MESSAGES.maxOffers },
    ]);
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('bounds amounts, PTO, parental leave, bonus percentages and options', () => {
    const { maxPtoDays, maxParentalLeaveWeeks, maxBonusPercent, maxStockOptions } =
      COMPENSATION_DEFAULTS;
    const atBounds: OfferInput = {
      id: 'a',
      baseSalary: 1e12,
      ptoDays: maxPtoDays,
      parentalLeaveWeeks: maxParentalLeaveWeeks,
      performanceBonus: maxBonusPercent,
      stockOptions: maxStockOptions,
    };
    expect(validateOffers([atBounds, { id: 'b' }])).toEqual([]);
    expect(
      validateOffers([
        {
          id: 'a',
          baseSalary: 1e12 + 1,
          ptoDays: 366,
          parentalLeaveWeeks: 105,
          performanceBonus: 1001,
          stockOptions: maxStockOptions + 1,
        },
        {
          id: 'b',
          performanceBonus: 1001,
          isPerformanceBonusPercentage: false,
          companyBonusTarget: 1001,
          isCompanyBonusTargetPercentage: true,
        },
      ]),
    ).toEqual([
      { path: 'offers.0.baseSalary', message: LIMIT_MESSAGES.amountTooLarge },
      { path: 'offers.0.performanceBonus', message: 'Bonus percentages cannot exceed 1000%' },
      { path: 'offers.0.stockOptions', message: 'Stock options cannot exceed 1,000,000,000' },
      { path: 'offers.0.ptoDays', message: 'PTO days must be at most 365' },
      { path: 'offers.0.parentalLeaveWeeks', message: 'Parental leave must be at most 104 weeks' },
      { path: 'offers.1.companyBonusTarget', message: 'Bonus percentages cannot exceed 1000%' },
    ]);
  });

  it('keeps its constants frozen', () => {
    expect(() => {
      (OFFER_DEFAULTS as { vestingYears: number }).vestingYears = 0;
    }).toThrow(TypeError);
    expect(() => {
      (COMPENSATION_DEFAULTS as { maxOffers: number }).maxOffers = 40;
    }).toThrow(TypeError);
    expect(() => {
      (BENEFIT_FIELDS as unknown as string[])[0] = 'baseSalary';
    }).toThrow(TypeError);
    expect(() => {
      (COMPENSATION_STRENGTH_TEXT as Record<string, string>).pto = '';
    }).toThrow(TypeError);
    expect(OFFER_DEFAULTS.vestingYears).toBe(4);
  });
});
