import {
  API_ERRORS,
  isStorableText,
  UNSTORABLE_TEXT_MESSAGE,
  type ResultSummary,
} from '@freedompath/contracts';
import { AppError } from '../../../../lib/app-error.js';

/**
 * The largest plan kept, serialized as JSON (UTF-8 bytes), its results summary included
 * (ADR 043). The biggest plans the screens hold (100 debts with 600 bonus payments, 100 travel
 * stops with notes) stay under it with the largest summary.
 */
export const PLAN_INPUTS_MAX_BYTES = 64 * 1024;

/** The deepest nesting kept: the plan is level 1, a list of rows 2, a row 3. */
export const PLAN_INPUTS_MAX_DEPTH = 8;

export const PLAN_INPUTS_MESSAGES = {
  tooLarge: `The plan is too large to save (at most ${PLAN_INPUTS_MAX_BYTES / 1024} kB with its results).`,
  tooDeep: `The plan is nested too deeply to save (at most ${PLAN_INPUTS_MAX_DEPTH} levels).`,
} as const;

/**
 * What is wrong with the plan's shape, if anything: objects and arrays nested deeper than
 * `max` levels, or a key or string PostgreSQL cannot store (a NUL, an unpaired surrogate).
 * Iterative and stopping at the first fault: a body of a million `[` must not exhaust the stack.
 */
function shapeFault(value: unknown, max: number): string | undefined {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 1 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string' && !isStorableText(next.value)) {
      return UNSTORABLE_TEXT_MESSAGE;
    }
    if (typeof next.value !== 'object' || next.value === null) continue;
    if (next.depth > max) return PLAN_INPUTS_MESSAGES.tooDeep;
    for (const [key, child] of Object.entries(next.value)) {
      if (!isStorableText(key)) return UNSTORABLE_TEXT_MESSAGE;
      pending.push({ value: child, depth: next.depth + 1 });
    }
  }
  return undefined;
}

function jsonBytes(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value), 'utf8');
}

/**
 * Checks what a saved plan may hold beyond "a JSON object", which the body schema already
 * ensures: a bounded size and depth, and text PostgreSQL can store. The fields themselves are
 * the calculator screen's to validate when it opens the plan, as it validates a shared link
 * (ADR 023). The results summary, bounded by its schema, counts towards the size (ADR 043).
 *
 * @throws AppError 400 VALIDATION_FAILED with the issue at `body.inputs`.
 */
export function checkPlanInputs(inputs: Record<string, unknown>, results?: ResultSummary): void {
  // Shape first: serializing is recursive, so it runs only on what is known to be shallow.
  const message =
    shapeFault(inputs, PLAN_INPUTS_MAX_DEPTH) ??
    (jsonBytes(inputs) + (results ? jsonBytes(results) : 0) > PLAN_INPUTS_MAX_BYTES
      ? PLAN_INPUTS_MESSAGES.tooLarge
      : undefined);
  if (message) {
    throw new AppError(400, 'VALIDATION_FAILED', API_ERRORS.VALIDATION_FAILED.message, [
      { path: 'body.inputs', message },
    ]);
  }
}
