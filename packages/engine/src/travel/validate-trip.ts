import { isInEngineYears, isIsoDate, toDayNumber } from '../shared/dates.js';
import { fieldOf, isFiniteNumber, isRecord } from '../shared/inputs.js';
import { ENGINE_LIMITS, LIMIT_MESSAGES } from '../shared/limits.js';
import type { ValidationIssue } from '../shared/validation-issue.js';
import { TRAVEL_COUNTRIES, TRAVEL_LIMITS, TRAVEL_MESSAGES } from './constants.js';
import type { TripInput } from './types.js';
import { listIssues } from '../shared/list-issues.js';

const COUNTRY_IDS: ReadonlySet<unknown> = new Set(TRAVEL_COUNTRIES.map(({ id }) => id));

/** Issues of an optional amount of money: 0 to $1e12 when given. */
function amountIssues(value: unknown, path: string, message: string): ValidationIssue[] {
  if (value === undefined) return [];
  if (!(isFiniteNumber(value) && value >= 0)) return [{ path, message }];
  if (value > ENGINE_LIMITS.maxAmount) return [{ path, message: LIMIT_MESSAGES.amountTooLarge }];
  return [];
}

/** Issues of a stop's date: a real `YYYY-MM-DD` date in 1900–2200. */
function dateIssues(value: unknown, path: string): ValidationIssue[] {
  if (!isIsoDate(value)) return [{ path, message: TRAVEL_MESSAGES.invalidDate }];
  if (!isInEngineYears(value)) return [{ path, message: LIMIT_MESSAGES.dateOutOfRange }];
  return [];
}

/** Issues of one itinerary stop. */
function stopIssues(item: unknown, path: string): ValidationIssue[] {
  if (!isRecord(item)) return [{ path, message: LIMIT_MESSAGES.notAnObject }];
  const issues: ValidationIssue[] = [];
  if (typeof fieldOf(item, 'id') !== 'string') {
    issues.push({ path: `${path}.id`, message: LIMIT_MESSAGES.notText });
  }
  if (!COUNTRY_IDS.has(fieldOf(item, 'countryId'))) {
    issues.push({ path: `${path}.countryId`, message: TRAVEL_MESSAGES.countryRequired });
  }
  const start = fieldOf(item, 'startDate');
  const end = fieldOf(item, 'endDate');
  const datesIssues = [
    ...dateIssues(start, `${path}.startDate`),
    ...dateIssues(end, `${path}.endDate`),
  ];
  issues.push(...datesIssues);
  if (
    datesIssues.length === 0 &&
    isIsoDate(start) &&
    isIsoDate(end) &&
    toDayNumber(end) < toDayNumber(start)
  ) {
    issues.push({ path: `${path}.endDate`, message: TRAVEL_MESSAGES.endBeforeStart });
  }
  issues.push(...amountIssues(fieldOf(item, 'budget'), `${path}.budget`, TRAVEL_MESSAGES.budget));
  const notes = fieldOf(item, 'notes');
  if (notes !== undefined && typeof notes !== 'string') {
    issues.push({ path: `${path}.notes`, message: LIMIT_MESSAGES.notText });
  }
  return issues;
}

/**
 * Checks an itinerary: each stop has a text id, names a country of {@link TRAVEL_COUNTRIES},
 * has real `YYYY-MM-DD` dates in 1900–2200 with the end not before the start, a budget of 0 to
 * $1e12 and text notes when given; the base daily cost is 0 to $1e12; at most 100 stops. An
 * empty itinerary is valid. Never throws, whatever it is given.
 *
 * @example
 * validateTrip({ itinerary: [{ id: 'a', countryId: '', startDate: '2026-03-10', endDate: '2026-03-01' }] })
 * // [{ path: 'itinerary.0.countryId', message: 'Please select a country' },
 * //  { path: 'itinerary.0.endDate', message: 'End date cannot be before start date' }]
 */
export function validateTrip(input: TripInput): ValidationIssue[] {
  if (!isRecord(input)) return [{ path: '', message: LIMIT_MESSAGES.notAnObject }];
  const issues = amountIssues(
    fieldOf(input, 'baseDailyCost'),
    'baseDailyCost',
    TRAVEL_MESSAGES.baseDailyCost,
  );
  const itinerary = fieldOf(input, 'itinerary');
  issues.push(...listIssues(itinerary, 'itinerary', TRAVEL_LIMITS.maxStops, stopIssues));
  return issues;
}
