import type { RetirementInput } from '@freedompath/engine/fire';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@/components/ui/button';
import { RetryNotice } from '@/components/ui/retry-notice';
import { CalculateButton } from '../calculators/kit/gate/calculate-button';
import { CopyLinkButton } from '../calculators/kit/plan/copy-link-button';
import { CalculatorScreen } from '../calculators/kit/screen/calculator-screen';
import { useCalculatorScreen } from '../calculators/kit/screen/use-calculator-screen';
import { useSimulation } from '../calculators/kit/simulation/use-simulation';
import { FireForm } from './fire-form';
import type { FireFormUpdate } from './fire-form';
import { fireForm, fireFormIssues } from './fire-form-state';
import type { FireFormState, FireInputs, FlowForm } from './fire-form-state';
import { FireGuide } from './fire-guide';
import { fireOutcomeSummary } from './fire-outcome-summary';
import { FIRE_YEARS_TO_FI } from './fire-plan';
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
function simulationKey(form: FireFormState): string {
  const simulated = Object.entries(form).filter(([name]) => !(name in FIRE_YEARS_TO_FI.fields));
  return JSON.stringify({
    ...Object.fromEntries(simulated),
    incomes: unlabelled(form.incomes),
    expenses: unlabelled(form.expenses),
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
  const simulation = useSimulation();
  const [running, setRunning] = useState<Running | null>(null);
  const [cancelled, setCancelled] = useState(false);
  /** The last run failed (the worker broke): say so where the button is, with a retry. */
  const [failed, setFailed] = useState(false);
  /** The run in flight: aborting its controller cancels it. */
  const active = useRef<{ controller: AbortController; key: string } | null>(null);
  const actions = useRef<HTMLDivElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  const button = (which: 'run' | 'cancel') =>
    actions.current?.querySelector<HTMLButtonElement>(`[data-action="${which}"]`);

  const screen = useCalculatorScreen({
    id: 'fire-calculator',
    form: fireForm,
    plan,
    issues: fireFormIssues,
    calculate: async (inputs, signal): Promise<Shown> => {
      const stages = inputs.b ? 2 : 1;
      // The Run button is disabled from here on: focus goes to Cancel, which takes its place.
      flushSync(() => setRunning({ stage: 0, stages, cancellable: true }));
      button('cancel')?.focus();
      const simulate = (input: RetirementInput) =>
        simulation.run({ kind: 'retirement', input }, { signal });
      const a = await simulate(inputs.a);
      if (inputs.b) setRunning({ stage: 1, stages, cancellable: true });
      const b = inputs.b ? await simulate(inputs.b) : null;
      // The gate accepts the result as this returns (no event can come in between), and a
      // cancel no longer stops it from being counted: Cancel goes.
      setRunning({ stage: inputs.b ? 1 : 0, stages, cancellable: false });
      return { key, inputs, outcome: { a, b } };
    },
    // Analytics get the headline figures, not every cycle of every run.
    report: (result) => fireOutcomeSummary(result.outcome),
    summary: (result) => fireResultsSummary(result.inputs, result.outcome),
    // The results render in slices that leave the page responsive: all of them in one task
    // would block it for tens of milliseconds on a slow phone.
    transition: true,
  });
  const { gate, form, setForm, errors, clearErrors, result: shown } = screen;
  const key = simulationKey(form);

  useEffect(() => {
    if (active.current && active.current.key !== key) active.current.controller.abort();
  }, [key]);

  // Leaving the page cancels the run, so the gate ends it as cancelled, spending nothing (and
  // a run still waiting for the session never starts).
  useEffect(() => () => active.current?.controller.abort(), []);

  // New results take focus once they are on screen (the Cancel button that had it is gone).
  useEffect(() => {
    resultsHeading.current?.focus();
  }, [shown]);

  const update = useCallback<FireFormUpdate>(
    (recipe, listChanged) => {
      setForm(recipe);
      // The message was about the form as it was. An edit that cancels a run shows it afresh:
      // the cancel ends after this edit.
      setCancelled(false);
      // Messages are filed by position, which a removal shifts.
      if (listChanged) clearErrors();
    },
    [clearErrors, setForm],
  );

  const run = async () => {
    // One run at a time: a second submit (while the first waits for the session, before the
    // Run button is disabled) would take its place and leave the first one uncancellable.
    if (active.current) return;
    const controller = new AbortController();
    active.current = { controller, key };
    setCancelled(false);
    setFailed(false);
    const outcome = await screen.calculate({ signal: controller.signal });
    if (active.current?.controller === controller) active.current = null;
    // Another run of the gate is under way and will show its own outcome.
    if (outcome.status === 'busy') return;
    if (outcome.status === 'calculated') {
      // Shown with the results, in their transition.
      startTransition(() => setRunning(null));
      return;
    }
    // Cancel had focus, or had it until it went when the result was accepted.
    const focused = document.activeElement;
    const hadFocus = focused === button('cancel') || focused === document.body;
    flushSync(() => {
      setRunning(null);
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
    <CalculatorScreen {...screen.frame} guide={<FireGuide />}>
      <div className="grid grid-cols-1 gap-6">
        <FireForm
          form={form}
          update={update}
          errors={errors}
          onSubmit={() => void run()}
          formRef={screen.formRef}
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
