import { z } from 'zod/mini';
import { boundedList } from './bounded-list.js';

const day = z.iso.date().check(z.describe('YYYY-MM-DD, years 1900–2200'));

/** `travel-planner`: the itinerary of the engine's `planTrip`. */
export const travelPlannerInputsSchema = z
  .strictObject({
    itinerary: boundedList(
      z.strictObject({
        id: z.string(),
        countryId: z
          .string()
          .check(z.describe("A country id of the engine's list (japan, thailand, …)")),
        startDate: day,
        endDate: day.check(
          z.describe('YYYY-MM-DD, not before the start; both days are spent there'),
        ),
        budget: z
          .optional(z.number())
          .check(z.describe('Your own budget for the stop, $; informational')),
        notes: z.optional(z.string()),
      }),
      100,
    ).check(z.describe('The stops of the trip, at most 100')),
    baseDailyCost: z
      .optional(z.number())
      .check(z.describe('What a day costs in the United States (index 100), $/day; default 150')),
  })
  .register(z.globalRegistry, {
    id: 'TravelPlannerInputs',
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
export type TravelPlannerInputs = z.infer<typeof travelPlannerInputsSchema>;
