import { numberViolation } from '../shared/calculator-definition.js';
import type { NumberField } from '../shared/calculator-definition.js';
import { isInEngineYears, isIsoDate, toDayNumber } from '../shared/dates.js';
import { fieldOf, isRecord } from '../shared/inputs.js';
import { LIMIT_MESSAGES } from '../shared/limits.js';
import { listIssues } from '../shared/list-issues.js';
import type { ValidationIssue } from '../shared/validation-issue.js';
import { TRAVEL_MESSAGES } from './constants.js';
import { TRAVEL_DEFINITION } from './travel-definition.js';
import type { TripInput } from './types.js';

const { itinerary, baseDailyCost } = TRAVEL_DEFINITION.fields;
const { id, countryId, budget, notes } = itinerary.item;

/** Issues of an amount of money when given: `message` below 0 or not a number (`null` too). */
function amountIssues(
  field: NumberField,
  value: unknown,
  path: string,
  message: string,
): ValidationIssue[] {
  const violation = value === null ? 'invalid' : numberViolation(field, value);
  if (violation === undefined) return [];
  return [{ path, message: violation === 'above' ? LIMIT_MESSAGES.amountTooLarge : message }];
}

/** Issues of a text field: given (when required), and text. */
function textIssues(field: { optional?: boolean }, value: unknown, path: string) {
  if (value === undefined && field.optional) return [];
  return typeof value === 'string' ? [] : [{ path, message: LIMIT_MESSAGES.notText }];
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
  const at = (name: string) => `${path}.${name}`;
  const issues = textIssues(id, fieldOf(item, 'id'), at('id'));
  if (!(countryId.options as readonly unknown[]).includes(fieldOf(item, 'countryId'))) {
    issues.push({ path: at('countryId'), message: TRAVEL_MESSAGES.countryRequired });
  }
  const start = fieldOf(item, 'startDate');
  const end = fieldOf(item, 'endDate');
  const datesIssues = [...dateIssues(start, at('startDate')), ...dateIssues(end, at('endDate'))];
  issues.push(...datesIssues);
  if (
    datesIssues.length === 0 &&
    isIsoDate(start) &&
    isIsoDate(end) &&
    toDayNumber(end) < toDayNumber(start)
  ) {
    issues.push({ path: at('endDate'), message: TRAVEL_MESSAGES.endBeforeStart });
  }
  issues.push(
    ...amountIssues(budget, fieldOf(item, 'budget'), at('budget'), TRAVEL_MESSAGES.budget),
    ...textIssues(notes, fieldOf(item, 'notes'), at('notes')),
  );
  return issues;
}

/**
 * Checks an itinerary: each stop has a text id, names a country of `TRAVEL_COUNTRIES`,
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
  return [
    ...amountIssues(
      baseDailyCost,
      fieldOf(input, 'baseDailyCost'),
      'baseDailyCost',
      TRAVEL_MESSAGES.baseDailyCost,
    ),
    ...listIssues(fieldOf(input, 'itinerary'), 'itinerary', itinerary.max, stopIssues),
  ];
}
