import { EngineError } from '@freedompath/engine';
import type { ValidationIssue } from '@freedompath/engine';
import { calculationTypeSchema } from '@freedompath/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useRef } from 'react';
import { entitlementsQueryOptions } from '@/lib/entitlements-query-options';
import { sessionStore } from '@/lib/session-store';
import { getCalculator } from '@/features/calculators/calculator-catalog';
import type { CalculatorId } from '@/features/calculators/calculator-catalog';
import { useCalculationEvents } from '../events/use-calculation-events';
import { notifyCalculationError, notifyError, notifySuccess } from '../notices/notify';
import { randomHex } from '@/lib/random-id';
import { isAbortError } from '@/lib/is-abort-error';
import { consumeQuota } from './consume-quota';
import { freeCalculationCounter } from './free-calculation-counter';
import { gateState, gateTexts } from './gate-state';
import type { GateRefusal, GateState, Viewer } from './gate-state';
import { currentViewer, useViewer } from './use-viewer';

/** One calculate action, as the screen describes it to the gate. */
export interface CalculationAttempt<Inputs, Result> {
  /** The parsed inputs (numbers, never text); reported with the completed event. */
  inputs: Inputs;
  /** The engine's `validate<Name>` (plus any `textIssues`); issues mean nothing is spent. */
  validate: (inputs: Inputs) => readonly ValidationIssue[];
  /**
   * The engine's `calculate<Name>`, or a simulation in the worker (`useSimulation().run`), which
   * should stop when `signal` aborts. An `EngineError` counts as invalid input; an `AbortError`
   * `DOMException` as cancelled, whoever aborted (the simulation hook aborts its own run when
   * its screen unmounts).
   */
  calculate: (inputs: Inputs, signal: AbortSignal) => Result | Promise<Result>;
  /**
   * What the completed event reports of the result; the whole result by default. A large
   * result (thousands of simulated runs) should report a summary: the event is serialised on
   * the main thread before the result is shown.
   */
  report?: (result: Result) => unknown;
  /**
   * A success notice (product: common#success-notices) to show when it succeeds, e.g.
   * `successNotices.calculationComplete`.
   */
  successNotice?: string;
}

/** How a calculate action ended. */
export type CalculationOutcome<Result> =
  | { status: 'calculated'; result: Result }
  /** Validation failed: show `issues` at their fields (`fieldErrors(issues)`). Nothing spent. */
  | { status: 'invalid'; issues: readonly ValidationIssue[] }
  /** Out of calculations: the product's message was shown and the visitor sent on. */
  | { status: 'refused' }
  /** The engine threw unexpectedly: 'Calculation Error' was shown. Nothing spent. */
  | { status: 'failed'; error: unknown }
  /**
   * The server could not record the calculation of a signed-in user: 'Error recording
   * calculation' was shown and the result withheld (product: common#free-limit-and-gate).
   */
  | { status: 'aborted' }
  /**
   * Another run of this gate was still waiting (for the session or the server): this one was
   * ignored, spent nothing and showed nothing. A double click or a second Enter lands here.
   */
  | { status: 'busy' }
  /**
   * The run's `signal` aborted before the result was accepted (an input changed while a
   * simulation ran), or `calculate` threw an `AbortError`: nothing spent, nothing shown, no
   * completed event.
   */
  | { status: 'cancelled' };

export interface CalculationRunOptions {
  /**
   * Cancels the run until its result is accepted, i.e. until `calculate` has returned; from then
   * on the calculation is being spent and the run ends as it would have.
   */
  signal?: AbortSignal;
}

export interface CalculationGate extends GateState {
  /**
   * Passes one calculate action through the gate: refuse when exhausted, validate, compute,
   * spend one calculation (the results count only once it is spent), report the `completed`
   * event, show the success notice. One at a time: a run while another is pending answers
   * `busy`. Aborting `options.signal` before the result is accepted ends it `cancelled`.
   * Never rejects.
   */
  run: <Inputs, Result>(
    attempt: CalculationAttempt<Inputs, Result>,
    options?: CalculationRunOptions,
  ) => Promise<CalculationOutcome<Result>>;
}

/** Re-renders when the viewer changes; returns the gate's state for them on this calculator. */
export function useGateState(calculatorId: CalculatorId): GateState {
  const viewer = useViewer();
  return useMemo(() => gateState(viewer, calculatorId), [viewer, calculatorId]);
}

/** Resolves once a saved session has been restored (or found missing). */
function sessionSettled(): Promise<void> {
  return new Promise((resolve) => {
    const unsubscribe = sessionStore.subscribe(() => {
      if (sessionStore.getSnapshot().status === 'loading') return;
      unsubscribe();
      resolve();
    });
  });
}

