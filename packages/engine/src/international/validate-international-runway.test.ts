import { describe, expect, it } from 'vitest';
import { INTERNATIONAL_MESSAGES } from './constants.js';
import type { RunwayCalculationType, VisaKind } from './types.js';
import { validateInternationalRunway } from './validate-international-runway.js';

describe('validateInternationalRunway', () => {
  it('accepts a minimal form and zero amounts', () => {
    expect(validateInternationalRunway({ selectedCountries: ['spain'] })).toEqual([]);
    expect(
      validateInternationalRunway({
        cashSavings: 0,
        investments: 0,
        monthlyRemoteIncome: 0,
        portfolioWithdrawal: 0,
        visaTypePreference: ['digital_nomad', 'non_lucrative'],
        selectedCountries: ['spain', 'thailand'],
        runwayCalculationType: 'investments',
        includeIncome: false,
      }),
    ).toEqual([]);
  });

  it('pins every message of spec §5', () => {
    expect(
      validateInternationalRunway({
        cashSavings: -1,
        investments: Number.NaN,
        monthlyRemoteIncome: -0.01,
        portfolioWithdrawal: Number.POSITIVE_INFINITY,
        selectedCountries: [],
      }),
    ).toEqual([
      { path: 'cashSavings', message: 'Savings must be positive' },
      { path: 'investments', message: 'Investments must be positive' },
      { path: 'monthlyRemoteIncome', message: 'Income must be positive' },
      { path: 'portfolioWithdrawal', message: 'Withdrawal must be positive' },
      { path: 'selectedCountries', message: 'Select at least one country' },
    ]);
  });

  it("exports the spec's calculation error text (§8) for the UI", () => {
    expect(INTERNATIONAL_MESSAGES.calculationError).toBe('Error calculating results');
  });

  it('rejects unknown visa kinds, unknown or repeated countries and an unknown runway type', () => {
    expect(
      validateInternationalRunway({
        visaTypePreference: ['golden' as VisaKind],
        selectedCountries: ['portugal', 'narnia', 'portugal'],
        runwayCalculationType: 'crypto' as RunwayCalculationType,
      }),
    ).toEqual([
      { path: 'visaTypePreference.0', message: 'Visa type must be digital_nomad or non_lucrative' },
      { path: 'selectedCountries.1', message: 'Unknown country' },
      { path: 'selectedCountries.2', message: 'Each country can be selected once' },
      {
        path: 'runwayCalculationType',
        message: 'Runway calculation type must be cash, investments or combined',
      },
    ]);
  });
});
