import type { ValidationIssue } from '@freedompath/engine';
import { COMPENSATION_MESSAGES, OFFER_DEFAULTS } from '@freedompath/engine/compensation';
import type { OfferInput, WorkLocation } from '@freedompath/engine/compensation';
import { numberText, parseNumber } from '../calculators/kit/fields/parse-number';
import { OFFER_NAME_MAX_LENGTH } from './compensation-plan';
import type { CompensationPlanValues, PlanOffer } from './compensation-plan';
import { amountMax, OFFER_AMOUNT_FIELDS, OFFER_FLAG_FIELDS } from './offer-fields';
import type { OfferAmountField, OfferFlagField } from './offer-fields';

/** One offer card as the form holds it: amounts as typed. */
export interface OfferFormState {
  /** Tells the cards apart (React keys, engine ids); not part of the URL. */
  id: string;
  name: string;
  workLocation: WorkLocation;
  amounts: Record<OfferAmountField, string>;
  /** From the slider: always a whole number of years, 1 to 7. */
  vestingYears: number;
  flags: Record<OfferFlagField, boolean>;
}

/** The ids of the cards: the first two are the current job and the new offer. */
function offerId(index: number): string {
  return index === 0 ? 'current' : index === 1 ? 'new' : `offer-${index + 1}`;
}

/** The card an offer of the plan fills in. */
function offerFromPlan(offer: PlanOffer, id: string): OfferFormState {
  const amounts = {} as Record<OfferAmountField, string>;
  // A field at its default ($0) shows blank, which reads as 0, so a new card is uncluttered.
  for (const field of OFFER_AMOUNT_FIELDS) amounts[field] = numberText(offer[field]);
  const flags = {} as Record<OfferFlagField, boolean>;
  for (const field of OFFER_FLAG_FIELDS) flags[field] = offer[field] ?? OFFER_DEFAULTS[field];
  return {
    id,
    name: offer.name,
    workLocation: offer.workLocation ?? OFFER_DEFAULTS.workLocation,
    amounts,
    vestingYears: offer.vestingYears ?? OFFER_DEFAULTS.vestingYears,
    flags,
  };
}

/** The cards as a plan (or a shared link) fills them in. */
export function formFromPlan(plan: CompensationPlanValues): OfferFormState[] {
  return plan.offers.map((offer, index) => offerFromPlan(offer, offerId(index)));
}

/** A blank card for the next offer, with an id no card has. */
export function newOffer(offers: readonly OfferFormState[]): OfferFormState {
  let index = offers.length;
  while (offers.some((offer) => offer.id === offerId(index))) index += 1;
  return offerFromPlan({ name: `Offer ${offers.length + 1}` }, offerId(index));
}

/** The amount a text stands for when the plan can hold it; blank is $0. */
function planAmount(field: OfferAmountField, text: string): number | undefined {
  const value = text.trim() === '' ? 0 : parseNumber(text);
  return value !== undefined && value >= 0 && value <= amountMax(field) ? value : undefined;
}

/**
 * The plan the cards hold, for the URL: per offer only what differs from `OFFER_DEFAULTS`.
 * An amount whose text does not parse (or is out of bounds) keeps the value the plan has for
 * the offer at that position.
 */
export function planFromForm(
  offers: readonly OfferFormState[],
  plan: CompensationPlanValues,
): CompensationPlanValues {
  return {
    offers: offers.map((offer, index) => {
      const compact: PlanOffer = { name: offer.name.slice(0, OFFER_NAME_MAX_LENGTH) };
      if (offer.workLocation !== OFFER_DEFAULTS.workLocation) {
        compact.workLocation = offer.workLocation;
      }
      if (offer.vestingYears !== OFFER_DEFAULTS.vestingYears) {
        compact.vestingYears = offer.vestingYears;
      }
      for (const field of OFFER_AMOUNT_FIELDS) {
        const value = planAmount(field, offer.amounts[field]) ?? plan.offers[index]?.[field];
        if (value !== undefined && value !== OFFER_DEFAULTS[field]) compact[field] = value;
      }
      for (const field of OFFER_FLAG_FIELDS) {
        if (offer.flags[field] !== OFFER_DEFAULTS[field]) compact[field] = offer.flags[field];
      }
      return compact;
    }),
  };
}

/** The engine's input read from the cards, and the issues of texts that are not numbers. */
export interface OffersInputs {
  offers: OfferInput[];
  textIssues: ValidationIssue[];
}

/**
 * Reads the cards for `compareOffers`. Blank numbers are 0 (spec §5); text that is not a
 * number gets the spec's 'Please enter valid numbers for all required fields.' at its field
 * and is left `undefined`. PTO days are not read while PTO is unlimited (the field is off).
 */
export function inputsFromForm(offers: readonly OfferFormState[]): OffersInputs {
  const textIssues: ValidationIssue[] = [];
  const inputs = offers.map((offer, index): OfferInput => {
    const input: OfferInput = {
      id: offer.id,
      name: offer.name,
      workLocation: offer.workLocation,
      vestingYears: offer.vestingYears,
      ...offer.flags,
    };
    for (const field of OFFER_AMOUNT_FIELDS) {
      if (field === 'ptoDays' && offer.flags.isUnlimitedPTO) continue;
      const text = offer.amounts[field];
      const value = text.trim() === '' ? 0 : parseNumber(text);
      if (value === undefined) {
        textIssues.push({
          path: `offers.${index}.${field}`,
          message: COMPENSATION_MESSAGES.invalidNumber,
        });
      }
      input[field] = value;
    }
    return input;
  });
  return { offers: inputs, textIssues };
}
