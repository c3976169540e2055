import { TRAVEL_DEFAULTS } from '@freedompath/engine/travel';
import { useId } from 'react';
import type { Ref } from 'react';
import { Button } from '@/components/ui/button';
import { formatCurrency, formatMonths } from '@/lib/format';
import { addMonths, formatDateRange } from '@/lib/local-date';
import { countryOf, stopDatesText } from './stop-labels';
import type { Stop } from './travel-planner-form-state';

export interface ItineraryListProps {
  itinerary: readonly Stop[];
  onRemove: (stop: Stop) => void;
  /** Today where the visitor is, for the empty list's suggestion. */
  today: string;
  /** A message about the itinerary as a whole (from the engine's `itinerary` issues). */
  error?: string | undefined;
  /** The list's heading, focused when a removed stop took the focus with it. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The itinerary: the stops in travel order, each with its flag (decoration: the name says it),
 * dates in words, budget and notes, and a Remove button.
 */
export function ItineraryList({
  itinerary,
  onRemove,
  today,
  error,
  headingRef,
}: ItineraryListProps) {
  const headingId = useId();
  const months = TRAVEL_DEFAULTS.tripMonths;
  const monthEnd = addMonths(today, months) ?? today;
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold text-slate-900"
      >
        Your Itinerary
      </h2>
      {itinerary.length === 0 ? (
        <p className="text-slate-700">
          No destinations yet. Add the first country of your trip below: a trip of{' '}
          {formatMonths(months)} starting today would run {formatDateRange(today, monthEnd)}.
        </p>
      ) : (
        <ol aria-label="Itinerary stops" className="grid gap-3">
          {itinerary.map((stop, index) => {
            const country = countryOf(stop.countryId);
            const dates = stopDatesText(stop);
            return (
              <li
                key={stop.id}
                className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-slate-200 p-4"
              >
                <div className="grid min-w-0 gap-1">
                  <p className="flex items-center gap-2 font-semibold text-slate-900">
                    <span className="sr-only">Stop {index + 1}: </span>
                    <span aria-hidden="true" className="text-2xl leading-none">
                      {country.flagEmoji}
                    </span>
                    {country.name}
                  </p>
                  <p className="text-slate-700">{dates}</p>
                  <p className="text-sm text-slate-700">Budget: {formatCurrency(stop.budget)}</p>
                  {stop.notes ? (
                    <p className="text-sm break-words text-slate-700">{stop.notes}</p>
                  ) : null}
                </div>
                <Button
                  variant="ghost"
                  className="print:hidden"
                  aria-label={`Remove ${country.name}, ${dates}`}
                  onClick={() => onRemove(stop)}
                >
                  Remove
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </section>
  );
}
