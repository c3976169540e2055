import { withDefaults } from '../shared/calculator-definition.js';
import { toDayNumber } from '../shared/dates.js';
import { throwIfInvalid } from '../shared/engine-error.js';
import { roundToCents } from '../shared/round.js';
import { TRAVEL_COUNTRIES } from './travel-countries.js';
import { TRAVEL_DEFINITION } from './travel-definition.js';
import type { TripDestination, TripInput, TripPlan } from './types.js';
import { validateTrip } from './validate-trip.js';

/**
 * Estimates a trip's cost. Each stop lasts `end − start + 1` days (both dates are spent
 * there) and costs `days × baseDailyCost × costIndex / 100`, rounded to cents; the total is
 * the sum of the rounded stops. The trip runs from the earliest start to the latest end, and
 * `totalDays` counts that span inclusively (gaps between stops count, overlaps count once).
 *
 * @example
 * planTrip({ itinerary: [{ id: '1', countryId: 'japan', startDate: '2026-04-01', endDate: '2026-04-07' }] })
 * // { startDate: '2026-04-01', endDate: '2026-04-07', totalDays: 7,
 * //   destinations: [{ days: 7, dailyCost: 124.5, estimatedCost: 871.5, … }], totalEstimatedCost: 871.5 }
 * @throws EngineError when {@link validateTrip} reports an issue.
 */
export function planTrip(input: TripInput): TripPlan {
  throwIfInvalid(validateTrip(input));
  const { baseDailyCost } = withDefaults(TRAVEL_DEFINITION.fields, input);
  const destinations: TripDestination[] = [];
  let startDate: string | null = null;
  let endDate: string | null = null;
  let firstDay = Number.POSITIVE_INFINITY;
  let lastDay = Number.NEGATIVE_INFINITY;
  let totalEstimatedCost = 0;

  for (const item of input.itinerary) {
    const country = TRAVEL_COUNTRIES.find((c) => c.id === item.countryId)!;
    const start = toDayNumber(item.startDate);
    const end = toDayNumber(item.endDate);
    const days = end - start + 1;
    const dailyCost = (baseDailyCost * country.costIndex) / 100;
    const estimatedCost = roundToCents(days * dailyCost);
    destinations.push({
      id: item.id,
      countryId: country.id,
      name: country.name,
      flagEmoji: country.flagEmoji,
      startDate: item.startDate,
      endDate: item.endDate,
      days,
      dailyCost,
      estimatedCost,
    });
    totalEstimatedCost += estimatedCost;
    if (start < firstDay) [firstDay, startDate] = [start, item.startDate];
    if (end > lastDay) [lastDay, endDate] = [end, item.endDate];
  }

  return {
    startDate,
    endDate,
    totalDays: startDate === null ? 0 : lastDay - firstDay + 1,
    destinations,
    totalEstimatedCost: roundToCents(totalEstimatedCost),
  };
}
