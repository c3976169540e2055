import { LIMIT_MESSAGES } from '@freedompath/engine';
import { planTrip, TRAVEL_DEFAULTS, validateTrip } from '@freedompath/engine/travel';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Card } from '@/components/ui/card';
import { formatCurrency } from '@/lib/format';
import { todayIso } from '@/lib/local-date';
import { uniqueKey } from '@/lib/unique-key';
import { MoneyField } from '../calculators/kit/fields/money-field';
import { CalculateButton } from '../calculators/kit/gate/calculate-button';
import { LockedView } from '../calculators/kit/gate/locked-view';
import { notifySuccess, successNotices } from '../calculators/kit/notices/notify';
import { CopyLinkButton } from '../calculators/kit/plan/copy-link-button';
import { CalculatorScreen } from '../calculators/kit/screen/calculator-screen';
import { useCalculatorScreen } from '../calculators/kit/screen/use-calculator-screen';
import { AddDestinationPanel } from './add-destination-panel';
import { ItineraryList } from './itinerary-list';
import { countryOf } from './stop-labels';
import { travelPlannerForm } from './travel-planner-form-state';
import type { Stop } from './travel-planner-form-state';
import type { PlannedStop, TravelPlannerPlanValues } from './travel-planner-plan';
import { TripSummary } from './trip-summary';
import { travelPlannerResultsSummary } from './travel-planner-results-summary';

/** The calculate action's label (the product’s names none). */
export const CALCULATE_LABEL = 'Calculate Trip Cost';

/**
 * The Career Break Travel Planner (product: travel-planner#screen): the itinerary list, the
 * add-destination panel and, after Calculate Trip Cost, the trip summary with the trip's dates and
 * the engine's cost estimate. Adding and removing stops spend nothing; only the calculation goes
 * through the gate. Once the free calculations are used up the locked view replaces the planner (a
 * summary already paid for stays). A shared link restores the itinerary and shows no summary.
 */
export function TravelPlannerScreen({ plan }: { plan: TravelPlannerPlanValues }) {
  const {
    frame,
    form,
    change,
    errors,
    clearErrors,
    result: calculation,
    formRef,
    resultsHeading,
    gate,
    input,
    calculate: calculateTrip,
  } = useCalculatorScreen({
    id: 'travel-planner',
    form: travelPlannerForm,
    plan,
    validate: validateTrip,
    invalidNumber: LIMIT_MESSAGES.notANumber,
    // The summary shows the trip as calculated, and tells when the form has moved on from it.
    calculate: (tripInput) => ({ input: tripInput, result: planTrip(tripInput) }),
    summary: (trip) => travelPlannerResultsSummary(trip.result),
    report: (trip) => trip.result,
  });
  // Fixed for the visit, so the suggested dates do not move at midnight while typing.
  const [today] = useState(() => todayIso());
  const [pending, setPending] = useState(false);
  const hintId = useId();
  const headingId = useId();
  const listHeading = useRef<HTMLHeadingElement>(null);

  const ready = form.itinerary.length > 0;
  const itineraryError = Object.entries(errors).find(([path]) => path.startsWith('itinerary'))?.[1];
  const stale =
    calculation !== null && JSON.stringify(input()) !== JSON.stringify(calculation.input);

  // Editing a field takes back its messages only: focus stays where the visitor is.
  const setItinerary = (itinerary: readonly Stop[]) => {
    change('itinerary', itinerary);
    clearErrors((path) => path.startsWith('itinerary'));
  };
  const add = (stop: PlannedStop) => {
    setItinerary([...form.itinerary, { ...stop, id: uniqueKey('stop') }]);
    notifySuccess(successNotices.countryAdded(countryOf(stop.countryId).name));
  };
  const remove = (stop: Stop) => {
    setItinerary(form.itinerary.filter((item) => item.id !== stop.id));
    notifySuccess(successNotices.destinationRemoved);
    // The removed stop's button held focus: the list's heading is the nearest sensible place.
    listHeading.current?.focus();
  };
  const setBaseDailyCost = (baseDailyCost: string) => {
    change('baseDailyCost', baseDailyCost);
    clearErrors((path) => path === 'baseDailyCost');
  };

  const calculate = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || pending) return;
    setPending(true);
    await calculateTrip();
    setPending(false);
  };

  return (
    <CalculatorScreen {...frame}>
      <div className="grid gap-6">
        {gate.locked ? (
          <LockedView gate={gate} />
        ) : (
          <>
            <Card>
              <ItineraryList
                itinerary={form.itinerary}
                onRemove={remove}
                today={today}
                error={itineraryError}
                headingRef={listHeading}
              />
            </Card>
            <Card className="print:hidden">
              <AddDestinationPanel itinerary={form.itinerary} today={today} onAdd={add} />
            </Card>
            <form
              ref={formRef}
              noValidate
              aria-labelledby={headingId}
              onSubmit={(event) => void calculate(event)}
            >
              <Card className="grid gap-5">
                <h2 id={headingId} className="text-xl font-semibold text-slate-900">
                  Trip Cost
                </h2>
                <MoneyField
                  label="Daily travel cost in the United States ($)"
                  name="baseDailyCost"
                  className="sm:max-w-sm"
                  value={form.baseDailyCost}
                  onChange={setBaseDailyCost}
                  hint={`A mid-range day of lodging, food and local transport; each country’s estimate scales it by its cost index. Blank means ${formatCurrency(TRAVEL_DEFAULTS.baseDailyCost)}.`}
                  error={errors.baseDailyCost}
                />
                <div className="flex flex-wrap items-start gap-3">
                  <CalculateButton
                    gate={gate}
                    label={CALCULATE_LABEL}
                    type="submit"
                    disabled={!ready || pending}
                    aria-describedby={ready ? undefined : hintId}
                  />
                  <CopyLinkButton />
                </div>
                {ready ? null : (
                  <p id={hintId} className="text-sm text-slate-700 print:hidden">
                    Add at least one destination to calculate the trip cost.
                  </p>
                )}
              </Card>
            </form>
          </>
        )}
        {calculation ? (
          <TripSummary
            input={calculation.input}
            result={calculation.result}
            stale={stale}
            headingRef={resultsHeading}
          />
        ) : null}
      </div>
    </CalculatorScreen>
  );
}
