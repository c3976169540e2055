import { INTERNATIONAL_COUNTRIES } from '@freedompath/engine/international';
import { defaultParseSearch } from '@tanstack/react-router';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { throughUrl } from '../calculators/kit/test-support/through-url';
import { internationalRunwayForm } from './international-runway-form-state';
import { internationalRunwayPlan } from './international-runway-plan';
import type { InternationalRunwayPlan } from './international-runway-plan';

const plan = internationalRunwayPlan;
const countryIds = INTERNATIONAL_COUNTRIES.map(({ id }) => id);

/** Amounts the plan accepts: whole dollars, cents, and any double the form can show as text. */
const amount = fc
  .oneof(
    fc.integer({ min: 0, max: 1e12 }),
    fc.integer({ min: 0, max: 1e14 }).map((cents) => cents / 100),
    fc.double({ min: 0, max: 1e12, noNaN: true, noDefaultInfinity: true }),
  )
  .map((n) => (n === 0 ? 0 : n))
  .filter((n) => plan.parse({ cashSavings: n }).cashSavings === n);
/** An amount or a blank field (`null`). */
const amountOrBlank = fc.option(amount, { nil: null });

const planValues: fc.Arbitrary<InternationalRunwayPlan> = fc.record({
  cashSavings: amountOrBlank,
  investments: amountOrBlank,
  monthlyRemoteIncome: amountOrBlank,
  portfolioWithdrawal: amountOrBlank,
  visaTypePreference: fc.uniqueArray(fc.constantFrom('digital_nomad', 'non_lucrative'), {
    maxLength: 2,
  }),
  selectedCountries: fc.uniqueArray(fc.constantFrom(...countryIds), {
    maxLength: countryIds.length,
  }),
  runwayCalculationType: fc.constantFrom('cash', 'investments', 'combined'),
  includeIncome: fc.boolean(),
});

describe('internationalRunwayPlan', () => {
  it('round-trips any plan through the URL', () => {
    fc.assert(
      fc.property(planValues, (values) => {
        expect(throughUrl(plan, values).back).toEqual(values);
      }),
      { numRuns: 200 },
    );
  });

  it('round-trips any plan through the form texts', () => {
    fc.assert(
      fc.property(planValues, (values) => {
        expect(
          internationalRunwayForm.toPlan(internationalRunwayForm.fromPlan(values), plan.defaults),
        ).toEqual(values);
      }),
      { numRuns: 200 },
    );
  });

  it('starts from the engine defaults with nothing chosen, and leaves defaults out of the URL', () => {
    expect(plan.defaults).toEqual({
      cashSavings: 0,
      investments: 0,
      monthlyRemoteIncome: 0,
      portfolioWithdrawal: 0,
      visaTypePreference: [],
      selectedCountries: [],
      runwayCalculationType: 'combined',
      includeIncome: true,
    });
    expect(throughUrl(plan, { ...plan.defaults }).url).toBe('');
    expect(throughUrl(plan, { ...plan.defaults, selectedCountries: ['spain'] }).url).toBe(
      '?selectedCountries=%5B%22spain%22%5D',
    );
  });

  it('falls back to the default for each nonsense field of a hand-edited URL', () => {
    const search =
      '?cashSavings=abc&investments=-5&monthlyRemoteIncome=1e13&portfolioWithdrawal=250' +
      '&visaTypePreference=%5B%22tourist%22%5D&selectedCountries=%5B%22spain%22%2C%22spain%22%5D' +
      '&runwayCalculationType=forever&includeIncome=maybe&extra=1';
    expect(plan.parse(defaultParseSearch(search))).toEqual({
      ...plan.defaults,
      portfolioWithdrawal: 250,
    });
    expect(plan.parse(defaultParseSearch('?selectedCountries=%5B%22mars%22%5D'))).toEqual(
      plan.defaults,
    );
    expect(plan.parse(defaultParseSearch('?cashSavings=1e-7'))).toEqual(plan.defaults);
    expect(
      plan.parse(defaultParseSearch('?selectedCountries=%5B%22thailand%22%2C%22spain%22%5D')),
    ).toEqual({ ...plan.defaults, selectedCountries: ['thailand', 'spain'] });
  });
});

describe('internationalRunwayForm.toPlan', () => {
  const lastGood: InternationalRunwayPlan = {
    ...plan.defaults,
    cashSavings: 900,
    investments: 5,
    portfolioWithdrawal: 40,
  };

  it('writes amounts that parse, blank as null and keeps the last good value otherwise', () => {
    const form = {
      ...internationalRunwayForm.fromPlan(lastGood),
      cashSavings: '12x',
      investments: '',
      monthlyRemoteIncome: '$3,500',
      portfolioWithdrawal: '-20',
    };
    expect(internationalRunwayForm.toPlan(form, lastGood)).toEqual({
      ...lastGood,
      cashSavings: 900,
      investments: null,
      monthlyRemoteIncome: 3500,
      portfolioWithdrawal: 40,
    });
  });
});
