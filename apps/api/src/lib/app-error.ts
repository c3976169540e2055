import {
  API_ERRORS,
  isApiErrorCode,
  type ApiErrorCode,
  type ApiErrorStatus,
  type FieldIssue,
} from '@freedompath/contracts';

/**
 * An expected failure: answered with its HTTP status and the error body
 * `{ code, message, issues? }`. Anything else that is thrown becomes a 500 with no details. The
 * code is one of API_ERRORS with one of its statuses; the message is the code's own unless the
 * situation has a more precise one.
 */
export class AppError<C extends ApiErrorCode = ApiErrorCode> extends Error {
  readonly statusCode: ApiErrorStatus<C>;
  readonly code: C;
  readonly issues?: FieldIssue[];

  constructor(statusCode: ApiErrorStatus<C>, code: C, message?: string, issues?: FieldIssue[]) {
    // Types stop an unknown code at build time; this stops one that slips past them (a cast),
    // so no answer ever carries a code the OpenAPI document does not list.
    if (
      !isApiErrorCode(code) ||
      !(API_ERRORS[code].status as readonly number[]).includes(statusCode)
    ) {
      throw new TypeError(`${statusCode} ${code} is not in API_ERRORS`);
    }
    super(message ?? API_ERRORS[code].message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.issues = issues;
  }
}
