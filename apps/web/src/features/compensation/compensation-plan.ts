import type { CalculatorDefinition, Fields, InputOf } from '@freedompath/engine';
import { COMPENSATION_DEFAULTS, COMPENSATION_DEFINITION } from '@freedompath/engine/compensation';
import { z } from 'zod/mini';
import { calculatorPlan } from '../calculators/kit/plan/calculator-plan';
import type { PlanOf } from '../calculators/kit/plan/calculator-plan';
import { defineSearchPlan } from '../calculators/kit/plan/define-search-plan';
import type { PlanValues } from '../calculators/kit/plan/define-search-plan';
import { fieldNumber } from '../calculators/kit/plan/field-number';

const { offers } = COMPENSATION_DEFINITION.fields;
const { id: _id, ...offerFields } = offers.item;

/** An offer's fields as a card shows them; its id tells the cards apart and is not stored. */
export const OFFER_FIELDS = offerFields;

/**
 * An offer's fields as a definition of their own, so each card the form edits in place gets the
 * kit's plan and text conversions (the kit reads only `fields`).
 */
function cardDefinition<Fs extends Fields>(fields: Fs): CalculatorDefinition<Fs> {
  return { name: 'offer', version: 1, fields, example: {} as InputOf<Fs> };
}

export const OFFER_CARD = cardDefinition(offerFields);

const vesting = offerFields.vestingYears;

/** Every field of one card, a blank amount `null`; vesting is set with a slider, in whole years. */
export const offerCardPlan = calculatorPlan(OFFER_CARD, {
  schemas: {
    vestingYears: fieldNumber().check(z.int(), z.minimum(vesting.min), z.maximum(vesting.max)),
  },
});

export type CardPlan = PlanOf<typeof offerFields>;

/**
 * One offer in the URL: its name and only the fields that differ from `OFFER_DEFAULTS`, which
 * keeps a link short (a typical offer sets a handful of its forty fields).
 */
export type PlanOffer = Pick<CardPlan, 'name'> & {
  [K in Exclude<keyof CardPlan, 'name'>]?: NonNullable<CardPlan[K]>;
};

/**
 * A card's plan as the URL holds it: its name, then each field that is neither blank nor its
 * default (a blank amount is $0, the default).
 */
export function compactOffer(card: CardPlan): PlanOffer {
  const fields: Readonly<Record<string, { readonly default?: unknown }>> = offerFields;
  return Object.fromEntries(
    Object.entries(card).filter(
      ([name, value]) => name === 'name' || (value !== null && value !== fields[name]?.default),
    ),
  ) as PlanOffer;
}

/**
 * A plan offer's schema, bounded as `validateOffers` bounds it: a bad field of a hand-edited link
 * is dropped (the offer's default), a bad name is blank.
 */
function planOfferSchema() {
  const shape: Record<string, z.ZodMiniType> = Object.fromEntries(
    Object.entries(offerCardPlan.fields()).map(([name, schema]) => [
      name,
      name === 'name' ? z.catch(schema, '') : z.catch(z.optional(schema), undefined),
    ]),
  );
  return z.pipe(
    z.object(shape),
    z.transform(
      (offer: Record<string, unknown>) =>
        Object.fromEntries(
          Object.entries(offer).filter(([, value]) => value !== undefined && value !== null),
        ) as PlanOffer,
    ),
  );
}

function compensationFields() {
  return {
    offers: z
      .array(planOfferSchema())
      .check(z.minLength(COMPENSATION_DEFAULTS.minOffers), z.maxLength(offers.max)),
  };
}

export type CompensationPlanValues = PlanValues<ReturnType<typeof compensationFields>>;

/**
 * The names of the two offers every comparison starts with (product: compensation#rules: current
 * and new).
 */
export const DEFAULT_OFFER_NAMES = ['Current Job', 'New Offer'] as const;

/** The Compensation Comparison plan in the URL: the list of offers, each stored compactly. */
export const compensationPlan = defineSearchPlan(compensationFields, {
  offers: DEFAULT_OFFER_NAMES.map((name) => ({ name })),
});
