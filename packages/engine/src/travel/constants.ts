import { deepFreeze } from '../shared/deep-freeze.js';
import { TRAVEL_DEFINITION } from './travel-definition.js';

export { TRAVEL_COUNTRIES } from './travel-countries.js';

/**
 * Defaults of the travel planner: the base daily cost (what a day of travel costs in the
 * United States, index 100, see ADR 009), the days slider (1–30, default 7), the default
 * budget (0) and the default trip span (one month, product: travel-planner#formulas-and-constants).
 */
export const TRAVEL_DEFAULTS = deepFreeze({
  baseDailyCost: TRAVEL_DEFINITION.fields.baseDailyCost.default,
  stayDays: 7,
  minStayDays: 1,
  maxStayDays: 30,
  budget: TRAVEL_DEFINITION.fields.itinerary.item.budget.default,
  tripMonths: 1,
} as const);

/** Bounds beyond the product's rules: an itinerary holds at most 100 stops. */
export const TRAVEL_LIMITS = deepFreeze({ maxStops: TRAVEL_DEFINITION.fields.itinerary.max });

/**
 * Validation messages; `countryRequired` is the product's (product: travel-planner#validation), the
 * others are ours.
 */
export const TRAVEL_MESSAGES = deepFreeze({
  countryRequired: 'Please select a country',
  endBeforeStart: 'End date cannot be before start date',
  invalidDate: 'Please enter a valid date',
  baseDailyCost: 'Base daily cost must be zero or more',
  budget: 'Budget cannot be negative',
} as const);
