import { TRAVEL_COUNTRIES } from '@freedompath/engine/travel';
import { formatCount } from '@/lib/format';
import { daysInclusive, formatDateRange } from '@/lib/local-date';

/** A stop's country as the screen names it: its name and flag from the engine's list. */
export function countryOf(countryId: string): { name: string; flagEmoji: string } {
  return TRAVEL_COUNTRIES.find((c) => c.id === countryId) ?? { name: countryId, flagEmoji: '' };
}

/** A stop's dates and length in words: 'Mar 1 – Mar 7, 2027 · 7 days'. */
export function stopDatesText(stop: { startDate: string; endDate: string }): string {
  return `${formatDateRange(stop.startDate, stop.endDate)} · ${formatCount(daysInclusive(stop.startDate, stop.endDate), 'day', 'days')}`;
}
