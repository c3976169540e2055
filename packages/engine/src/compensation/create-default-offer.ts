import { OFFER_DEFAULTS } from './constants.js';
import type { Offer } from './types.js';

/**
 * A blank offer card: every amount 0, 4-year vesting, bonuses as percentages of base salary.
 *
 * @example createDefaultOffer('current', 'Current Job').vestingYears // 4
 */
export function createDefaultOffer(id: string, name: string): Offer {
  return { ...OFFER_DEFAULTS, id, name };
}
