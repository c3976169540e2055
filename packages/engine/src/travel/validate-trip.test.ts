import { describe, expect, it } from 'vitest';
import { validateTrip } from './validate-trip.js';

describe('validateTrip', () => {
  it('accepts a valid itinerary, a same-day stop and an empty itinerary', () => {
    expect(
      validateTrip({
        itinerary: [
          { id: '1', countryId: 'japan', startDate: '2026-04-01', endDate: '2026-04-01' },
        ],
      }),
    ).toEqual([]);
    expect(validateTrip({ itinerary: [], baseDailyCost: 0 })).toEqual([]);
  });

  it('pins the spec messages: a country is required and the end cannot precede the start', () => {
    expect(
      validateTrip({
        itinerary: [{ id: '1', countryId: '', startDate: '2026-03-10', endDate: '2026-03-01' }],
      }),
    ).toEqual([
      { path: 'itinerary.0.countryId', message: 'Please select a country' },
      { path: 'itinerary.0.endDate', message: 'End date cannot be before start date' },
    ]);
  });

  it('rejects invalid dates, a negative budget and a bad base daily cost', () => {
    expect(
      validateTrip({
        baseDailyCost: Number.NaN,
        itinerary: [
          { id: '1', countryId: 'peru', startDate: '2026-02-30', endDate: 'soon', budget: -1 },
        ],
      }),
    ).toEqual([
      { path: 'baseDailyCost', message: 'Base daily cost must be zero or more' },
      { path: 'itinerary.0.startDate', message: 'Please enter a valid date' },
      { path: 'itinerary.0.endDate', message: 'Please enter a valid date' },
      { path: 'itinerary.0.budget', message: 'Budget cannot be negative' },
    ]);
  });
});
