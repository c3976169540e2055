import type { ValidationIssue } from '@freedompath/engine';

/** Field messages by path (`'savings'`, `'debts.0.balance'`): one message per field. */
export type FieldErrors = Readonly<Record<string, string>>;

/**
 * Maps the engine's `validate<Name>` issues to field messages by `path`, keeping the first
 * message for each field. The messages are the engine's, which are the product's.
 *
 * @example fieldErrors([{ path: 'breakDuration', message: 'Duration must be at least 1 month' }])
 * // { breakDuration: 'Duration must be at least 1 month' }
 */
export function fieldErrors(issues: readonly ValidationIssue[]): FieldErrors {
  const errors: Record<string, string> = {};
  for (const { path, message } of issues) errors[path] ??= message;
  return errors;
}
