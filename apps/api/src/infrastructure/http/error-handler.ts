import type { ErrorResponse } from '@freedompath/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../database/is-database-unavailable.js';
import { describeDatabaseError } from '../database/describe-database-error.js';
import { AppError } from '../../lib/app-error.js';

export const ERROR_MESSAGES = {
  validation: 'Some fields are missing or invalid.',
  invalidJson: 'The request body is not valid JSON.',
  invalidBody: 'The request body does not match its declared length.',
  invalidUrl: 'This address is not a valid URL.',
  urlTooLong: 'This address is too long.',
  unsupportedMediaType: 'Send the body as JSON, with Content-Type: application/json.',
  payloadTooLarge: 'The request body is too large.',
  notFound: 'There is nothing at this address.',
  internal: 'Something went wrong on our side. Please try again.',
  databaseUnavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
} as const;

/** Seconds a client should wait before retrying a request refused for a database fault. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Fastify's own client errors, mapped to our stable codes and messages. */
const FASTIFY_CLIENT_ERRORS: Record<string, { statusCode: number; code: string; message: string }> =
  {
    FST_ERR_CTP_INVALID_JSON_BODY: {
      statusCode: 400,
      code: 'INVALID_JSON',
      message: ERROR_MESSAGES.invalidJson,
    },
    FST_ERR_CTP_EMPTY_JSON_BODY: {
      statusCode: 400,
      code: 'INVALID_JSON',
      message: ERROR_MESSAGES.invalidJson,
    },
    FST_ERR_CTP_INVALID_MEDIA_TYPE: {
      statusCode: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: ERROR_MESSAGES.unsupportedMediaType,
    },
    FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
      statusCode: 400,
      code: 'INVALID_BODY',
      message: ERROR_MESSAGES.invalidBody,
    },
    FST_ERR_CTP_BODY_TOO_LARGE: {
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: ERROR_MESSAGES.payloadTooLarge,
    },
    // Raised by the router before any route, through `frameworkErrors` (see sendError).
    FST_ERR_BAD_URL: { statusCode: 400, code: 'INVALID_URL', message: ERROR_MESSAGES.invalidUrl },
    FST_ERR_MAX_PARAM_LENGTH: {
      statusCode: 414,
      code: 'URL_TOO_LONG',
      message: ERROR_MESSAGES.urlTooLong,
    },
  };

function toErrorResponse(error: FastifyError | AppError): {
  statusCode: number;
  body: ErrorResponse;
} {
  if (isDatabaseUnavailable(error)) {
    return {
      statusCode: 503,
      body: { code: 'DATABASE_UNAVAILABLE', message: ERROR_MESSAGES.databaseUnavailable },
    };
  }
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
    return {
      statusCode: 400,
      body: { code: 'VALIDATION_FAILED', message: ERROR_MESSAGES.validation, issues },
    };
  }
  const known = FASTIFY_CLIENT_ERRORS[error.code];
  if (known)
    return { statusCode: known.statusCode, body: { code: known.code, message: known.message } };
  if (error.statusCode === 429)
    return { statusCode: 429, body: { code: 'RATE_LIMITED', message: error.message } };
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return { statusCode: error.statusCode, body: { code: 'BAD_REQUEST', message: error.message } };
  }
  return { statusCode: 500, body: { code: 'INTERNAL_ERROR', message: ERROR_MESSAGES.internal } };
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
