import type { FieldIssue } from '@freedompath/contracts';

/**
 * Why a request failed: `network` when no answer came (offline, DNS, the browser's "Failed to
 * fetch"), `http` for the API's error body, `invalid-response` for an answer that is not the
 * API's (a proxy's HTML page, a body that does not match its schema).
 */
export type ApiErrorKind = 'network' | 'http' | 'invalid-response';

/** Gateway answers that mean "try again shortly", as a lost connection does. */
const RETRYABLE_STATUSES = new Set([502, 503, 504]);

interface ApiErrorInit {
  kind: ApiErrorKind;
  /** The HTTP status; 0 when no answer came. */
  status: number;
  code: string;
  message: string;
  issues?: readonly FieldIssue[];
}

/** A failed API call, with the API's stable `code`, its `message` and any field `issues`. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly code: string;
  readonly issues: readonly FieldIssue[];

  constructor({ kind, status, code, message, issues = [] }: ApiErrorInit) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.code = code;
    this.issues = issues;
  }

  /** True when the same request may well succeed if sent again a little later. */
  get retryable(): boolean {
    return this.kind === 'network' || RETRYABLE_STATUSES.has(this.status);
  }

  /**
   * The first message for each field of the request body, by field name:
   * `{ path: 'body.email', message }` becomes `{ email: message }`.
   */
  fieldMessages(): Readonly<Record<string, string>> {
    const messages: Record<string, string> = {};
    for (const { path, message } of this.issues) {
      if (path.startsWith('body.')) messages[path.slice('body.'.length)] ??= message;
    }
    return messages;
  }
}
