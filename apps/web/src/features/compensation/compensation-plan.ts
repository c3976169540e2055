import { COMPENSATION_DEFAULTS } from '@freedompath/engine/compensation';
import type { WorkLocation } from '@freedompath/engine/compensation';
import { z } from 'zod/mini';
import { defineSearchPlan } from '../calculators/kit/plan/define-search-plan';
import type { PlanValues } from '../calculators/kit/plan/define-search-plan';
import { amountMax, OFFER_AMOUNT_FIELDS, OFFER_FLAG_FIELDS } from './offer-fields';
import type { OfferAmountField, OfferFlagField } from './offer-fields';

/** Longest offer name the form takes and the URL carries. */
export const OFFER_NAME_MAX_LENGTH = 100;

/**
 * One offer in the URL: its name and only the fields that differ from `OFFER_DEFAULTS`, which
 * keeps a link short (a typical offer sets a handful of its forty fields).
 */
export type PlanOffer = { name: string; workLocation?: WorkLocation; vestingYears?: number } & {
  [K in OfferAmountField]?: number;
} & { [K in OfferFlagField]?: boolean };

/** A field that is missing or bad in a hand-edited link is left out: the offer's default. */
const optional = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);

/** A plan offer's schema: bounded as `validateOffers` bounds it, bad fields dropped one by one. */
function planOfferSchema() {
  const shape: Record<string, z.ZodMiniType> = {
    name: z.catch(z.string().check(z.maxLength(OFFER_NAME_MAX_LENGTH)), ''),
    workLocation: optional(z.enum(['remote', 'hybrid', 'onsite'])),
    vestingYears: optional(
      z
        .number()
        .check(
          z.int(),
          z.minimum(COMPENSATION_DEFAULTS.minVestingYears),
          z.maximum(COMPENSATION_DEFAULTS.maxVestingYears),
        ),
    ),
  };
  for (const field of OFFER_AMOUNT_FIELDS) {
    shape[field] = optional(z.number().check(z.minimum(0), z.maximum(amountMax(field))));
  }
  for (const field of OFFER_FLAG_FIELDS) shape[field] = optional(z.boolean());
  return z.pipe(
    z.object(shape),
    z.transform(
      (offer: Record<string, unknown>) =>
        Object.fromEntries(
          Object.entries(offer).filter(([, value]) => value !== undefined),
        ) as PlanOffer,
    ),
  );
}

function compensationFields() {
  return {
    offers: z
      .array(planOfferSchema())
      .check(
        z.minLength(COMPENSATION_DEFAULTS.minOffers),
        z.maxLength(COMPENSATION_DEFAULTS.maxOffers),
      ),
  };
}

export type CompensationPlanValues = PlanValues<ReturnType<typeof compensationFields>>;

/** The names of the two offers every comparison starts with (spec §4: current and new). */
export const DEFAULT_OFFER_NAMES = ['Current Job', 'New Offer'] as const;

/** The Compensation Comparison plan in the URL: the list of offers, each stored compactly. */
export const compensationPlan = defineSearchPlan(compensationFields, {
  offers: DEFAULT_OFFER_NAMES.map((name) => ({ name })),
});
