import type { ValidationIssue } from '../shared/validation-issue.js';
import {
  INTERNATIONAL_MESSAGES,
  INTERNATIONAL_RUNWAY_TYPES,
  INTERNATIONAL_VISA_KINDS,
} from './constants.js';
import { INTERNATIONAL_COUNTRIES } from './countries.js';
import type { InternationalRunwayForm } from './types.js';

const AMOUNTS = [
  'cashSavings',
  'investments',
  'monthlyRemoteIncome',
  'portfolioWithdrawal',
] as const;

/**
 * Checks the international runway form (spec §5): amounts are optional and, when given, finite
 * and 0 or more; visa preferences are `digital_nomad` or `non_lucrative`; at least one known
 * country is selected, each once; the runway type is cash, investments or combined.
 *
 * @example validateInternationalRunway({ cashSavings: -1, selectedCountries: [] })
 * // [{ path: 'cashSavings', message: 'Savings must be positive' },
 * //  { path: 'selectedCountries', message: 'Select at least one country' }]
 */
export function validateInternationalRunway(form: InternationalRunwayForm): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const key of AMOUNTS) {
    const value = form[key];
    if (value !== undefined && !(Number.isFinite(value) && value >= 0)) {
      issues.push({ path: key, message: INTERNATIONAL_MESSAGES[key] });
    }
  }
  (form.visaTypePreference ?? []).forEach((kind, index) => {
    if (!INTERNATIONAL_VISA_KINDS.includes(kind)) {
      issues.push({
        path: `visaTypePreference.${index}`,
        message: INTERNATIONAL_MESSAGES.visaType,
      });
    }
  });
  if (form.selectedCountries.length === 0) {
    issues.push({ path: 'selectedCountries', message: INTERNATIONAL_MESSAGES.selectCountry });
  }
  form.selectedCountries.forEach((id, index) => {
    if (!INTERNATIONAL_COUNTRIES.some((country) => country.id === id)) {
      issues.push({
        path: `selectedCountries.${index}`,
        message: INTERNATIONAL_MESSAGES.unknownCountry,
      });
    } else if (form.selectedCountries.indexOf(id) !== index) {
      issues.push({
        path: `selectedCountries.${index}`,
        message: INTERNATIONAL_MESSAGES.duplicateCountry,
      });
    }
  });
  const type = form.runwayCalculationType;
  if (type !== undefined && !INTERNATIONAL_RUNWAY_TYPES.includes(type)) {
    issues.push({ path: 'runwayCalculationType', message: INTERNATIONAL_MESSAGES.runwayType });
  }
  return issues;
}
