import type { CalculatorId, ResultSummary } from '@freedompath/contracts';
import type { ValidationIssue } from '@freedompath/engine';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { Dispatch, RefObject, SetStateAction } from 'react';
import { fieldErrors } from '../fields/field-errors';
import type { FieldErrors } from '../fields/field-errors';
import { useFocusFirstInvalid } from '../fields/use-focus-first-invalid';
import { useCalculationGate } from '../gate/use-calculation-gate';
import type { CalculationGate, CalculationOutcome } from '../gate/use-calculation-gate';
import { successNotices } from '../notices/notify';
import { usePlanUrl } from '../plan/use-plan-url';
import type { ScreenResults } from './calculator-screen';

/**
 * A screen's conversions plan ↔ form ↔ engine input: a `calculatorForm`, or a screen's own where
 * its form holds more than the definition's fields (rows edited in place with text numbers).
 */
export interface ScreenForm<Plan, Form, Input> {
  fromPlan: (plan: Plan) => Form;
  toPlan: (form: Form, last: Plan) => Plan;
  toInput: (form: Form) => Input;
  textIssues?: (form: Form, message: string) => ValidationIssue[];
}

/**
 * How the form's issues are found: the form's text issues, then `validate`'s; or the screen's
 * own `issues` alone.
 */
type IssuesOptions<Form, Input> =
  | {
      /** The engine's `validate…` of the input. */
      validate: (input: Input) => readonly ValidationIssue[];
      /**
       * The calculator's message for text that is not a number, shown at that field (by the
       * form's `textIssues`; a form without them leaves such text to the engine).
       */
      invalidNumber?: string;
      /**
       * The form's issues, where a screen has rules of its own (a blank field it refuses
       * although the engine has a default); by default the form's text issues, then `validate`'s.
       */
      issues?: (form: Form, input: Input) => readonly ValidationIssue[];
    }
  | {
      validate?: never;
      invalidNumber?: never;
      issues: (form: Form, input: Input) => readonly ValidationIssue[];
    };

export type CalculatorScreenOptions<Plan extends object, Form, Input, Result> = IssuesOptions<
  Form,
  Input
> & {
  id: CalculatorId;
  /** The screen's `calculatorForm` of its engine definition (or its own conversions). */
  form: ScreenForm<Plan, Form, Input>;
  /** The plan the route parsed from the URL (a shared link, a reopened saved plan). */
  plan: Plan;
  /**
   * The engine's input, where the screen supplies part of it itself (the current month); by
   * default the form's `toInput`.
   */
  input?: (form: Form) => Input;
  /** The engine's `calculate…`, or a simulation (see `CalculationAttempt.calculate`). */
  calculate: (input: Input, signal: AbortSignal) => Result | Promise<Result>;
  /** The headline figures of a result, saved with a plan (`<name>ResultsSummary`). */
  summary: (result: Result) => ResultSummary;
  /** What the completed event reports of a result (a summary of a large one). */
  report?: (result: Result) => unknown;
  /**
   * The success notice (product: common#success-notices), 'Calculation complete!' by default;
   * a function gets the result shown before this one (`null` for the first).
   */
  successNotice?: string | ((previous: Result | null) => string);
  /**
   * Shows a result as a transition: a large one (thousands of simulated runs) renders in
   * slices that leave the page responsive.
   */
  transition?: boolean;
};

export interface CalculatorScreenState<Form, Input, Result> {
  gate: CalculationGate;
  form: Form;
  setForm: Dispatch<SetStateAction<Form>>;
  /** Sets one field of the form as typed or chosen. */
  change: <K extends keyof Form>(field: K, value: Form[K]) => void;
  /** Messages at fields, by the engine's paths, from the last calculate or `check`. */
  errors: FieldErrors;
  /**
   * Takes back the messages whose path `matches` (all by default), as editing makes them moot
   * (a removed row shifts the paths). Focus moves only after a calculate or `check`, never as
   * messages are taken back.
   */
  clearErrors: (matches?: (path: string) => boolean) => void;
  /** The last result calculated; `null` until one is. */
  result: Result | null;
  setResult: Dispatch<SetStateAction<Result | null>>;
  /** The form element: its first invalid field gets focus after a refused calculate. */
  formRef: RefObject<HTMLFormElement | null>;
  /**
   * The results' heading (`tabIndex={-1}`): it gets focus when a new result is shown, so a
   * keyboard or screen-reader user lands on what was calculated.
   */
  resultsHeading: RefObject<HTMLHeadingElement | null>;
  /** The engine's input for the form as it is. */
  input: () => Input;
  /** The form's issues (text that is not a number, then the engine's), shown at their fields. */
  check: () => readonly ValidationIssue[];
  /**
   * Calculates the form through the gate (which refuses, spends and reports as the calculator's
   * policy says) and shows the outcome: issues at their fields, or the result.
   */
  calculate: (options?: { signal?: AbortSignal }) => Promise<CalculationOutcome<Result>>;
  /** The frame's props: `<CalculatorScreen {...screen.frame}>`. */
  frame: { id: CalculatorId; results: ScreenResults };
}