/** Puts what a consume answered into the cached entitlements, or asks for them again. */
function rememberRemaining(queryClient: QueryClient, remaining: number | null): void {
  const { user } = sessionStore.getSnapshot();
  const { queryKey } = entitlementsQueryOptions(user?.id);
  const cached = queryClient.getQueryData(queryKey);
  if (cached && !cached.paid && remaining !== null) {
    queryClient.setQueryData(queryKey, {
      ...cached,
      remaining,
      used: Math.max(cached.limit - remaining, cached.used),
    });
    return;
  }
  // Nothing cached yet, or the server now says unlimited: learn the whole state again.
  void queryClient.invalidateQueries({ queryKey });
}

/**
 * Counts one calculation for the viewer: the anonymous counter; nothing for paid users and
 * the admin; otherwise one unit of the server's quota, under a key new to this action.
 */
async function spend(
  viewer: Viewer,
  calculatorId: CalculatorId,
  queryClient: QueryClient,
): Promise<'spent' | 'exceeded' | 'failed'> {
  if (viewer.kind === 'anonymous') {
    freeCalculationCounter.spend();
    return 'spent';
  }
  if (viewer.kind === 'paid' || viewer.kind === 'admin') return 'spent';
  const outcome = await consumeQuota({
    calculationType: calculationTypeSchema.parse(getCalculator(calculatorId).ledgerType),
    idempotencyKey: randomHex(),
  });
  if (outcome.status === 'consumed') {
    rememberRemaining(queryClient, outcome.remaining);
    return 'spent';
  }
  if (outcome.status === 'exceeded') {
    rememberRemaining(queryClient, 0);
    return 'exceeded';
  }
  console.warn('Recording the calculation failed', outcome.error);
  return 'failed';
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
 *
 * // A simulation in the worker, cancelled when an input changes:
 * const outcome = await gate.run(
 *   { inputs, validate, calculate: (input, signal) => simulation.run({ kind: 'retirement', input }, { signal }) },
 *   { signal: controller.signal },
 * );
 */
export function useCalculationGate(calculatorId: CalculatorId): CalculationGate {
  const state = useGateState(calculatorId);
  const events = useCalculationEvents(calculatorId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Each run spends under a new idempotency key, so a second run while the first waits for
  // its consume would spend twice for one result.
  const pending = useRef(false);

  const runOnce = useCallback(
    async <Inputs, Result>(
      {
        inputs,
        validate,
        calculate,
        successNotice,
        report = (result: Result): unknown => result,
      }: CalculationAttempt<Inputs, Result>,
      signal: AbortSignal,
    ): Promise<CalculationOutcome<Result>> => {
      const refuse = (refusal: GateRefusal): CalculationOutcome<Result> => {
        notifyError(refusal.message, refusal.description);
        if (refusal.redirectTo) void navigate({ to: refusal.redirectTo });
        return { status: 'refused' };
      };
      // Decide on the viewer as it is now, not as it was at the last render; a session still
      // being restored is waited for, so a signed-in user is never counted as anonymous.
      if (sessionStore.getSnapshot().status === 'loading') await sessionSettled();
      const viewer = currentViewer(queryClient);
      const { refusal } = gateState(viewer, calculatorId);
      if (refusal) return refuse(refusal);
      let result: Result;
      try {
        const issues = validate(inputs);
        if (issues.length > 0) return { status: 'invalid', issues };
        if (signal.aborted) return { status: 'cancelled' };
        result = await calculate(inputs, signal);
        if (signal.aborted) return { status: 'cancelled' };
      } catch (error) {
        // Whatever a cancelled calculation threw (an AbortError, most likely), it was cancelled;
        // and an AbortError is a cancel even when this run's signal was not the one aborted.
        if (signal.aborted || isAbortError(error)) return { status: 'cancelled' };
        if (error instanceof EngineError) return { status: 'invalid', issues: error.issues };
        console.warn('Calculation failed', error);
        notifyCalculationError();
        return { status: 'failed', error };
      }
      // Computed before it is recorded, so a calculation that fails or is cancelled spends
      // nothing; the result is shown only once the server has counted it.
      const spent = await spend(viewer, calculatorId, queryClient);
      if (spent === 'exceeded') {
        const { refusal: exceeded } = gateState({ kind: 'free', remaining: 0 }, calculatorId);
        return refuse(exceeded ?? { message: gateTexts.refusedSignedIn, redirectTo: '/pricing' });
      }
      if (spent === 'failed') {
        notifyError(gateTexts.recordingFailed);
        return { status: 'aborted' };
      }
      events.completed(inputs, report(result));
      if (successNotice) notifySuccess(successNotice);
      return { status: 'calculated', result };
    },
    [calculatorId, events, navigate, queryClient],
  );

  const run = useCallback(
    async <Inputs, Result>(
      attempt: CalculationAttempt<Inputs, Result>,
      { signal = new AbortController().signal }: CalculationRunOptions = {},
    ): Promise<CalculationOutcome<Result>> => {
      if (pending.current) return { status: 'busy' };
      pending.current = true;
      try {
        return await runOnce(attempt, signal);
      } finally {
        pending.current = false;
      }
    },
    [runOnce],
  );

  return useMemo(() => ({ ...state, run }), [state, run]);
}
