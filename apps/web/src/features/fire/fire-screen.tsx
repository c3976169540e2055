import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../components/ui/button';
import { fieldErrors } from '../calculators/kit/fields/field-errors';
import type { FieldErrors } from '../calculators/kit/fields/field-errors';
import { useFocusFirstInvalid } from '../calculators/kit/fields/use-focus-first-invalid';
import { CalculateButton } from '../calculators/kit/gate/calculate-button';
import { useCalculationGate } from '../calculators/kit/gate/use-calculation-gate';
import { successNotices } from '../calculators/kit/notices/notify';
import { CopyLinkButton } from '../calculators/kit/plan/copy-link-button';
import { usePlanUrl } from '../calculators/kit/plan/use-plan-url';
import { CalculatorScreen } from '../calculators/kit/screen/calculator-screen';
import { useSimulation } from '../calculators/kit/simulation/use-simulation';
import { FireForm } from './fire-form';
import type { FireFormUpdate } from './fire-form';
import { fireFormIssues, formFromPlan, inputsFromForm, planFromForm } from './fire-form-state';
import type { FireFormState, FireInputs } from './fire-form-state';
import { FireGuide } from './fire-guide';
import type { FirePlan } from './fire-plan';
import { FireResults } from './fire-results';
import type { FireOutcome } from './fire-results';
import { SimulationProgress } from './simulation-progress';
import { YearsToFiCard } from './years-to-fi-card';

const fireScreenTexts = {
  run: 'Run Simulation',
  running: 'Calculating...',
  cancel: 'Cancel',
  cancelled: 'Simulation cancelled. Nothing was counted.',
  outOfDate: 'Results are out of date — run the simulation again.',
  invalid: 'Please correct the highlighted fields.',
} as const;

/**
 * What the simulation depends on: every field but the years-to-FI card's, as typed. A change
 * cancels a run in flight and marks shown results out of date.
 */
function simulationKey({ savingsRate, annualIncome, ...simulated }: FireFormState): string {
  void savingsRate;
  void annualIncome;
  return JSON.stringify(simulated);
}

/** Results on screen, with the form they were simulated for. */
interface Shown {
  key: string;
  inputs: FireInputs;
  outcome: FireOutcome;
}

/** A run in flight: which strategy the worker is on, of how many. */
interface Running {
  stage: 0 | 1;
  stages: 1 | 2;
}

/**
 * The FIRE Calculator: a retirement simulated in a worker through every historical period
 * since 1871 (or Monte Carlo markets), optionally under two strategies at once. One Run
 * Simulation is one calculation; changing an input while it runs cancels it without spending
 * one, and marks results already shown out of date rather than running again on every keystroke.
 */
