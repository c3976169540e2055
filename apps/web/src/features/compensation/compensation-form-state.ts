import type { ValidationIssue } from '@freedompath/engine';
import type { CompensationInput, OfferInput } from '@freedompath/engine/compensation';
import { calculatorForm } from '../calculators/kit/form/calculator-form';
import type { FormOf } from '../calculators/kit/form/calculator-form';
import { compactOffer, OFFER_CARD, offerCardPlan } from './compensation-plan';
import type { CompensationPlanValues, PlanOffer } from './compensation-plan';

/** One card: plan ↔ typed text ↔ the engine's offer (without its id). */
const cardForm = calculatorForm(OFFER_CARD, offerCardPlan);

/** One offer card as the form holds it: numbers as typed; `id` tells the cards apart. */
export type OfferFormState = FormOf<typeof OFFER_CARD.fields> & { id: string };

/** The ids of the cards: the first two are the current job and the new offer. */
function offerId(index: number): string {
  return index === 0 ? 'current' : index === 1 ? 'new' : `offer-${index + 1}`;
}

/** The card's every field: what a compact offer leaves out is where a new card starts. */
const fullOffer = (offer: PlanOffer) => ({ ...offerCardPlan.defaults, ...offer });

/** The card an offer of the plan fills in. */
function offerFromPlan(offer: PlanOffer, id: string): OfferFormState {
  return { ...cardForm.fromPlan(fullOffer(offer)), id };
}

/** A blank card for the next offer, with an id no card has. */
export function newOffer(offers: readonly OfferFormState[]): OfferFormState {
  let index = offers.length;
  while (offers.some((offer) => offer.id === offerId(index))) index += 1;
  return offerFromPlan({ name: `Offer ${offers.length + 1}` }, offerId(index));
}

/** PTO days are not read while PTO is unlimited: the field is off. */
const isOff = (offer: OfferFormState, field: string) => field === 'ptoDays' && offer.isUnlimitedPTO;

/** The engine's offer for a card; blank numbers are left out, so they are 0. */
function offerInput(offer: OfferFormState): OfferInput {
  const input: OfferInput = { ...cardForm.toInput(offer), id: offer.id };
  if (isOff(offer, 'ptoDays')) delete input.ptoDays;
  return input;
}

/**
 * The offer cards: plan ↔ typed text ↔ the engine's offers. Blank numbers are 0 (product:
 * compensation#validation); text that is not a number is left out of the input, and
 * `textIssues` gives it the message given (the product's `COMPENSATION_MESSAGES.invalidNumber`).
 */
export const compensationForm = {
  /** The cards as a plan (or a shared link) fills them in. */
  fromPlan: (plan: CompensationPlanValues): OfferFormState[] =>
    plan.offers.map((offer, index) => offerFromPlan(offer, offerId(index))),

  /**
   * The plan the cards hold, for the URL: per offer only what differs from `OFFER_DEFAULTS`. A
   * number whose text does not parse (or is out of bounds) keeps the value the plan has for the
   * offer at that position.
   */
  toPlan: (offers: readonly OfferFormState[], plan: CompensationPlanValues) => ({
    offers: offers.map((offer, index) =>
      compactOffer(cardForm.toPlan(offer, fullOffer(plan.offers[index] ?? { name: '' }))),
    ),
  }),

  /** The engine's offers (`CompensationInput['offers']`, which `compareOffers` takes). */
  toInput: (offers: readonly OfferFormState[]): CompensationInput['offers'] =>
    offers.map(offerInput),

  textIssues: (offers: readonly OfferFormState[], message: string): ValidationIssue[] =>
    offers.flatMap((offer, index) =>
      cardForm
        .textIssues(offer, message)
        .filter((issue) => !isOff(offer, issue.path))
        .map((issue) => ({ ...issue, path: `offers.${index}.${issue.path}` })),
    ),
};
