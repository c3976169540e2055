import type { ValidationIssue } from './validation-issue.js';

/**
 * Thrown by a `calculate…` function given input its validator rejects.
 *
 * @example
 * try { calculateDebtPaydown({ debts: [] , startDate: { year: 2026, month: 1 } }) }
 * catch (e) { if (e instanceof EngineError) e.issues[0].message // 'At least one debt is required' }
 */
export class EngineError extends Error {
  readonly code = 'INVALID_INPUT' as const;
  readonly issues: readonly ValidationIssue[];

  constructor(issues: readonly ValidationIssue[]) {
    super(issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ') || 'Invalid input');
    this.name = 'EngineError';
    this.issues = issues;
  }
}

/**
 * Throws an {@link EngineError} when `issues` is not empty; otherwise does nothing.
 *
 * @example throwIfInvalid(validateDebtPaydown(input)) // throws when the validator reports issues
 */
export function throwIfInvalid(issues: readonly ValidationIssue[]): void {
  if (issues.length > 0) throw new EngineError(issues);
}
