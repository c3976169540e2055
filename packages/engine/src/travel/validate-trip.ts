import { isIsoDate } from '../shared/dates.js';
import type { ValidationIssue } from '../shared/validation-issue.js';
import { TRAVEL_COUNTRIES, TRAVEL_MESSAGES } from './constants.js';
import type { TripInput } from './types.js';

/**
 * Checks an itinerary: each stop names a country of {@link TRAVEL_COUNTRIES}, has real
 * `YYYY-MM-DD` dates with the end not before the start, and a budget of 0 or more; the base
 * daily cost is finite and 0 or more. An empty itinerary is valid.
 *
 * @example
 * validateTrip({ itinerary: [{ id: 'a', countryId: '', startDate: '2026-03-10', endDate: '2026-03-01' }] })
 * // [{ path: 'itinerary.0.countryId', message: 'Please select a country' },
 * //  { path: 'itinerary.0.endDate', message: 'End date cannot be before start date' }]
 */
export function validateTrip(input: TripInput): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const { baseDailyCost } = input;
  if (baseDailyCost !== undefined && !(Number.isFinite(baseDailyCost) && baseDailyCost >= 0)) {
    issues.push({ path: 'baseDailyCost', message: TRAVEL_MESSAGES.baseDailyCost });
  }
  input.itinerary.forEach((item, index) => {
    const path = `itinerary.${index}`;
    if (!TRAVEL_COUNTRIES.some((country) => country.id === item.countryId)) {
      issues.push({ path: `${path}.countryId`, message: TRAVEL_MESSAGES.countryRequired });
    }
    const startValid = isIsoDate(item.startDate);
    const endValid = isIsoDate(item.endDate);
    if (!startValid)
      issues.push({ path: `${path}.startDate`, message: TRAVEL_MESSAGES.invalidDate });
    if (!endValid) issues.push({ path: `${path}.endDate`, message: TRAVEL_MESSAGES.invalidDate });
    // ISO dates compare correctly as strings.
    if (startValid && endValid && item.endDate < item.startDate) {
      issues.push({ path: `${path}.endDate`, message: TRAVEL_MESSAGES.endBeforeStart });
    }
    if (item.budget !== undefined && !(Number.isFinite(item.budget) && item.budget >= 0)) {
      issues.push({ path: `${path}.budget`, message: TRAVEL_MESSAGES.budget });
    }
  });
  return issues;
}
