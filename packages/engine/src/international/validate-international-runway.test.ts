import { describe, expect, it } from 'vitest';
import {
  INTERNATIONAL_DEFAULTS,
  INTERNATIONAL_MESSAGES,
  INTERNATIONAL_RUNWAY_TYPES,
  INTERNATIONAL_SCORING,
  INTERNATIONAL_VISA_KINDS,
} from './constants.js';
import { INTERNATIONAL_COUNTRIES } from './countries.js';
import type { InternationalRunwayForm, RunwayCalculationType, VisaKind } from './types.js';
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

  it('pins every message of product: international-runway#validation', () => {
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

  it('exports the product’s calculation error text (product: international-runway#messages) for the UI', () => {
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

  it('answers an untyped caller with issues, never a TypeError', () => {
    const untyped = (input: unknown) =>
      validateInternationalRunway(input as InternationalRunwayForm);
    expect(untyped(undefined)).toEqual([{ path: '', message: 'Please fill in the form.' }]);
    expect(untyped('portugal')).toEqual([{ path: '', message: 'Please fill in the form.' }]);
    expect(untyped({})).toEqual([
      { path: 'selectedCountries', message: 'Select at least one country' },
    ]);
    expect(
      untyped({
        cashSavings: '20000',
        investments: null,
        visaTypePreference: 'digital_nomad',
        selectedCountries: 'portugal',
        includeIncome: 'false',
      }),
    ).toEqual([
      { path: 'cashSavings', message: 'Savings must be positive' },
      { path: 'investments', message: 'Investments must be positive' },
      { path: 'visaTypePreference', message: 'Please enter a list.' },
      { path: 'selectedCountries', message: 'Select at least one country' },
      { path: 'includeIncome', message: 'Please choose yes or no.' },
    ]);
    expect(untyped({ selectedCountries: [null, {}, 'spain'], visaTypePreference: [1] })).toEqual([
      { path: 'visaTypePreference.0', message: 'Visa type must be digital_nomad or non_lucrative' },
      { path: 'selectedCountries.0', message: 'Unknown country' },
      { path: 'selectedCountries.1', message: 'Unknown country' },
    ]);
    expect(untyped({ selectedCountries: ['spain'], cashSavings: -0 })).toEqual([]);
    const sparse = ['spain'];
    sparse[2] = 'thailand';
    expect(untyped({ selectedCountries: sparse })).toEqual([
      { path: 'selectedCountries.1', message: 'Unknown country' },
    ]);
  });

  it('bounds amounts and the lengths of its lists', () => {
    expect(
      validateInternationalRunway({
        cashSavings: 1e12,
        monthlyRemoteIncome: 1e12 + 1,
        visaTypePreference: ['digital_nomad', 'digital_nomad', 'non_lucrative'],
        selectedCountries: Array.from({ length: 20_000 }, () => 'spain'),
      }),
    ).toEqual([
      {
        path: 'monthlyRemoteIncome',
        message: 'Please enter an amount of at most $1,000,000,000,000.',
      },
      { path: 'visaTypePreference', message: 'Please enter at most 2 items.' },
      {
        path: 'selectedCountries',
        message: `Please enter at most ${INTERNATIONAL_COUNTRIES.length} items.`,
      },
    ]);
    expect(
      validateInternationalRunway({
        selectedCountries: INTERNATIONAL_COUNTRIES.map((c) => c.id),
      }),
    ).toEqual([]);
  });

  it('freezes its constants and country table', () => {
    const writes = [
      () => ((INTERNATIONAL_DEFAULTS as { baseMonthlyCost: number }).baseMonthlyCost = 0),
      () => (INTERNATIONAL_VISA_KINDS as VisaKind[]).push('golden' as VisaKind),
      () => (INTERNATIONAL_RUNWAY_TYPES as RunwayCalculationType[]).pop(),
      () => ((INTERNATIONAL_SCORING as { pointsPerVisa: number }).pointsPerVisa = 100),
      () => ((INTERNATIONAL_MESSAGES as { selectCountry: string }).selectCountry = ''),
      () => ((INTERNATIONAL_COUNTRIES[0] as { costIndex: number }).costIndex = 0),
      () =>
        ((
          INTERNATIONAL_COUNTRIES[0]!.visaRequirements.digital_nomad as { minSavings: number }
        ).minSavings = 0),
      () =>
        (
          INTERNATIONAL_COUNTRIES[0]!.visaRequirements.digital_nomad!
            .additionalRequirements as string[]
        ).push('x'),
    ];
    for (const write of writes) expect(write).toThrow(TypeError);
  });
});
