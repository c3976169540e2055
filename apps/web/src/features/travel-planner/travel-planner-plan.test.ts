import { TRAVEL_COUNTRIES, validateTrip } from '@freedompath/engine/travel';
import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/local-date';
import { throughUrl } from '../calculators/kit/test-support/through-url';
import { travelPlannerForm } from './travel-planner-form-state';
import { MAX_STOPS, NOTES_MAX_LENGTH, travelPlannerPlan } from './travel-planner-plan';
import type { PlannedStop, TravelPlannerPlanValues } from './travel-planner-plan';

/** Amounts as a visitor types them (up to two decimals), and any double that reads back. */
const amount = fc.oneof(
  fc.integer({ min: 0, max: 1e14 }).map((cents) => (cents === 0 ? 0 : cents / 100)),
  fc
    .double({ min: 0, max: 1e12, noNaN: true, noDefaultInfinity: true })
    .map((n) => (n === 0 ? 0 : n))
    .filter((n) => !String(n).includes('e')),
);

/** A stop from 1900-01-01 on, of up to 60 days, that ends by 2200-12-31 (the engine’s years). */
const stop: fc.Arbitrary<PlannedStop> = fc
  .record({
    countryId: fc.constantFrom(...TRAVEL_COUNTRIES.map(({ id }) => id)),
    offset: fc.integer({ min: 0, max: 109_870 }),
    length: fc.integer({ min: 0, max: 60 }),
    budget: amount,
    notes: fc.string({ maxLength: NOTES_MAX_LENGTH }),
  })
  .map(({ countryId, offset, length, budget, notes }) => {
    const startDate = addDays('1900-01-01', offset)!;
    return { countryId, startDate, endDate: addDays(startDate, length)!, budget, notes };
  });

const planValues: fc.Arbitrary<TravelPlannerPlanValues> = fc.record({
  itinerary: fc.array(stop, { maxLength: 8 }),
  baseDailyCost: amount,
});

describe('travelPlannerPlan', () => {
  it('round-trips any plan through the URL', () => {
    fc.assert(
      fc.property(planValues, (values) => {
        expect(throughUrl(travelPlannerPlan, values).back).toEqual(values);
      }),
      { numRuns: 50 },
    );
  });

  it('round-trips any plan through the form', () => {
    fc.assert(
      fc.property(planValues, (values) => {
        expect(
          travelPlannerForm.toPlan(travelPlannerForm.fromPlan(values), travelPlannerPlan.defaults),
        ).toEqual(values);
      }),
      { numRuns: 50 },
    );
  });

  it('starts with no stops and the engine’s $150 a day, which leave the URL empty', () => {
    expect(travelPlannerPlan.defaults).toEqual({ itinerary: [], baseDailyCost: 150 });
    expect(throughUrl(travelPlannerPlan, { ...travelPlannerPlan.defaults }).url).toBe('');
    expect(travelPlannerForm.fromPlan(travelPlannerPlan.defaults)).toEqual({
      itinerary: [],
      baseDailyCost: '150',
    });
  });

  it('falls back to the default for each nonsense field of a hand-edited URL', () => {
    const japan = {
      countryId: 'japan',
      startDate: '2027-03-01',
      endDate: '2027-03-07',
      budget: 900,
      notes: 'Tokyo',
    };
    const parse = (search: string) => travelPlannerPlan.parse(defaultParseSearch(search));
    expect(parse('?itinerary=lots&baseDailyCost=-1&other=1')).toEqual(travelPlannerPlan.defaults);
    expect(parse('?baseDailyCost=%22150%22')).toEqual(travelPlannerPlan.defaults);
    expect(parse(defaultStringifySearch({ itinerary: [japan], baseDailyCost: 'cheap' }))).toEqual({
      itinerary: [japan],
      baseDailyCost: 150,
    });
    for (const bad of [
      { ...japan, countryId: 'atlantis' },
      { ...japan, endDate: '2027-02-28' },
      { ...japan, startDate: '2027-02-30' },
      { ...japan, startDate: '1899-12-31' },
      { ...japan, budget: -5 },
      { ...japan, budget: 1e13 },
      { ...japan, notes: 'x'.repeat(NOTES_MAX_LENGTH + 1) },
      { ...japan, budget: undefined },
    ]) {
      expect(travelPlannerPlan.parse({ itinerary: [bad], baseDailyCost: 80 })).toEqual({
        itinerary: [],
        baseDailyCost: 80,
      });
    }
    expect(travelPlannerPlan.parse(null)).toEqual(travelPlannerPlan.defaults);
  });

  it('holds as many stops as the engine accepts, no more', () => {
    const stops = (count: number) =>
      Array.from({ length: count }, () => ({
        countryId: 'peru',
        startDate: '2027-01-01',
        endDate: '2027-01-02',
        budget: 0,
        notes: '',
      }));
    expect(travelPlannerPlan.parse({ itinerary: stops(MAX_STOPS) }).itinerary).toHaveLength(100);
    expect(travelPlannerPlan.parse({ itinerary: stops(MAX_STOPS + 1) }).itinerary).toEqual([]);
  });

  it('never parses to a trip the engine refuses', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('itinerary', 'baseDailyCost', 'other'),
          fc.oneof(fc.string(), fc.double(), fc.array(fc.anything(), { maxLength: 3 })),
        ),
        (raw) => {
          const values = travelPlannerPlan.parse(defaultParseSearch(defaultStringifySearch(raw)));
          const itinerary = values.itinerary.map((item, index) => ({ ...item, id: String(index) }));
          expect(validateTrip({ itinerary, baseDailyCost: values.baseDailyCost })).toEqual([]);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('keeps the last good daily cost for text that does not parse; blank is the default', () => {
    const last = { ...travelPlannerPlan.defaults, baseDailyCost: 90 };
    const form = travelPlannerForm.fromPlan(last);
    expect(travelPlannerForm.toPlan({ ...form, baseDailyCost: '90x' }, last).baseDailyCost).toBe(
      90,
    );
    expect(travelPlannerForm.toPlan({ ...form, baseDailyCost: '-1' }, last).baseDailyCost).toBe(90);
    expect(travelPlannerForm.toPlan({ ...form, baseDailyCost: ' ' }, last).baseDailyCost).toBe(150);
    expect(
      travelPlannerForm.toPlan({ ...form, baseDailyCost: '$1,200.5' }, last).baseDailyCost,
    ).toBe(1200.5);
  });
});
