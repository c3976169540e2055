import { numberViolation } from '../shared/calculator-definition.js';
import type { Field, NumberField } from '../shared/calculator-definition.js';
import { fieldOf, isRecord } from '../shared/inputs.js';
import { LIMIT_MESSAGES } from '../shared/limits.js';
import type { ValidationIssue } from '../shared/validation-issue.js';
import { COMPENSATION_DEFINITION } from './compensation-definition.js';
import { COMPENSATION_DEFAULTS as C, COMPENSATION_MESSAGES as M } from './constants.js';
import type { OfferInput, OfferNumberField } from './types.js';

const OFFER_FIELDS: Readonly<Record<string, Field>> = COMPENSATION_DEFINITION.fields.offers.item;

/** The flag saying whether a bonus field is a percent of base salary. */
const PERCENT_FLAG: Partial<Record<OfferNumberField, keyof OfferInput>> = {
  performanceBonus: 'isPerformanceBonusPercentage',
  companyBonusTarget: 'isCompanyBonusTargetPercentage',
};

/** The messages of the bounds beyond a percentage's 100 % and an amount's largest. */
const BOUND_MESSAGES: Partial<Record<OfferNumberField, string>> = {
  vestingYears: M.vestingYears,
  ptoDays: M.ptoDays,
  parentalLeaveWeeks: M.parentalLeaveWeeks,
  stockOptions: M.stockOptions,
};

const isNumberField = (field: Field): field is NumberField =>
  field.kind === 'money' ||
  field.kind === 'percent' ||
  field.kind === 'integer' ||
  field.kind === 'number';

/** What is wrong with a field's given value, if anything (`id` is checked on its own). */
function fieldIssue(name: string, field: Field, value: unknown, offer: object): string | undefined {
  switch (field.kind) {
    case 'text':
      return typeof value === 'string' ? undefined : LIMIT_MESSAGES.notText;
    case 'choice':
      return (field.options as readonly unknown[]).includes(value) ? undefined : M.workLocation;
    case 'boolean':
      return typeof value === 'boolean' ? undefined : LIMIT_MESSAGES.notTrueOrFalse;
    case 'date':
    case 'list':
    case 'choices':
    case 'group':
      return undefined;
    default:
      return numberIssue(name as OfferNumberField, field, value, offer);
  }
}

function numberIssue(
  name: OfferNumberField,
  field: NumberField,
  value: unknown,
  offer: object,
): string | undefined {
  // A value that is given but not a number (`null` included) is not a blank field.
  const violation = numberViolation(field, value ?? Number.NaN);
  const flag = PERCENT_FLAG[name];
  // A blank flag takes its default: a percentage (product: compensation#formulas-and-constants).
  const isPercent =
    flag !== undefined && (fieldOf(offer, flag) ?? OFFER_FIELDS[flag]?.default) === true;
  if (isPercent && (violation === undefined || violation === 'above')) {
    return (value as number) > C.maxBonusPercent ? M.bonusPercent : undefined;
  }
  switch (violation) {
    case undefined:
      return undefined;
    case 'missing':
    case 'invalid':
      return M.invalidNumber;
    case 'below':
      return (value as number) < 0 ? M.negativeNumber : BOUND_MESSAGES[name];
    default:
      return (
        BOUND_MESSAGES[name] ??
        (field.kind === 'percent' ? M.percentOver100 : LIMIT_MESSAGES.amountTooLarge)
      );
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
  // Every other field is optional: absent is its default. Numbers are reported last.
  const fields = Object.entries(OFFER_FIELDS).filter(([name]) => name !== 'id');
  const ordered = [
    ...fields.filter(([, field]) => !isNumberField(field)),
    ...fields.filter(([, field]) => isNumberField(field)),
  ];
  for (const [name, field] of ordered) {
    const value = fieldOf(offer, name);
    if (value === undefined) continue;
    const message = fieldIssue(name, field, value, offer);
    if (message !== undefined) issues.push({ path: `${path}.${name}`, message });
  }
  return issues;
}

/**
 * Checks the offers to compare: 2 to 4 of them (product: compensation#validation; a longer list
 * gets that one issue and is not read further), distinct text ids, names text when given, every
 * number finite and 0 or more, the ESPP discount and 401(k) match at most 100 %, vesting 1–7 years.
 * Beyond the product definition: PTO at most 365 days, parental leave at most 104 weeks, bonuses given as
 * percentages at most 1000 %, at most 1,000,000,000 stock options, every other amount at most
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
