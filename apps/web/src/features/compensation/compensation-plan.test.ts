import type { Field } from '@freedompath/engine';
import { OFFER_DEFAULTS } from '@freedompath/engine/compensation';
import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { throughUrl } from '../calculators/kit/test-support/through-url';
import { compensationForm } from './compensation-form-state';
import { compensationPlan, OFFER_FIELDS } from './compensation-plan';
import type { CompensationPlanValues, PlanOffer } from './compensation-plan';

/** A value other than the default (a compact offer stores only those), in whole cents. */
const nonZeroCents = (max: number) =>
  fc.integer({ min: 1, max: Math.min(max, 1e10) * 100 }).map((n) => n / 100);

/** Every number typed as text (vesting is a slider), with a value the URL holds. */
const amounts = Object.fromEntries(
  Object.entries(OFFER_FIELDS as Readonly<Record<string, Field>>).flatMap(([name, field]) =>
    'max' in field && name !== 'vestingYears' ? [[name, nonZeroCents(field.max)]] : [],
  ),
) as Record<string, fc.Arbitrary<number>>;

const planOffer = fc.record(
  {
    name: fc.string({ maxLength: 100 }),
    workLocation: fc.constantFrom('remote' as const, 'hybrid' as const),
    vestingYears: fc.constantFrom(1, 2, 3, 5, 6, 7),
    isPerformanceBonusPercentage: fc.constant(false),
    isCompanyBonusTargetPercentage: fc.constant(false),
    isUnlimitedPTO: fc.constant(true),
    ...amounts,
  },
  { requiredKeys: ['name'] },
) as fc.Arbitrary<PlanOffer>;

const planValues: fc.Arbitrary<CompensationPlanValues> = fc.record({
  offers: fc.array(planOffer, { minLength: 2, maxLength: 4 }),
});

describe('compensationPlan', () => {
  it('round-trips any list of offers through the URL', () => {
    fc.assert(
      fc.property(planValues, (values) => {
        expect(throughUrl(compensationPlan, values).back).toEqual(values);
      }),
      { numRuns: 50 },
    );
  });

  it('round-trips any list of offers through the cards', () => {
    fc.assert(
      fc.property(planValues, (values) => {
        expect(
          compensationForm.toPlan(compensationForm.fromPlan(values), compensationPlan.defaults),
        ).toEqual(values);
      }),
      { numRuns: 50 },
    );
  });

  it('starts with the current job and the new offer, and leaves them out of the URL', () => {
    expect(compensationPlan.defaults.offers).toEqual([
      { name: 'Current Job' },
      { name: 'New Offer' },
    ]);
    expect(
      throughUrl(compensationPlan, { offers: [...compensationPlan.defaults.offers] }).url,
    ).toBe('');
  });

  it('stores only what differs from the offer defaults', () => {
    const form = compensationForm.fromPlan(compensationPlan.defaults);
    form[1]!.baseSalary = '120,000';
    form[1]!.matchPercentage401k = '0';
    form[1]!.vestingYears = String(OFFER_DEFAULTS.vestingYears);
    form[1]!.workLocation = 'remote';
    const plan = compensationForm.toPlan(form, compensationPlan.defaults);
    expect(plan.offers).toEqual([
      { name: 'Current Job' },
      { name: 'New Offer', workLocation: 'remote', baseSalary: 120000 },
    ]);
    expect(decodeURIComponent(throughUrl(compensationPlan, plan).url)).toBe(
      '?offers=[{"name":"Current+Job"},{"name":"New+Offer","workLocation":"remote","baseSalary":120000}]',
    );
  });

  it('keeps the last good amount for text that does not parse or is out of bounds', () => {
    const plan = { offers: [{ name: 'A', baseSalary: 90000 }, { name: 'B' }] };
    const form = compensationForm.fromPlan(plan);
    form[0]!.baseSalary = '90k';
    form[1]!.esppDiscount = '150';
    form[1]!.signingBonus = '-5';
    expect(compensationForm.toPlan(form, plan)).toEqual(plan);
  });

  it('drops each nonsense field of a hand-edited link, and a nonsense list falls back to defaults', () => {
    const parse = (offers: unknown) =>
      compensationPlan.parse(defaultParseSearch(defaultStringifySearch({ offers })));
    expect(
      parse([
        { name: 'A', baseSalary: -1, vestingYears: 9, workLocation: 'moon', ptoDays: 20 },
        { name: 7, isUnlimitedPTO: 'yes', esppDiscount: 101 },
      ]),
    ).toEqual({ offers: [{ name: 'A', ptoDays: 20 }, { name: '' }] });
    expect(parse([{ name: 'only one' }])).toEqual(compensationPlan.defaults);
    expect(parse(Array.from({ length: 5 }, () => ({ name: 'x' })))).toEqual(
      compensationPlan.defaults,
    );
    expect(parse('offers')).toEqual(compensationPlan.defaults);
    expect(compensationPlan.parse(defaultParseSearch('?offers=%5B%5B'))).toEqual(
      compensationPlan.defaults,
    );
  });
});
