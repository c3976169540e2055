import type { ValidationIssue } from '../shared/validation-issue.js';
import { COMPENSATION_DEFAULTS, COMPENSATION_MESSAGES, OFFER_NUMBER_FIELDS } from './constants.js';
import type { OfferInput } from './types.js';

const LOCATIONS: readonly string[] = ['remote', 'hybrid', 'onsite'];
const PERCENT_FIELDS = ['esppDiscount', 'matchPercentage401k'] as const;

/**
 * Checks the offers to compare: 2 to 4 of them (spec §5), distinct ids, every number finite
 * and 0 or more, the ESPP discount and 401(k) match at most 100 %, vesting 1–7 years.
 * Paths are `offers` and `offers.<index>.<field>`.
 *
 * @example validateOffers([{ id: 'a' }])
 * // [{ path: 'offers', message: 'Minimum of 2 offers required for comparison.' }]
 */
export function validateOffers(offers: readonly OfferInput[]): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (offers.length < COMPENSATION_DEFAULTS.minOffers) {
    issues.push({ path: 'offers', message: COMPENSATION_MESSAGES.minOffers });
  } else if (offers.length > COMPENSATION_DEFAULTS.maxOffers) {
    issues.push({ path: 'offers', message: COMPENSATION_MESSAGES.maxOffers });
  }
  offers.forEach((offer, index) => {
    const path = `offers.${index}`;
    if (offers.findIndex((other) => other.id === offer.id) !== index) {
      issues.push({ path: `${path}.id`, message: COMPENSATION_MESSAGES.duplicateId });
    }
    if (offer.workLocation !== undefined && !LOCATIONS.includes(offer.workLocation)) {
      issues.push({ path: `${path}.workLocation`, message: COMPENSATION_MESSAGES.workLocation });
    }
    for (const field of OFFER_NUMBER_FIELDS) {
      const value = offer[field];
      if (value === undefined) continue;
      if (!Number.isFinite(value)) {
        issues.push({ path: `${path}.${field}`, message: COMPENSATION_MESSAGES.invalidNumber });
      } else if (value < 0) {
        issues.push({ path: `${path}.${field}`, message: COMPENSATION_MESSAGES.negativeNumber });
      } else if (
        field === 'vestingYears' &&
        (value < COMPENSATION_DEFAULTS.minVestingYears ||
          value > COMPENSATION_DEFAULTS.maxVestingYears)
      ) {
        issues.push({ path: `${path}.${field}`, message: COMPENSATION_MESSAGES.vestingYears });
      } else if ((PERCENT_FIELDS as readonly string[]).includes(field) && value > 100) {
        issues.push({ path: `${path}.${field}`, message: COMPENSATION_MESSAGES.percentOver100 });
      }
    }
  });
  return issues;
}
