import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../shared/dates.js';
import { EngineError } from '../shared/engine-error.js';
import { TRAVEL_COUNTRIES, TRAVEL_DEFAULTS } from './constants.js';
import { planTrip } from './plan-trip.js';
import type { ItineraryItem } from './types.js';

describe('TRAVEL_COUNTRIES', () => {
  it('lists 30 countries with unique lowercase hyphenated ids', () => {
    expect(TRAVEL_COUNTRIES).toHaveLength(30);
    const ids = TRAVEL_COUNTRIES.map((c) => c.id);
    expect(new Set(ids).size).toBe(30);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('has the product definition cost indices for the United States (100) and Japan (83)', () => {
    expect(TRAVEL_COUNTRIES.find((c) => c.id === 'united-states')).toMatchObject({
      name: 'United States',
      costIndex: 100,
      currency: 'USD',
    });
    expect(TRAVEL_COUNTRIES.find((c) => c.id === 'japan')).toMatchObject({
      name: 'Japan',
      costIndex: 83,
      currency: 'JPY',
    });
  });

  it('fills every field of product: travel-planner#inputs', () => {
    for (const c of TRAVEL_COUNTRIES) {
      expect(c.costIndex).toBeGreaterThan(0);
      expect(c.currency).toMatch(/^[A-Z]{3}$/);
      expect(c.languageMain).not.toBe('');
      expect(c.timeZone).toMatch(/^[A-Za-z]+\//);
      expect(c.flagEmoji).not.toBe('');
    }
  });
});

describe('planTrip', () => {
  it('costs a week in Japan at 83 % of the default 150 $/day', () => {
    const plan = planTrip({
      itinerary: [{ id: '1', countryId: 'japan', startDate: '2026-04-01', endDate: '2026-04-07' }],
    });
    expect(TRAVEL_DEFAULTS.baseDailyCost).toBe(150);
    expect(plan).toEqual({
      startDate: '2026-04-01',
      endDate: '2026-04-07',
      totalDays: 7,
      destinations: [
        {
          id: '1',
          countryId: 'japan',
          name: 'Japan',
          flagEmoji: '🇯🇵',
          startDate: '2026-04-01',
          endDate: '2026-04-07',
          days: 7,
          dailyCost: 124.5,
          estimatedCost: 871.5,
        },
      ],
      totalEstimatedCost: 871.5,
    });
  });

  it('spans the trip from the earliest start to the latest end, counting both days', () => {
    const plan = planTrip({
      baseDailyCost: 200,
      itinerary: [
        {
          id: 'b',
          countryId: 'thailand',
          startDate: '2026-02-20',
          endDate: '2026-03-05',
          budget: 0,
          notes: '',
        },
        { id: 'a', countryId: 'united-states', startDate: '2026-02-01', endDate: '2026-02-01' },
      ],
    });
    expect(plan.startDate).toBe('2026-02-01');
    expect(plan.endDate).toBe('2026-03-05');
    expect(plan.totalDays).toBe(33);
    expect(plan.destinations.map((d) => [d.id, d.days, d.estimatedCost])).toEqual([
      ['b', 14, 1120],
      ['a', 1, 200],
    ]);
    expect(plan.totalEstimatedCost).toBe(1320);
  });

  it('rounds each stop to cents', () => {
    const plan = planTrip({
      baseDailyCost: 33.33,
      itinerary: [{ id: 'x', countryId: 'japan', startDate: '2026-01-01', endDate: '2026-01-03' }],
    });
    expect(plan.destinations[0]!.estimatedCost).toBe(82.99); // 3 × 33.33 × 0.83 = 82.99170
  });

  it('returns an empty plan for an empty itinerary', () => {
    expect(planTrip({ itinerary: [] })).toEqual({
      startDate: null,
      endDate: null,
      totalDays: 0,
      destinations: [],
      totalEstimatedCost: 0,
    });
  });

  it('throws EngineError for rejected input', () => {
    expect(() =>
      planTrip({
        itinerary: [
          { id: '1', countryId: 'atlantis', startDate: '2026-01-01', endDate: '2026-01-02' },
        ],
      }),
    ).toThrow(EngineError);
  });

  it('counts a stop across the year 100 boundary as days, not as −$86 million', () => {
    expect(() =>
      planTrip({
        itinerary: [
          { id: '1', countryId: 'japan', startDate: '0099-12-31', endDate: '0100-01-01' },
        ],
      }),
    ).toThrow(EngineError);
    const plan = planTrip({
      itinerary: [
        { id: '1', countryId: 'japan', startDate: '1999-12-31', endDate: '2000-01-01' },
        { id: '2', countryId: 'japan', startDate: '1900-01-01', endDate: '1900-01-01' },
      ],
    });
    expect(plan).toMatchObject({ startDate: '1900-01-01', endDate: '2000-01-01' });
    expect(plan.destinations.map((d) => d.days)).toEqual([2, 1]);
    expect(plan.totalDays).toBe(36_525);
  });

  describe('properties', () => {
    const countryId = fc.constantFrom(...TRAVEL_COUNTRIES.map((c) => c.id));
    const dayOffset = fc.integer({ min: 0, max: 3650 });
    const stayLength = fc.integer({ min: 0, max: 60 });
    const baseDailyCost = fc.double({ min: 0, max: 2000, noNaN: true });
    const stop = fc
      .record({ countryId, offset: dayOffset, length: stayLength })
      .map(({ countryId: id, offset, length }): ItineraryItem => {
        const startDate = addDays('2026-01-01', offset);
        return {
          id: `${id}-${offset}`,
          countryId: id,
          startDate,
          endDate: addDays(startDate, length),
        };
      });
    const itinerary = fc.array(stop, { minLength: 1, maxLength: 8 });

    it('the total is the sum of the stops, each days × daily cost to the cent', () => {
      fc.assert(
        fc.property(itinerary, baseDailyCost, (items, base) => {
          const plan = planTrip({ itinerary: items, baseDailyCost: base });
          let sum = 0;
          for (const d of plan.destinations) {
            expect(Math.abs(d.estimatedCost - d.days * d.dailyCost)).toBeLessThanOrEqual(
              0.005 + 1e-9,
            );
            sum += d.estimatedCost;
          }
          expect(plan.totalEstimatedCost).toBeCloseTo(sum, 6);
        }),
      );
    });

    it('the trip covers every stop, so it lasts at least as long as the longest stop', () => {
      fc.assert(
        fc.property(itinerary, (items) => {
          const plan = planTrip({ itinerary: items });
          for (const d of plan.destinations) {
            expect(d.startDate >= plan.startDate!).toBe(true);
            expect(d.endDate <= plan.endDate!).toBe(true);
            expect(plan.totalDays).toBeGreaterThanOrEqual(d.days);
          }
        }),
      );
    });

    it('a later end date never lowers a stop, the total or the trip length', () => {
      fc.assert(
        fc.property(itinerary, fc.nat(), fc.integer({ min: 0, max: 60 }), (items, pick, more) => {
          const index = pick % items.length;
          const longer = items.map((item, i) =>
            i === index ? { ...item, endDate: addDays(item.endDate, more) } : item,
          );
          const before = planTrip({ itinerary: items });
          const after = planTrip({ itinerary: longer });
          expect(after.destinations[index]!.estimatedCost).toBeGreaterThanOrEqual(
            before.destinations[index]!.estimatedCost,
          );
          expect(after.totalEstimatedCost).toBeGreaterThanOrEqual(before.totalEstimatedCost);
          expect(after.totalDays).toBeGreaterThanOrEqual(before.totalDays);
        }),
        { numRuns: 200 },
      );
    });

    it('adding a stop never lowers the total or shortens the trip', () => {
      fc.assert(
        fc.property(itinerary, stop, (items, extra) => {
          const before = planTrip({ itinerary: items });
          const after = planTrip({ itinerary: [...items, extra] });
          expect(after.totalEstimatedCost).toBeGreaterThanOrEqual(before.totalEstimatedCost);
          expect(after.totalDays).toBeGreaterThanOrEqual(before.totalDays);
        }),
        { numRuns: 200 },
      );
    });

    it('a higher base daily cost never lowers the estimate', () => {
      fc.assert(
        fc.property(itinerary, baseDailyCost, baseDailyCost, (items, a, b) => {
          const low = planTrip({ itinerary: items, baseDailyCost: Math.min(a, b) });
          const high = planTrip({ itinerary: items, baseDailyCost: Math.max(a, b) });
          expect(high.totalEstimatedCost).toBeGreaterThanOrEqual(low.totalEstimatedCost);
        }),
      );
    });
  });
});
