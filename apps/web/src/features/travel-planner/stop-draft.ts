import { LIMIT_MESSAGES } from '@freedompath/engine';
import type { TRAVEL_DEFINITION } from '@freedompath/engine/travel';
import { TRAVEL_DEFAULTS, validateTrip } from '@freedompath/engine/travel';
import { addDays, daysInclusive, isIsoDate } from '@/lib/local-date';
import { parseNumber } from '../calculators/kit/fields/parse-number';
import type { FormOf } from '../calculators/kit/form/calculator-form';
import type { PlannedStop } from './travel-planner-plan';

type StopFields = typeof TRAVEL_DEFINITION.fields.itinerary.item;

/** A stop's fields the panel offers (its id is the list's to give). */
export type StopDraftField = Exclude<keyof StopFields, 'id'>;

/** The add-destination panel's fields as typed; `days` is the stay slider's position. */
export type StopDraft = Pick<FormOf<StopFields>, StopDraftField> & { days: number };

/** Messages for the panel's fields, when the stop cannot be added yet. */
export type StopDraftErrors = Partial<Record<StopDraftField, string>>;

/**
 * A new draft starting on `startDate`: no country chosen, the default stay of 7 days (both
 * dates included, as the engine counts them) and the default budget of 0.
 */
export function emptyStopDraft(startDate: string): StopDraft {
  const days = TRAVEL_DEFAULTS.stayDays;
  return {
    countryId: '',
    startDate,
    endDate: addDays(startDate, days - 1) ?? '',
    days,
    budget: String(TRAVEL_DEFAULTS.budget),
    notes: '',
  };
}

/** A new start date keeps the stay's length: the end date moves with it. */
export function withStartDate(draft: StopDraft, startDate: string): StopDraft {
  const endDate = addDays(startDate, draft.days - 1);
  return { ...draft, startDate, endDate: endDate ?? draft.endDate };
}

/** Moving the slider sets the end date from the start date. */
export function withDays(draft: StopDraft, days: number): StopDraft {
  const endDate = addDays(draft.startDate, days - 1);
  return { ...draft, days, endDate: endDate ?? draft.endDate };
}

/** A chosen end date moves the slider to the stay's length, as far as its 1–30 days reach. */
export function withEndDate(draft: StopDraft, endDate: string): StopDraft {
  const length = daysInclusive(draft.startDate, endDate);
  if (length === undefined || length < TRAVEL_DEFAULTS.minStayDays) return { ...draft, endDate };
  return { ...draft, endDate, days: Math.min(length, TRAVEL_DEFAULTS.maxStayDays) };
}

/**
 * Checks a draft with the engine's `validateTrip` on a one-stop itinerary: the stop to add, or
 * the messages at the fields that need them ('Please select a country', 'End date cannot be
 * before start date', …). A blank budget is the default 0; text that is not a number is refused.
 */
export function checkStopDraft(
  draft: StopDraft,
): { ok: true; stop: PlannedStop } | { ok: false; errors: StopDraftErrors } {
  const budgetText = draft.budget.trim();
  const budget = budgetText === '' ? TRAVEL_DEFAULTS.budget : parseNumber(budgetText);
  const stop = {
    countryId: draft.countryId,
    startDate: draft.startDate,
    endDate: draft.endDate,
    budget: budget ?? TRAVEL_DEFAULTS.budget,
    notes: draft.notes.trim(),
  };
  const errors: StopDraftErrors = {};
  if (budget === undefined) errors.budget = LIMIT_MESSAGES.notANumber;
  for (const { path, message } of validateTrip({ itinerary: [{ ...stop, id: 'draft' }] })) {
    const field = path.replace(/^itinerary\.0\./, '') as StopDraftField;
    errors[field] ??= message;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, stop };
}

/**
 * Where the next stop starts: the day after the trip's last day (both dates of a stop are
 * spent there), or `today` for the first stop.
 */
export function nextStartDate(itinerary: readonly PlannedStop[], today: string): string {
  const lastEnd = itinerary.reduce<string | undefined>(
    (latest, stop) =>
      isIsoDate(stop.endDate) && (latest === undefined || stop.endDate > latest)
        ? stop.endDate
        : latest,
    undefined,
  );
  return (lastEnd === undefined ? undefined : addDays(lastEnd, 1)) ?? today;
}
