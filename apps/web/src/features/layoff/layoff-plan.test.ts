import { LAYOFF_DEFAULTS, LAYOFF_LIMITS } from '@freedompath/engine/layoff';
import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { throughUrl } from '../calculators/kit/test-support/through-url';
import { layoffForm } from './layoff-form-state';
import { layoffPlan } from './layoff-plan';
import type { LayoffField, LayoffPlan } from './layoff-plan';

const layoffFieldNames = Object.keys(layoffPlan.defaults) as LayoffField[];

/** A blank field (`null`) or a value in hundredths from 0 to `max`: what a visitor can type. */
const upTo = (max: number) =>
  fc.option(
    fc.integer({ min: 0, max: max * 100 }).map((hundredths) => hundredths / 100),
    { nil: null },
  );
const money = upTo(1e12);

const planValues: fc.Arbitrary<LayoffPlan> = fc.record({
  baseSalary: money,
  yearsOfService: upTo(LAYOFF_LIMITS.yearsOfService),
  severanceWeeksPerYear: upTo(LAYOFF_LIMITS.severanceWeeksPerYear),
  unusedPTO: upTo(LAYOFF_LIMITS.unusedPTO),
  ptoPayoutRate: upTo(LAYOFF_LIMITS.ptoPayoutRate),
  bonusAmount: money,
  healthBenefitsCost: money,
  healthBenefitsDuration: upTo(LAYOFF_LIMITS.healthBenefitsDuration),
  otherBenefits: money,
  housing: money,
  utilities: money,
  food: money,
  transportation: money,
  insurance: money,
  healthcare: money,
  debt: money,
  other: money,
  emergencyFund: money,
  unemploymentBenefit: money,
});

describe('layoffPlan', () => {
  it('round-trips any plan through the URL', () => {
    fc.assert(
      fc.property(planValues, (values) => {
        expect(throughUrl(layoffPlan, values).back).toEqual(values);
      }),
    );
  });

  it('round-trips any plan through the form texts', () => {
    fc.assert(
      fc.property(planValues, planValues, (values, lastGood) => {
        expect(layoffForm.toPlan(layoffForm.fromPlan(values), lastGood)).toEqual(values);
      }),
    );
  });

  it('starts from the engine’s defaults (the product’s) and leaves them out of the URL', () => {
    expect(layoffPlan.defaults).toEqual({
      ...LAYOFF_DEFAULTS.severance,
      ...LAYOFF_DEFAULTS.expenses,
    });
    expect(layoffPlan.defaults).toMatchObject({
      baseSalary: 85_000,
      yearsOfService: 3,
      severanceWeeksPerYear: 2,
      unusedPTO: 10,
      ptoPayoutRate: 100,
      bonusAmount: 5000,
      healthBenefitsCost: 500,
      healthBenefitsDuration: 3,
      otherBenefits: 1000,
      housing: 2000,
    });
    expect(layoffForm.toInput(layoffForm.fromPlan(layoffPlan.defaults))).toEqual(LAYOFF_DEFAULTS);
    expect(throughUrl(layoffPlan, { ...layoffPlan.defaults }).url).toBe('');
    expect(
      throughUrl(layoffPlan, { ...layoffPlan.defaults, baseSalary: 90_000, food: null }).url,
    ).toBe('?baseSalary=90000&food=null');
  });

  it('falls back to the default for each nonsense field of a hand-edited URL', () => {
    const search = defaultParseSearch(
      '?baseSalary=abc&yearsOfService=-1&severanceWeeksPerYear=53&unusedPTO=%5B1%5D' +
        '&ptoPayoutRate=101&healthBenefitsDuration=121&housing=1e13&food=1e-7&debt=true' +
        '&utilities=150&emergencyFund=null&junk=1',
    );
    expect(layoffPlan.parse(search)).toEqual({
      ...layoffPlan.defaults,
      utilities: 150,
      emergencyFund: null,
    });
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...layoffFieldNames, 'other2'), fc.string()),
        (raw) => {
          const values = layoffPlan.parse(defaultParseSearch(defaultStringifySearch(raw)));
          expect(Object.keys(values).sort()).toEqual([...layoffFieldNames].sort());
          // Whatever the URL held, the form can show it and read it back.
          expect(layoffForm.toPlan(layoffForm.fromPlan(values), layoffPlan.defaults)).toEqual(
            values,
          );
        },
      ),
    );
  });

  it('keeps the last good value for text the plan cannot hold, and null for a blank field', () => {
    const lastGood = { ...layoffPlan.defaults, baseSalary: 70_000 };
    const form = {
      ...layoffForm.fromPlan(lastGood),
      baseSalary: '70k',
      yearsOfService: '-2',
      ptoPayoutRate: '150',
      bonusAmount: '',
      housing: '$2,400.50',
    };
    expect(layoffForm.toPlan(form, lastGood)).toEqual({
      ...lastGood,
      bonusAmount: null,
      housing: 2400.5,
    });
  });

  it('leaves a blank field (0 to the engine) and text that is not a number out of the input', () => {
    const input = layoffForm.toInput({
      ...layoffForm.fromPlan(layoffPlan.defaults),
      bonusAmount: ' ',
      food: 'lots',
      debt: '-5',
    });
    expect(input.severance).not.toHaveProperty('bonusAmount');
    expect(input.expenses.food).toBeUndefined();
    expect(input.expenses.debt).toBe(-5);
  });
});
