import { describe, expect, it } from 'vitest';
import { COMPENSATION_MESSAGES } from './constants.js';
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

  it('pins the spec messages for too few and too many offers', () => {
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
});
