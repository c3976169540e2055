export { compareOffers } from './compare-offers.js';
export { COMPENSATION_DEFINITION } from './compensation-definition.js';
export { createDefaultOffer } from './create-default-offer.js';
export { validateOffers } from './validate-offers.js';
export {
  COMPENSATION_DEFAULTS,
  COMPENSATION_MESSAGES,
  COMPENSATION_STRENGTH_TEXT,
  COMPENSATION_THRESHOLDS,
  COMPENSATION_WEAKNESS_TEXT,
  OFFER_DEFAULTS,
} from './constants.js';
export type * from './types.js';
