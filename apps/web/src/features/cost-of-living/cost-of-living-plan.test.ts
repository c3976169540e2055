import { COST_OF_LIVING_DEFINITION, DESTINATIONS } from '@freedompath/engine/cost-of-living';
import { defaultParseSearch } from '@tanstack/react-router';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { throughUrl } from '../calculators/kit/test-support/through-url';
import { costOfLivingForm } from './cost-of-living-form-state';
import { costOfLivingPlan } from './cost-of-living-plan';
import type { CostOfLivingPlan } from './cost-of-living-plan';

/** Dollar amounts to the cent, 0 to $1e12, or blank: what a visitor can type. */
const amount = fc.option(
  fc.integer({ min: 0, max: 1e14 }).map((cents) => cents / 100),
  { nil: null },
);

const costOfLivingPlanValues: fc.Arbitrary<CostOfLivingPlan> = fc.record({
  savings: amount,
  rent: amount,
  utilities: amount,
  food: amount,
  transportation: amount,
  healthcare: amount,
  entertainment: amount,
  other: amount,
  destination: fc.constantFrom('' as const, ...DESTINATIONS.map((d) => d.value)),
  customLocation: fc.string({
    maxLength: COST_OF_LIVING_DEFINITION.fields.customLocation.maxLength,
  }),
});

describe('costOfLivingPlan', () => {
  it('round-trips any plan through the URL', () => {
    fc.assert(
      fc.property(costOfLivingPlanValues, (values) => {
        expect(throughUrl(costOfLivingPlan, values).back).toEqual(values);
      }),
    );
  });

  it('round-trips any plan through the form texts', () => {
    fc.assert(
      fc.property(costOfLivingPlanValues, (values) => {
        expect(
          costOfLivingForm.toPlan(costOfLivingForm.fromPlan(values), costOfLivingPlan.defaults),
        ).toEqual(values);
      }),
    );
  });

  it('leaves the defaults (blank form, no destination) out of the URL', () => {
    expect(throughUrl(costOfLivingPlan, { ...costOfLivingPlan.defaults }).url).toBe('');
    expect(
      throughUrl(costOfLivingPlan, {
        ...costOfLivingPlan.defaults,
        rent: 1500,
        destination: 'bali',
      }).url,
    ).toBe('?rent=1500&destination=bali');
  });

  it('falls back to the default for each nonsense field of a hand-edited URL', () => {
    expect(
      costOfLivingPlan.parse(
        defaultParseSearch(
          '?rent=abc&savings=-5&food=300&destination=mars&utilities=1e13&other=%5B1%5D&customLocation=7',
        ),
      ),
    ).toEqual({ ...costOfLivingPlan.defaults, food: 300 });
    expect(costOfLivingPlan.parse(defaultParseSearch('?destination=chiang-mai'))).toEqual({
      ...costOfLivingPlan.defaults,
      destination: 'chiang-mai',
    });
  });
});