/**
 * What every calculator screen does with its form, in one place: the form from the plan, the
 * URL kept in step with it, the gate, the issues at their fields (focus on the first), the
 * result, and the frame's saved-plan results. A screen keeps its layout, labels and results.
 *
 * @example
 * const screen = useCalculatorScreen({ id: 'affordability-calculator', form: affordabilityForm,
 *   plan, validate: validateAffordability, invalidNumber: AFFORDABILITY_MESSAGES.invalidNumber,
 *   calculate: assessAffordability, summary: affordabilityResultsSummary });
 * <CalculatorScreen {...screen.frame}><form ref={screen.formRef} …/></CalculatorScreen>
 */
export function useCalculatorScreen<Plan extends object, Form, Input, Result>(
  options: CalculatorScreenOptions<Plan, Form, Input, Result>,
): CalculatorScreenState<Form, Input, Result> {
  const { id, form: conversions, plan, summary } = options;
  const gate = useCalculationGate(id);
  const [form, setForm] = useState(() => conversions.fromPlan(plan));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<Result | null>(null);
  // The issues a calculate or check found: focus moves to the first only then, not as editing
  // takes messages back.
  const [found, setFound] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  usePlanUrl(conversions.toPlan(form, plan));
  useEffect(() => {
    if (result !== null) resultsHeading.current?.focus();
  }, [result]);
  useFocusFirstInvalid(formRef, found);
  const show = (issues: readonly ValidationIssue[]) => {
    const next = fieldErrors(issues);
    setErrors(next);
    setFound(next);
  };

  const issuesOf = (current: Form, input: Input): readonly ValidationIssue[] => {
    if (options.issues) return options.issues(current, input);
    const { validate, invalidNumber } = options;
    return [
      ...(conversions.textIssues && invalidNumber !== undefined
        ? conversions.textIssues(current, invalidNumber)
        : []),
      ...(validate?.(input) ?? []),
    ];
  };
  const clearErrors = useCallback(
    (matches: (path: string) => boolean = () => true) =>
      setErrors((current) =>
        Object.keys(current).some(matches)
          ? Object.fromEntries(Object.entries(current).filter(([path]) => !matches(path)))
          : current,
      ),
    [],
  );
  const inputOf = options.input ?? conversions.toInput;

  const calculate = async ({ signal }: { signal?: AbortSignal } = {}) => {
    const current = form;
    const outcome = await gate.run(
      {
        inputs: inputOf(current),
        validate: (input) => issuesOf(current, input),
        calculate: options.calculate,
        report: options.report,
        successNotice:
          typeof options.successNotice === 'function'
            ? options.successNotice(result)
            : (options.successNotice ?? successNotices.calculationComplete),
      },
      { signal },
    );
    if (outcome.status === 'invalid') show(outcome.issues);
    if (outcome.status === 'calculated') {
      const showResult = () => {
        setErrors({});
        setResult(outcome.result);
      };
      if (options.transition) startTransition(showResult);
      else showResult();
    }
    return outcome;
  };

  return {
    gate,
    form,
    setForm,
    change: (field, value) => setForm((current) => ({ ...current, [field]: value })),
    errors,
    clearErrors,
    result,
    setResult,
    formRef,
    resultsHeading,
    input: () => inputOf(form),
    check: () => {
      const issues = issuesOf(form, inputOf(form));
      show(issues);
      return issues;
    },
    calculate,
    frame: {
      id,
      results: {
        summary: result === null ? undefined : summary(result),
        recalculate: () => formRef.current?.requestSubmit(),
      },
    },
  };
}
