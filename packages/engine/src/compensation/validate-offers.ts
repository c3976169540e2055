import { fieldOf, isFiniteNumber, isRecord } from '../shared/inputs.js';
import { ENGINE_LIMITS, LIMIT_MESSAGES } from '../shared/limits.js';
import type { ValidationIssue } from '../shared/validation-issue.js';
import {
  COMPENSATION_DEFAULTS as C,
  COMPENSATION_MESSAGES as M,
  OFFER_BOOLEAN_FIELDS,
  OFFER_NUMBER_FIELDS,
} from './constants.js';
import type { OfferInput, OfferNumberField } from './types.js';

const LOCATIONS: readonly unknown[] = ['remote', 'hybrid', 'onsite'];

/** The flag saying whether a bonus field is a percent of base salary. */
const PERCENT_FLAG: Partial<Record<OfferNumberField, keyof OfferInput>> = {
  performanceBonus: 'isPerformanceBonusPercentage',
  companyBonusTarget: 'isCompanyBonusTargetPercentage',
};

/** The message of a number field's upper bound when `value` is over it, else `undefined`. */
function overBound(field: OfferNumberField, value: number, offer: object): string | undefined {
  switch (field) {
    case 'vestingYears':
      return value < C.minVestingYears || value > C.maxVestingYears ? M.vestingYears : undefined;
    case 'esppDiscount':
    case 'matchPercentage401k':
      return value > 100 ? M.percentOver100 : undefined;
    case 'ptoDays':
      return value > C.maxPtoDays ? M.ptoDays : undefined;
    case 'parentalLeaveWeeks':
      return value > C.maxParentalLeaveWeeks ? M.parentalLeaveWeeks : undefined;
    case 'stockOptions':
      return value > C.maxStockOptions ? M.stockOptions : undefined;
    default: {
      const flag = PERCENT_FLAG[field];
      // A blank flag defaults to a percentage (spec §9).
      if (flag !== undefined && (fieldOf(offer, flag) ?? true) === true) {
        return value > C.maxBonusPercent ? M.bonusPercent : undefined;
      }
      return value > ENGINE_LIMITS.maxAmount ? LIMIT_MESSAGES.amountTooLarge : undefined;
    }
  }
}

function offerIssues(offer: unknown, path: string, ids: Set<string>): ValidationIssue[] {
  if (!isRecord(offer)) return [{ path, message: LIMIT_MESSAGES.notAnObject }];
  const issues: ValidationIssue[] = [];
  const id = fieldOf(offer, 'id');
  if (typeof id !== 'string') {
    issues.push({ path: `${path}.id`, message: LIMIT_MESSAGES.notText });
  } else if (ids.has(id)) {
    issues.push({ path: `${path}.id`, message: M.duplicateId });
  } else {
    ids.add(id);
  }
  const name = fieldOf(offer, 'name');
  if (name !== undefined && typeof name !== 'string') {
    issues.push({ path: `${path}.name`, message: LIMIT_MESSAGES.notText });
  }
  const location = fieldOf(offer, 'workLocation');
  if (location !== undefined && !LOCATIONS.includes(location)) {
    issues.push({ path: `${path}.workLocation`, message: M.workLocation });
  }
  for (const field of OFFER_BOOLEAN_FIELDS) {
    const value = fieldOf(offer, field);
    if (value !== undefined && typeof value !== 'boolean') {
      issues.push({ path: `${path}.${field}`, message: LIMIT_MESSAGES.notTrueOrFalse });
    }
  }
  for (const field of OFFER_NUMBER_FIELDS) {
    const value = fieldOf(offer, field);
    if (value === undefined) continue;
    const message = !isFiniteNumber(value)
      ? M.invalidNumber
      : value < 0
        ? M.negativeNumber
        : overBound(field, value, offer);
    if (message !== undefined) issues.push({ path: `${path}.${field}`, message });
  }
  return issues;
}

/**
 * Checks the offers to compare: 2 to 4 of them (spec §5; a longer list gets that one issue and
 * is not read further), distinct text ids, names text when given, every number finite and 0 or
 * more, the ESPP discount and 401(k) match at most 100 %, vesting 1–7 years. Beyond the spec:
 * PTO at most 365 days, parental leave at most 104 weeks, bonuses given as percentages at most
 * 1000 %, at most 1,000,000,000 stock options, every other amount at most
 * `ENGINE_LIMITS.maxAmount`, and the yes/no flags `true` or `false`. Paths are `offers` and
 * `offers.<index>.<field>`. Never throws, whatever it is given.
 *
 * @example validateOffers([{ id: 'a' }])
 * // [{ path: 'offers', message: 'Minimum of 2 offers required for comparison.' }]
 */
export function validateOffers(offers: readonly OfferInput[]): ValidationIssue[] {
  const input: unknown = offers;
  if (!Array.isArray(input)) return [{ path: 'offers', message: LIMIT_MESSAGES.notAList }];
  if (input.length > C.maxOffers) return [{ path: 'offers', message: M.maxOffers }];
  const issues: ValidationIssue[] = [];
  if (input.length < C.minOffers) issues.push({ path: 'offers', message: M.minOffers });
  const ids = new Set<string>();
  // A plain loop, not forEach: forEach skips the holes of a sparse list.
  for (let index = 0; index < input.length; index += 1) {
    issues.push(...offerIssues(input[index], `offers.${index}`, ids));
  }
  return issues;
}
