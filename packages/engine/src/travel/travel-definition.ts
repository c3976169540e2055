import {
  choice,
  date,
  defineCalculator,
  list,
  money,
  text,
} from '../shared/calculator-definition.js';
import { TRAVEL_COUNTRIES } from './travel-countries.js';

/**
 * The travel planner's itinerary and base daily cost (product: travel-planner#inputs): dates
 * `YYYY-MM-DD` in the engine's years, both days of a stop spent there; money in dollars.
 */
export const TRAVEL_DEFINITION = defineCalculator({
  name: 'travel-planner',
  version: 1,
  fields: {
    itinerary: list(
      {
        id: text(100, 'The stop’s key, any text'),
        countryId: choice(
          TRAVEL_COUNTRIES.map(({ id }) => id),
          "A country id of the engine's list (japan, thailand, …)",
        ),
        startDate: date('YYYY-MM-DD, years 1900–2200'),
        endDate: date('YYYY-MM-DD, not before the start; both days are spent there'),
        budget: money('Your own budget for the stop, $; informational; default 0', {
          optional: true,
          default: 0,
        }),
        notes: text(200, 'Notes on the stop', { optional: true }),
      },
      100,
      'The stops of the trip, at most 100',
    ),
    baseDailyCost: money('What a day costs in the United States (index 100), $/day; default 150', {
      optional: true,
      default: 150,
    }),
  },
  example: {
    itinerary: [
      { id: '1', countryId: 'japan', startDate: '2026-04-01', endDate: '2026-04-07' },
      {
        id: '2',
        countryId: 'thailand',
        startDate: '2026-04-08',
        endDate: '2026-04-21',
        budget: 1200,
        notes: 'Islands in the second week',
      },
    ],
    baseDailyCost: 150,
  },
});
