import type { InputOf } from '../shared/calculator-definition.js';
import type { TRAVEL_DEFINITION } from './travel-definition.js';

/** A country of the travel planner's built-in list (product: travel-planner#inputs). */
export interface TravelCountry {
  /** Lowercase hyphenated English name, e.g. `united-states`. */
  id: string;
  name: string;
  region:
    | 'North America'
    | 'Central America'
    | 'South America'
    | 'Europe'
    | 'Asia'
    | 'Oceania'
    | 'Africa';
  /** Daily travel cost relative to the United States = 100 (Japan 83). */
  costIndex: number;
  /** ISO 4217 code of the local currency. */
  currency: string;
  languageMain: string;
  /** IANA time zone of the capital or main destination. */
  timeZone: string;
  flagEmoji: string;
}

/**
 * One stop of the itinerary (product: travel-planner#inputs), as {@link TRAVEL_DEFINITION}
 * declares it. Dates are `YYYY-MM-DD`, both days spent there; `budget` is the traveller's own
 * budget for the stop, $, informational (default 0).
 */
export type ItineraryItem = InputOf<(typeof TRAVEL_DEFINITION)['fields']['itinerary']['item']>;

/**
 * The travel planner's itinerary and the base daily cost: what a day costs in the United States
 * (index 100), $/day; default 150.
 */
export type TripInput = InputOf<(typeof TRAVEL_DEFINITION)['fields']>;

/** One stop of the trip with its estimated cost. */
export interface TripDestination {
  /** The itinerary item's id. */
  id: string;
  countryId: string;
  name: string;
  flagEmoji: string;
  startDate: string;
  endDate: string;
  /** Days from start to end, both included (a same-day stop is 1 day). */
  days: number;
  /** baseDailyCost × costIndex / 100, $/day, unrounded. */
  dailyCost: number;
  /** days × dailyCost, $, rounded to cents. */
  estimatedCost: number;
}

/** The result of `planTrip`: trip start, end, days and costs. */
export interface TripPlan {
  /** Earliest start date of the itinerary; null when it is empty. */
  startDate: string | null;
  /** Latest end date of the itinerary; null when it is empty. */
  endDate: string | null;
  /** Days from trip start to trip end, both included; 0 when empty. */
  totalDays: number;
  /** One entry per itinerary item, in itinerary order. */
  destinations: TripDestination[];
  /** Sum of the destinations' estimated costs, $, in cents. */
  totalEstimatedCost: number;
}
