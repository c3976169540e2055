import { TRAVEL_COUNTRIES, TRAVEL_DEFAULTS } from '@freedompath/engine/travel';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { formatCount } from '@/lib/format';
import { daysInclusive } from '@/lib/local-date';
import { DateField } from '../calculators/kit/fields/date-field';
import { MoneyField } from '../calculators/kit/fields/money-field';
import { SelectField } from '../calculators/kit/fields/select-field';
import { SliderField } from '../calculators/kit/fields/slider-field';
import { TextField } from '../calculators/kit/fields/text-field';
import { useFocusFirstInvalid } from '../calculators/kit/fields/use-focus-first-invalid';
import {
  checkStopDraft,
  emptyStopDraft,
  nextStartDate,
  withDays,
  withEndDate,
  withStartDate,
} from './stop-draft';
import type { StopDraft, StopDraftErrors, StopDraftField } from './stop-draft';
import { MAX_STOPS, NOTES_MAX_LENGTH } from './travel-planner-plan';
import type { PlannedStop } from './travel-planner-plan';

const countryOptions = [...TRAVEL_COUNTRIES]
  .sort((a, b) => a.name.localeCompare(b.name, 'en'))
  .map(({ id, name }) => ({ value: id, label: name }));

/** The days slider's reach (product: travel-planner#formulas-and-constants: 1 to 30, default 7). */
const { minStayDays, maxStayDays } = TRAVEL_DEFAULTS;

const days = (value: number) => formatCount(value, 'day', 'days');

export interface AddDestinationPanelProps {
  /** The stops so far: the next stop starts the day after the last one ends. */
  itinerary: readonly PlannedStop[];
  /** Today where the visitor is: the first stop's start date. */
  today: string;
  onAdd: (stop: PlannedStop) => void;
}

/**
 * The add-destination panel: country, start date, the stay's length (which sets the end date),
 * the end date (no earlier than the start: earlier days are disabled in the picker), the stop's
 * budget and notes. A stop that cannot be added says why at its fields and adds nothing.
 */
export function AddDestinationPanel({ itinerary, today, onAdd }: AddDestinationPanelProps) {
  const [draft, setDraft] = useState<StopDraft>(() =>
    emptyStopDraft(nextStartDate(itinerary, today)),
  );
  const [errors, setErrors] = useState<StopDraftErrors>({});
  // The last refused attempt's messages: a new object per attempt moves focus to the first.
  const [refused, setRefused] = useState<StopDraftErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const full = itinerary.length >= MAX_STOPS;
  // The stay as its dates make it, which may exceed the slider's reach; else the slider's.
  const dated = daysInclusive(draft.startDate, draft.endDate) ?? 0;
  const stayLength = dated >= 1 ? dated : draft.days;
  useFocusFirstInvalid(formRef, refused);

  const change = (next: StopDraft, ...fields: StopDraftField[]) => {
    setDraft(next);
    setErrors((current) => {
      const rest = { ...current };
      for (const field of fields) delete rest[field];
      return rest;
    });
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (full) return;
    const checked = checkStopDraft(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      setRefused(checked.errors);
      return;
    }
    onAdd(checked.stop);
    setDraft(emptyStopDraft(nextStartDate([...itinerary, checked.stop], today)));
    setErrors({});
    formRef.current?.querySelector('select')?.focus();
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Add a Destination
      </h2>
      <form
        ref={formRef}
        noValidate
        onSubmit={add}
        aria-label="Add a destination"
        className="grid gap-4 sm:grid-cols-2"
      >
        <SelectField
          label="Country"
          name="countryId"
          className="sm:col-span-2"
          value={draft.countryId}
          onChange={(countryId) => change({ ...draft, countryId }, 'countryId')}
          options={countryOptions}
          placeholder="Select a country"
          error={errors.countryId}
          required
        />
        <DateField
          label="Start date"
          name="startDate"
          value={draft.startDate}
          onChange={(startDate) => change(withStartDate(draft, startDate), 'startDate', 'endDate')}
          error={errors.startDate}
          required
        />
        <DateField
          label="End date"
          name="endDate"
          value={draft.endDate}
          min={draft.startDate || undefined}
          onChange={(endDate) => change(withEndDate(draft, endDate), 'endDate')}
          error={errors.endDate}
          required
        />
        <SliderField
          label="Length of stay (days)"
          name="days"
          className="sm:col-span-2"
          hint={`${days(stayLength)}, both dates included (the slider sets ${minStayDays} to ${maxStayDays})`}
          min={minStayDays}
          max={maxStayDays}
          format={days}
          value={draft.days}
          onChange={(value) => change(withDays(draft, value), 'endDate')}
        />
        <MoneyField
          label="Budget ($)"
          name="budget"
          value={draft.budget}
          onChange={(budget) => change({ ...draft, budget }, 'budget')}
          hint="Your own budget for this stop; 0 if you have not set one."
          error={errors.budget}
        />
        <TextField
          label="Notes"
          name="notes"
          value={draft.notes}
          maxLength={NOTES_MAX_LENGTH}
          onChange={(notes) => change({ ...draft, notes }, 'notes')}
          hint="Cities, visas, friends to visit (optional)."
          error={errors.notes}
        />
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button type="submit" disabled={full}>
            Add Destination
          </Button>
          {full ? (
            <p className="text-sm text-slate-700">
              The itinerary holds at most {MAX_STOPS} destinations.
            </p>
          ) : null}
        </div>
      </form>
    </section>
  );
}
