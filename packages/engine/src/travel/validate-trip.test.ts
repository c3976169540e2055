import { describe, expect, it } from 'vitest';
import { TRAVEL_COUNTRIES, TRAVEL_DEFAULTS, TRAVEL_LIMITS, TRAVEL_MESSAGES } from './constants.js';
import type { ItineraryItem, TripInput } from './types.js';
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

  it('pins the product’s messages: a country is required and the end cannot precede the start', () => {
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

  it('answers an untyped caller with issues, never a TypeError', () => {
    const untyped = (input: unknown) => validateTrip(input as TripInput);
    expect(untyped(null)).toEqual([{ path: '', message: 'Please fill in the form.' }]);
    expect(untyped({})).toEqual([{ path: 'itinerary', message: 'Please enter a list.' }]);
    expect(untyped({ baseDailyCost: '150', itinerary: [null, 'japan'] })).toEqual([
      { path: 'baseDailyCost', message: 'Base daily cost must be zero or more' },
      { path: 'itinerary.0', message: 'Please fill in the form.' },
      { path: 'itinerary.1', message: 'Please fill in the form.' },
    ]);
    expect(
      untyped({
        itinerary: [{ id: 1, countryId: 'japan', startDate: 20260401, budget: '5', notes: 7 }],
      }),
    ).toEqual([
      { path: 'itinerary.0.id', message: 'Please enter text.' },
      { path: 'itinerary.0.startDate', message: 'Please enter a valid date' },
      { path: 'itinerary.0.endDate', message: 'Please enter a valid date' },
      { path: 'itinerary.0.budget', message: 'Budget cannot be negative' },
      { path: 'itinerary.0.notes', message: 'Please enter text.' },
    ]);
  });

  it('keeps dates in 1900–2200, amounts up to $1e12 and at most 100 stops', () => {
    const stop: ItineraryItem = {
      id: '1',
      countryId: 'japan',
      startDate: '0099-12-31',
      endDate: '0100-01-01',
      budget: 1e12 + 1,
    };
    expect(validateTrip({ baseDailyCost: 1e12 + 1, itinerary: [stop] })).toEqual([
      { path: 'baseDailyCost', message: 'Please enter an amount of at most $1,000,000,000,000.' },
      { path: 'itinerary.0.startDate', message: 'Please enter a date between 1900 and 2200.' },
      { path: 'itinerary.0.endDate', message: 'Please enter a date between 1900 and 2200.' },
      {
        path: 'itinerary.0.budget',
        message: 'Please enter an amount of at most $1,000,000,000,000.',
      },
    ]);
    const inRange = { ...stop, startDate: '1900-01-01', endDate: '2200-12-31', budget: 1e12 };
    expect(validateTrip({ baseDailyCost: 1e12, itinerary: Array(100).fill(inRange) })).toEqual([]);
    expect(validateTrip({ itinerary: Array(20_000).fill(stop) })).toEqual([
      { path: 'itinerary', message: 'Please enter at most 100 items.' },
    ]);
  });

  it('freezes its constants and country list', () => {
    expect(TRAVEL_LIMITS.maxStops).toBe(100);
    const writes = [
      () => ((TRAVEL_DEFAULTS as { baseDailyCost: number }).baseDailyCost = 0),
      () => ((TRAVEL_LIMITS as { maxStops: number }).maxStops = 1e9),
      () => ((TRAVEL_MESSAGES as { budget: string }).budget = ''),
      () => ((TRAVEL_COUNTRIES[0] as { costIndex: number }).costIndex = 0),
      () => (TRAVEL_COUNTRIES as unknown[]).push({}),
    ];
    for (const write of writes) expect(write).toThrow(TypeError);
  });
});
