import { EngineError } from '@freedompath/engine';
import type { ValidationIssue } from '@freedompath/engine';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { CalculatorId } from '../../calculator-catalog';
import { useCalculationEvents } from '../events/use-calculation-events';
import { notifyCalculationError, notifyError, notifySuccess } from '../notices/notify';
import { freeCalculationCounter } from './free-calculation-counter';
import { gateState } from './gate-state';
import type { GateState, Viewer } from './gate-state';

/** One calculate action, as the screen describes it to the gate. */
export interface CalculationAttempt<Inputs, Result> {
  /** The parsed inputs (numbers, never text); reported with the completed event. */
  inputs: Inputs;
  /** The engine's `validate<Name>` (plus any `textIssues`); issues mean nothing is spent. */
  validate: (inputs: Inputs) => readonly ValidationIssue[];
  /** The engine's `calculate<Name>`; an `EngineError` counts as invalid input. */
  calculate: (inputs: Inputs) => Result;
  /** A §8 success notice to show when it succeeds, e.g. `successNotices.calculationComplete`. */
  successNotice?: string;
}

/** How a calculate action ended. */
export type CalculationOutcome<Result> =
  | { status: 'calculated'; result: Result }
  /** Validation failed: show `issues` at their fields (`fieldErrors(issues)`). Nothing spent. */
  | { status: 'invalid'; issues: readonly ValidationIssue[] }
  /** Out of calculations: the spec's message was shown and the visitor sent on. */
  | { status: 'refused' }
  /** The engine threw unexpectedly: 'Calculation Error' was shown. Nothing spent. */
  | { status: 'failed'; error: unknown };

export interface CalculationGate extends GateState {
  /**
   * Passes one calculate action through the gate: refuse when exhausted, validate, compute,
   * spend one calculation, report the `completed` event, show the success notice. Never
   * rejects.
   */
  run: <Inputs, Result>(
    attempt: CalculationAttempt<Inputs, Result>,
  ) => Promise<CalculationOutcome<Result>>;
}

/**
 * The viewer as the browser knows them now: today always anonymous, with the local counter.
 * The accounts and billing issues read the session and entitlement here.
 */
function currentViewer(): Viewer {
  return { kind: 'anonymous', remaining: freeCalculationCounter.remaining() };
}

/** Re-renders when what `currentViewer` answers changes; returns its state. */
function useGateState(calculatorId: CalculatorId): GateState {
  const remaining = useSyncExternalStore(
    freeCalculationCounter.subscribe,
    freeCalculationCounter.remaining,
    freeCalculationCounter.remaining,
  );
  return useMemo(
    () => gateState({ kind: 'anonymous', remaining }, calculatorId),
    [remaining, calculatorId],
  );
}

/** Counts one calculation for the viewer (the accounts issue consumes server quota here). */
async function spend(viewer: Viewer): Promise<void> {
  if (viewer.kind === 'anonymous') freeCalculationCounter.spend();
}

/**
 * The calculation gate: every calculate action of every calculator passes through it. It also
 * reports the screen's calculation events (started, completed, abandoned).
 *
 * @example
 * const gate = useCalculationGate('runway-calculator');
 * const outcome = await gate.run({ inputs, validate: validateRunway, calculate: calculateRunway });
 * if (outcome.status === 'calculated') setResult(outcome.result);
 * if (outcome.status === 'invalid') setErrors(fieldErrors(outcome.issues));
 */
export function useCalculationGate(calculatorId: CalculatorId): CalculationGate {
  const state = useGateState(calculatorId);
  const events = useCalculationEvents(calculatorId);
  const navigate = useNavigate();

  const run = useCallback(
    async <Inputs, Result>({
      inputs,
      validate,
      calculate,
      successNotice,
    }: CalculationAttempt<Inputs, Result>): Promise<CalculationOutcome<Result>> => {
      // Decide on the viewer as it is now, not as it was at the last render.
      const viewer = currentViewer();
      const { refusal } = gateState(viewer, calculatorId);
      if (refusal) {
        notifyError(refusal.message, refusal.description);
        if (refusal.redirectTo) void navigate({ to: refusal.redirectTo });
        return { status: 'refused' };
      }
      let result: Result;
      try {
        const issues = validate(inputs);
        if (issues.length > 0) return { status: 'invalid', issues };
        result = calculate(inputs);
      } catch (error) {
        if (error instanceof EngineError) return { status: 'invalid', issues: error.issues };
        console.warn('Calculation failed', error);
        notifyCalculationError();
        return { status: 'failed', error };
      }
      await spend(viewer);
      events.completed(inputs, result);
      if (successNotice) notifySuccess(successNotice);
      return { status: 'calculated', result };
    },
    [calculatorId, events, navigate],
  );

  return useMemo(() => ({ ...state, run }), [state, run]);
}
