import { AppError } from '../../../../lib/app-error.js';
import { ERROR_MESSAGES } from '../../../../plugins/app/error-handler.js';

/**
 * The largest plan kept, serialized as JSON (UTF-8 bytes). The biggest plans the screens hold
 * (100 debts with 600 bonus payments, 100 travel stops with notes) stay under it.
 */
export const PLAN_INPUTS_MAX_BYTES = 64 * 1024;

/** The deepest nesting kept: the plan is level 1, a list of rows 2, a row 3. */
export const PLAN_INPUTS_MAX_DEPTH = 8;

export const PLAN_INPUTS_MESSAGES = {
  tooLarge: `The plan is too large to save (at most ${PLAN_INPUTS_MAX_BYTES / 1024} kB).`,
  tooDeep: `The plan is nested too deeply to save (at most ${PLAN_INPUTS_MAX_DEPTH} levels).`,
} as const;

/**
 * True when objects and arrays nest deeper than `max` levels. Iterative and stopping at the
 * first too-deep value: a body of a million `[` must not exhaust the stack.
 */
function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 1 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue;
    if (next.depth > max) return true;
    for (const child of Object.values(next.value)) {
      pending.push({ value: child, depth: next.depth + 1 });
    }
  }
  return false;
}

/**
 * Checks what a saved plan may hold beyond "a JSON object", which the body schema already
 * ensures: a bounded size and depth. The fields themselves are the calculator screen's to
 * validate when it opens the plan, as it validates a shared link (ADR 023).
 *
 * @throws AppError 400 VALIDATION_FAILED with the issue at `body.inputs`.
 */
export function checkPlanInputs(inputs: Record<string, unknown>): void {
  // Depth first: serializing is recursive, so it runs only on what is known to be shallow.
  const message = nestsDeeperThan(inputs, PLAN_INPUTS_MAX_DEPTH)
    ? PLAN_INPUTS_MESSAGES.tooDeep
    : Buffer.byteLength(JSON.stringify(inputs), 'utf8') > PLAN_INPUTS_MAX_BYTES
      ? PLAN_INPUTS_MESSAGES.tooLarge
      : undefined;
  if (message) {
    throw new AppError(400, 'VALIDATION_FAILED', ERROR_MESSAGES.validation, [
      { path: 'body.inputs', message },
    ]);
  }
}
