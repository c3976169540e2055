import type { RetirementInput } from '@freedompath/engine/fire';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '../../components/ui/button';
import { RetryNotice } from '../../components/ui/retry-notice';
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
import type { FireFormState, FireInputs, FlowForm } from './fire-form-state';
import { FireGuide } from './fire-guide';
import { fireOutcomeSummary } from './fire-outcome-summary';
import type { FirePlan } from './fire-plan';
import { FireResults } from './fire-results';
import type { FireOutcome } from './fire-results';
import { SimulationProgress } from './simulation-progress';
import { YearsToFiCard } from './years-to-fi-card';
import { fireResultsSummary } from './fire-results-summary';

const fireScreenTexts = {
  run: 'Run Simulation',
  running: 'Calculating...',
  cancel: 'Cancel',
  cancelled: 'Simulation cancelled. Nothing was counted.',
  failed: 'The simulation could not be completed. Nothing was counted.',
  outOfDate: 'Results are out of date — run the simulation again.',
  invalid: 'Please correct the highlighted fields.',
} as const;

/** The incomes or expenses without their labels. */
function unlabelled(flows: readonly FlowForm[]): FlowForm[] {
  return flows.map((flow) => ({ ...flow, label: '' }));
}

/**
 * What the simulation depends on: every field but the years-to-FI card's, as typed. A change
 * cancels a run in flight and marks shown results out of date. The labels of incomes and
 * expenses are left out: they only name the rows, the engine computes nothing from them, so
 * renaming one changes no result.
 */
function simulationKey({
  savingsRate,
  annualIncome,
  incomes,
  expenses,
  ...simulated
}: FireFormState): string {
  void savingsRate;
  void annualIncome;
  return JSON.stringify({
    ...simulated,
    incomes: unlabelled(incomes),
    expenses: unlabelled(expenses),
  });
}

/** Results on screen, with the form they were simulated for. */
interface Shown {
  key: string;
  inputs: FireInputs;
  outcome: FireOutcome;
}

/** A run in flight: which strategy the worker is on, of how many, and whether it can stop. */
interface Running {
  stage: 0 | 1;
  stages: 1 | 2;
  /** False once the gate has accepted the result: it is being counted, too late to cancel. */
  cancellable: boolean;
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
  /** The last run failed (the worker broke): say so where the button is, with a retry. */
  const [failed, setFailed] = useState(false);
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

  // Leaving the page cancels the run, so the gate ends it as cancelled, spending nothing (and
  // a run still waiting for the session never starts).
  useEffect(() => () => active.current?.controller.abort(), []);

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
      // The message was about the form as it was. An edit that cancels a run shows it afresh:
      // the cancel ends after this edit.
      setCancelled(false);
      // Messages are filed by position, which a removal shifts.
      if (listChanged) clearErrors();
    },
    [clearErrors],
  );

  const button = (which: 'run' | 'cancel') =>
    actions.current?.querySelector<HTMLButtonElement>(`[data-action="${which}"]`);

  const run = async () => {
    // One run at a time: a second submit (while the first waits for the session, before the
    // Run button is disabled) would take its place and leave the first one uncancellable.
    if (active.current) return;
    const inputs = inputsFromForm(form);
    const controller = new AbortController();
    const runKey = key;
    active.current = { controller, key: runKey };
    setCancelled(false);
    setFailed(false);
    const outcome = await gate.run(
      {
        inputs,
        validate: (checked) => fireFormIssues(form, checked),
        calculate: async (checked, signal): Promise<FireOutcome> => {
          const stages = checked.b ? 2 : 1;
          // The Run button is disabled from here on: focus goes to Cancel, which takes its place.
          flushSync(() => setRunning({ stage: 0, stages, cancellable: true }));
          button('cancel')?.focus();
          const simulate = (input: RetirementInput) =>
            simulation.run({ kind: 'retirement', input }, { signal });
          const a = await simulate(checked.a);
          if (checked.b) setRunning({ stage: 1, stages, cancellable: true });
          const b = checked.b ? await simulate(checked.b) : null;
          // The gate accepts the result as this returns (no event can come in between), and a
          // cancel no longer stops it from being counted: Cancel goes.
          setRunning({ stage: checked.b ? 1 : 0, stages, cancellable: false });
          return { a, b };
        },
        successNotice: successNotices.calculationComplete,
        // Analytics get the headline figures, not every cycle of every run.
        report: fireOutcomeSummary,
      },
      { signal: controller.signal },
    );
    if (active.current?.controller === controller) active.current = null;
    // Another run of the gate is under way and will show its own outcome.
    if (outcome.status === 'busy') return;
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
    // Cancel had focus, or had it until it went when the result was accepted.
    const focused = document.activeElement;
    const hadFocus = focused === button('cancel') || focused === document.body;
    flushSync(() => {
      setRunning(null);
      if (outcome.status === 'invalid') setErrors(fieldErrors(outcome.issues));
      if (outcome.status === 'cancelled') setCancelled(true);
      if (outcome.status === 'failed') setFailed(true);
    });
    // Invalid input: focus is on the first field to correct instead.
    if (hadFocus && outcome.status !== 'invalid') button('run')?.focus();
  };

  const fraction = running ? (running.stage + simulation.progress) / running.stages : 0;
  const stale = shown !== null && shown.key !== key;
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <CalculatorScreen
      id="fire-calculator"
      guide={<FireGuide />}
      results={{
        summary: shown ? fireResultsSummary(shown.inputs, shown.outcome) : undefined,
        recalculate: () => void run(),
      }}
    >
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
                {running?.cancellable ? (
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
            {failed && !running ? (
              <RetryNotice onRetry={() => void run()} className="text-sm font-medium text-red-700">
                {fireScreenTexts.failed}
              </RetryNotice>
            ) : null}
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
          onChange={(field, value) => update((current) => ({ ...current, [field]: value }))}
        />
      </div>
    </CalculatorScreen>
  );
}
