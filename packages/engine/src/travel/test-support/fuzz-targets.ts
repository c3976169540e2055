import type { FuzzTarget } from '../../shared/test-support/fuzz-target.js';
import { planTrip } from '../plan-trip.js';
import type { TripInput } from '../types.js';
import { validateTrip } from '../validate-trip.js';

// The fuzzer passes anything, as a JavaScript caller may: the casts are the point.
export const fuzzTargets: Record<string, FuzzTarget> = {
  trip: {
    covers: ['validateTrip', 'planTrip'],
    sample: {
      baseDailyCost: 180,
      itinerary: [
        {
          id: '1',
          countryId: 'japan',
          startDate: '2026-04-01',
          endDate: '2026-04-07',
          budget: 1200,
          notes: 'Cherry blossoms',
        },
        {
          id: '2',
          countryId: 'thailand',
          startDate: '2026-04-08',
          endDate: '2026-04-21',
          budget: 900,
          notes: '',
        },
        {
          id: '3',
          countryId: 'vietnam',
          startDate: '2026-04-20',
          endDate: '2026-05-02',
          budget: 0,
          notes: 'Overlaps Thailand by two days',
        },
      ],
    } satisfies TripInput,
    validate: (input) => validateTrip(input as TripInput),
    calculate: (input) => planTrip(input as TripInput),
  },
};
