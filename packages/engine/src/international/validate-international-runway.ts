import { fieldOf, isFiniteNumber, isRecord } from '../shared/inputs.js';
import { ENGINE_LIMITS, LIMIT_MESSAGES } from '../shared/limits.js';
import type { ValidationIssue } from '../shared/validation-issue.js';
import {
  INTERNATIONAL_MESSAGES,
  INTERNATIONAL_RUNWAY_TYPES,
  INTERNATIONAL_VISA_KINDS,
} from './constants.js';
import { INTERNATIONAL_COUNTRIES } from './countries.js';
import type { InternationalRunwayForm, RunwayCalculationType, VisaKind } from './types.js';

const AMOUNTS = [
  'cashSavings',
  'investments',
  'monthlyRemoteIncome',
  'portfolioWithdrawal',
] as const;

const COUNTRY_IDS: ReadonlySet<unknown> = new Set(INTERNATIONAL_COUNTRIES.map(({ id }) => id));

/** Issues of the selected countries: a list of known ids, each once, at most all of them. */
function countryIssues(selected: unknown): ValidationIssue[] {
  const path = 'selectedCountries';
  if (!Array.isArray(selected) || selected.length === 0) {
    return [{ path, message: INTERNATIONAL_MESSAGES.selectCountry }];
  }
  // Repeats are rejected, so a longer list cannot be valid: say so before reading it.
  if (selected.length > INTERNATIONAL_COUNTRIES.length) {
    return [{ path, message: LIMIT_MESSAGES.tooMany(INTERNATIONAL_COUNTRIES.length) }];
  }
  const issues: ValidationIssue[] = [];
  const seen = new Set<unknown>();
  for (let index = 0; index < selected.length; index++) {
    const id: unknown = selected[index];
    if (!COUNTRY_IDS.has(id)) {
      issues.push({ path: `${path}.${index}`, message: INTERNATIONAL_MESSAGES.unknownCountry });
    } else if (seen.has(id)) {
      issues.push({ path: `${path}.${index}`, message: INTERNATIONAL_MESSAGES.duplicateCountry });
    }
    seen.add(id);
  }
  return issues;
}

/** Issues of the visa preference: absent, or a list of at most the two kinds. */
function visaIssues(preference: unknown): ValidationIssue[] {
  const path = 'visaTypePreference';
  if (preference === undefined) return [];
  if (!Array.isArray(preference)) return [{ path, message: LIMIT_MESSAGES.notAList }];
  if (preference.length > INTERNATIONAL_VISA_KINDS.length) {
    return [{ path, message: LIMIT_MESSAGES.tooMany(INTERNATIONAL_VISA_KINDS.length) }];
  }
  const issues: ValidationIssue[] = [];
  for (let index = 0; index < preference.length; index++) {
    if (!INTERNATIONAL_VISA_KINDS.includes(preference[index] as VisaKind)) {
      issues.push({ path: `${path}.${index}`, message: INTERNATIONAL_MESSAGES.visaType });
    }
  }
  return issues;
}

/**
 * Checks the international runway form (spec §5): amounts are optional and, when given, finite
 * and 0 or more; visa preferences are `digital_nomad` or `non_lucrative`; at least one known
 * country is selected, each once; the runway type is cash, investments or combined.
 * Beyond the spec: amounts are at most $1e12, `includeIncome` is true or false, and the lists
 * hold at most 2 visa kinds and at most one entry per country. Never throws.
 *
 * @example validateInternationalRunway({ cashSavings: -1, selectedCountries: [] })
 * // [{ path: 'cashSavings', message: 'Savings must be positive' },
 * //  { path: 'selectedCountries', message: 'Select at least one country' }]
 */
export function validateInternationalRunway(form: InternationalRunwayForm): ValidationIssue[] {
  if (!isRecord(form)) return [{ path: '', message: LIMIT_MESSAGES.notAnObject }];
  const issues: ValidationIssue[] = [];
  for (const key of AMOUNTS) {
    const value = fieldOf(form, key);
    if (value === undefined) continue;
    if (!(isFiniteNumber(value) && value >= 0)) {
      issues.push({ path: key, message: INTERNATIONAL_MESSAGES[key] });
    } else if (value > ENGINE_LIMITS.maxAmount) {
      issues.push({ path: key, message: LIMIT_MESSAGES.amountTooLarge });
    }
  }
  issues.push(...visaIssues(fieldOf(form, 'visaTypePreference')));
  issues.push(...countryIssues(fieldOf(form, 'selectedCountries')));
  const type = fieldOf(form, 'runwayCalculationType');
  if (type !== undefined && !INTERNATIONAL_RUNWAY_TYPES.includes(type as RunwayCalculationType)) {
    issues.push({ path: 'runwayCalculationType', message: INTERNATIONAL_MESSAGES.runwayType });
  }
  const includeIncome = fieldOf(form, 'includeIncome');
  if (includeIncome !== undefined && typeof includeIncome !== 'boolean') {
    issues.push({ path: 'includeIncome', message: LIMIT_MESSAGES.notTrueOrFalse });
  }
  return issues;
}