export function FireScreen({ plan }: { plan: FirePlan }) {
  const gate = useCalculationGate('fire-calculator');
  const simulation = useSimulation();
  const [form, setForm] = useState(() => formFromPlan(plan));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [shown, setShown] = useState<Shown | null>(null);
  const [running, setRunning] = useState<Running | null>(null);
  const [cancelled, setCancelled] = useState(false);
  /** The run in flight: aborting its controller cancels it. */
  const active = useRef<{ controller: AbortController; key: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const actions = useRef<HTMLDivElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  /** New results take focus once they are on screen (the Cancel button that had it is gone). */
  const focusResults = useRef(false);
  const key = simulationKey(form);

  usePlanUrl(planFromForm(form, plan));
  useFocusFirstInvalid(formRef, errors);

  useEffect(() => {
    if (active.current && active.current.key !== key) active.current.controller.abort();
  }, [key]);

  useEffect(() => {
    if (!focusResults.current) return;
    focusResults.current = false;
    resultsHeading.current?.focus();
  }, [shown]);

  const clearErrors = useCallback(
    () => setErrors((current) => (Object.keys(current).length > 0 ? {} : current)),
    [],
  );
  const update = useCallback<FireFormUpdate>(
    (recipe, listChanged) => {
      setForm(recipe);
      // Messages are filed by position, which a removal shifts.
      if (listChanged) clearErrors();
    },
    [clearErrors],
  );

  const button = (which: 'run' | 'cancel') =>
    actions.current?.querySelector<HTMLButtonElement>(`[data-action="${which}"]`);

  const run = async () => {
    const inputs = inputsFromForm(form);
    const controller = new AbortController();
    const runKey = key;
    active.current = { controller, key: runKey };
    setCancelled(false);
    const outcome = await gate.run(
      {
        inputs,
        validate: (checked) => fireFormIssues(form, checked),
        calculate: async (checked, signal): Promise<FireOutcome> => {
          const stages = checked.b ? 2 : 1;
          // The Run button is disabled from here on: focus goes to Cancel, which takes its place.
          flushSync(() => setRunning({ stage: 0, stages }));
          button('cancel')?.focus();
          const a = await simulation.run({ kind: 'retirement', input: checked.a }, { signal });
          if (!checked.b) return { a, b: null };
          setRunning({ stage: 1, stages });
          const b = await simulation.run({ kind: 'retirement', input: checked.b }, { signal });
          return { a, b };
        },
        successNotice: successNotices.calculationComplete,
      },
      { signal: controller.signal },
    );
    active.current = null;
    if (outcome.status === 'calculated') {
      focusResults.current = true;
      // A transition renders the results in slices that leave the page responsive: all of
      // them in one task would block it for tens of milliseconds on a slow phone.
      startTransition(() => {
        setRunning(null);
        clearErrors();
        setShown({ key: runKey, inputs, outcome: outcome.result });
      });
      return;
    }
    const hadFocus = button('cancel') === document.activeElement;
    flushSync(() => {
      setRunning(null);
      if (outcome.status === 'invalid') setErrors(fieldErrors(outcome.issues));
      if (outcome.status === 'cancelled') setCancelled(true);
    });
    if (hadFocus) button('run')?.focus();
  };

  const fraction = running ? (running.stage + simulation.progress) / running.stages : 0;
  const stale = shown !== null && shown.key !== key;
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <CalculatorScreen id="fire-calculator" guide={<FireGuide />}>
      <div className="grid grid-cols-1 gap-6">
        <FireForm
          form={form}
          update={update}
          errors={errors}
          onSubmit={() => void run()}
          formRef={formRef}
        >
          {hasErrors ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {fireScreenTexts.invalid}
            </p>
          ) : null}
          <div ref={actions} className="grid gap-3">
            <div className="flex flex-wrap items-start justify-between gap-4">
              <div className="flex flex-wrap items-start gap-3">
                <CalculateButton
                  type="submit"
                  data-action="run"
                  gate={gate}
                  label={running ? fireScreenTexts.running : fireScreenTexts.run}
                  disabled={running !== null}
                />
                {running ? (
                  <Button
                    data-action="cancel"
                    variant="secondary"
                    size="lg"
                    onClick={() => active.current?.controller.abort()}
                  >
                    {fireScreenTexts.cancel}
                  </Button>
                ) : null}
              </div>
              <CopyLinkButton />
            </div>
            {running ? (
              <SimulationProgress
                fraction={fraction}
                strategy={running.stages === 2 ? (running.stage === 0 ? 'A' : 'B') : null}
              />
            ) : null}
            <div role="status">
              {cancelled && !running ? (
                <p className="text-sm text-slate-700">{fireScreenTexts.cancelled}</p>
              ) : null}
            </div>
          </div>
        </FireForm>
        {shown ? (
          <div className="grid grid-cols-1 gap-6">
            <div role="status">
              {stale ? (
                <p className="rounded-xl border border-amber-300 bg-amber-50 p-4 font-medium text-amber-950">
                  {fireScreenTexts.outOfDate}
                </p>
              ) : null}
            </div>
            <FireResults
              inputs={shown.inputs}
              outcome={shown.outcome}
              headingRef={resultsHeading}
            />
          </div>
        ) : null}
        <YearsToFiCard
          savingsRate={form.savingsRate}
          annualIncome={form.annualIncome}
          onChange={(field, value) => setForm((current) => ({ ...current, [field]: value }))}
        />
      </div>
    </CalculatorScreen>
  );
}
