import { API_ERRORS, type ApiErrorCode, type ErrorResponse } from '@freedompath/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../database/is-database-unavailable.js';
import { describeDatabaseError } from '../database/describe-database-error.js';
import { AppError } from '../../lib/app-error.js';

/** Seconds a client should wait before retrying a request refused for a database fault. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Fastify's own client errors, mapped to our stable codes. */
const FASTIFY_CLIENT_ERRORS: Record<string, ApiErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'INVALID_BODY',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  // Raised by the router before any route, through `frameworkErrors` (see sendError).
  FST_ERR_BAD_URL: 'INVALID_URL',
  FST_ERR_MAX_PARAM_LENGTH: 'URL_TOO_LONG',
};

/** An error of the code's own (first) status with its own message. */
function answer(code: ApiErrorCode): { statusCode: number; body: ErrorResponse } {
  const { status, message } = API_ERRORS[code];
  return { statusCode: status[0], body: { code, message } };
}

function toErrorResponse(error: FastifyError | AppError): {
  statusCode: number;
  body: ErrorResponse;
} {
  if (isDatabaseUnavailable(error)) return answer('DATABASE_UNAVAILABLE');
  if (error instanceof AppError) {
    const body: ErrorResponse = { code: error.code, message: error.message };
    if (error.issues) body.issues = error.issues;
    return { statusCode: error.statusCode, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return {
        path: [error.validationContext, field].filter(Boolean).join('.'),
        message: issue.message ?? 'is invalid',
      };
    });
    const { statusCode, body } = answer('VALIDATION_FAILED');
    return { statusCode, body: { ...body, issues } };
  }
  const known = FASTIFY_CLIENT_ERRORS[error.code];
  if (known) return answer(known);
  if (error.statusCode === 429)
    return { statusCode: 429, body: { code: 'RATE_LIMITED', message: error.message } };
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return { statusCode: error.statusCode, body: { code: 'BAD_REQUEST', message: error.message } };
  }
  return answer('INTERNAL_ERROR');
}

/**
 * One place turns every thrown error into the `{ code, message, issues? }` body. A database
 * that is unreachable, restarting or too slow is a `503 DATABASE_UNAVAILABLE` with
 * `Retry-After`, logged as a warning; other server faults are logged in full and answered with
 * a generic message: never a stack or SQL. Also Fastify's `frameworkErrors` option: the
 * router's own errors (a URL that does not decode, a path parameter too long) come before any
 * route, where the error handler below does not reach.
 */
export function sendError(
  error: FastifyError | AppError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { statusCode, body } = toErrorResponse(error);
  if (body.code === 'DATABASE_UNAVAILABLE') {
    request.log.warn({ reason: describeDatabaseError(error) }, 'database unavailable');
    void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
  } else if (statusCode >= 500) {
    request.log.error({ err: error }, 'request failed');
  }
  void reply.status(statusCode).send(body);
}

export default fp(
  (app: FastifyInstance) => {
    app.setErrorHandler(sendError);
  },
  { name: 'error-handler' },
);
