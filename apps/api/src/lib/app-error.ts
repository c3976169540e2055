import type { FieldIssue } from '@freedompath/contracts';

/**
 * An expected failure: answered with its HTTP status and the error body
 * `{ code, message, issues? }`. Anything else that is thrown becomes a 500 with no details.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly issues?: FieldIssue[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}
