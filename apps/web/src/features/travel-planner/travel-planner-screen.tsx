import { planTrip, TRAVEL_DEFAULTS, validateTrip } from '@freedompath/engine/travel';
import type { TripInput, TripPlan } from '@freedompath/engine/travel';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Card } from '../../components/ui/card';
import { formatCurrency } from '../../lib/format';
import { todayIso } from '../../lib/local-date';
import { uniqueKey } from '../../lib/unique-key';
import { fieldErrors } from '../calculators/kit/fields/field-errors';
import type { FieldErrors } from '../calculators/kit/fields/field-errors';
import { MoneyField } from '../calculators/kit/fields/money-field';
import { useFocusFirstInvalid } from '../calculators/kit/fields/use-focus-first-invalid';
import { CalculateButton } from '../calculators/kit/gate/calculate-button';
import { LockedView } from '../calculators/kit/gate/locked-view';
import { useCalculationGate } from '../calculators/kit/gate/use-calculation-gate';
import { notifySuccess, successNotices } from '../calculators/kit/notices/notify';
import { CopyLinkButton } from '../calculators/kit/plan/copy-link-button';
import { usePlanUrl } from '../calculators/kit/plan/use-plan-url';
import { CalculatorScreen } from '../calculators/kit/screen/calculator-screen';
import { AddDestinationPanel } from './add-destination-panel';
import { ItineraryList } from './itinerary-list';
import { countryOf } from './stop-labels';
import { formFromPlan, planFromForm } from './travel-planner-plan';
import type {
  PlannedStop,
  Stop,
  TravelPlannerForm,
  TravelPlannerPlanValues,
} from './travel-planner-plan';
import { tripInput, tripTextIssues } from './trip-input';
import { TripSummary } from './trip-summary';
import { travelPlannerResultsSummary } from './travel-planner-results-summary';

interface Calculation {
  input: TripInput;
  result: TripPlan;
}

/** The calculate action's label (the spec names none). */
export const CALCULATE_LABEL = 'Calculate Trip Cost';

/**
 * The Career Break Travel Planner (spec §2): the itinerary list, the add-destination panel and,
 * after Calculate Trip Cost, the trip summary with the trip's dates and the engine's cost
 * estimate. Adding and removing stops spend nothing; only the calculation goes through the
 * gate. Once the free calculations are used up the locked view replaces the planner (a summary
 * already paid for stays). A shared link restores the itinerary and shows no summary.
 */
export function TravelPlannerScreen({ plan }: { plan: TravelPlannerPlanValues }) {
  const gate = useCalculationGate('travel-planner');
  const [form, setForm] = useState<TravelPlannerForm>(() => formFromPlan(plan));
  // Fixed for the visit, so the suggested dates do not move at midnight while typing.
  const [today] = useState(() => todayIso());
  const [errors, setErrors] = useState<FieldErrors>({});
  const [calculation, setCalculation] = useState<Calculation | null>(null);
  const [pending, setPending] = useState(false);
  const hintId = useId();
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  usePlanUrl(planFromForm(form, plan));
  useFocusFirstInvalid(formRef, errors);

  useEffect(() => {
    if (calculation) resultsHeading.current?.focus();
  }, [calculation]);

  const ready = form.itinerary.length > 0;
  const itineraryError = Object.entries(errors).find(([path]) => path.startsWith('itinerary'))?.[1];
  const stale =
    calculation !== null && JSON.stringify(tripInput(form)) !== JSON.stringify(calculation.input);

  const setItinerary = (itinerary: readonly Stop[]) => {
    setForm((current) => ({ ...current, itinerary }));
    setErrors((current) => withoutErrors(current, (path) => path.startsWith('itinerary')));
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
    setForm((current) => ({ ...current, baseDailyCost }));
    setErrors((current) => withoutErrors(current, (path) => path === 'baseDailyCost'));
  };

  const calculate = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || pending) return;
    setPending(true);
    const input = tripInput(form);
    const outcome = await gate.run({
      inputs: input,
      validate: (inputs) => [...tripTextIssues(form), ...validateTrip(inputs)],
      calculate: planTrip,
      successNotice: successNotices.calculationComplete,
    });
    setPending(false);
    if (outcome.status === 'invalid') setErrors(fieldErrors(outcome.issues));
    if (outcome.status === 'calculated') {
      setErrors({});
      setCalculation({ input, result: outcome.result });
    }
  };

  return (
    <CalculatorScreen
      id="travel-planner"
      results={{
        summary: calculation ? travelPlannerResultsSummary(calculation.result) : undefined,
        recalculate: () => formRef.current?.requestSubmit(),
      }}
    >
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

/**
 * The errors without those whose path matches; the same object when none does, so editing
 * does not look like a new calculate to `useFocusFirstInvalid` and pull focus away.
 */
function withoutErrors(errors: FieldErrors, matches: (path: string) => boolean): FieldErrors {
  const paths = Object.keys(errors);
  if (!paths.some(matches)) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([path]) => !matches(path)));
}
