import { z } from 'zod/mini';
import { API_ERROR_CODES } from './api-errors.js';

/** One problem with a field of a request: `path` in dot notation (`debts.0.balance`). */
export const fieldIssueSchema = /* @__PURE__ */ z.object({
  path: z.string(),
  message: z.string(),
});

const errorFields = {
  message: z.string(),
  issues: z.optional(z.array(fieldIssueSchema)),
};

/**
 * The body of every error the API answers: a stable SCREAMING_SNAKE `code` for programs (one
 * of API_ERRORS), a `message` for people, and the field `issues` when the request itself was
 * invalid.
 */
export const errorResponseSchema = /* @__PURE__ */ z
  .object({ code: /* @__PURE__ */ z.enum(API_ERROR_CODES), ...errorFields })
  .register(z.globalRegistry, { id: 'ErrorResponse' });

/**
 * An error body as a client reads it: any SCREAMING_SNAKE code, so a page loaded before the
 * server learnt a new code still shows that error's message.
 */
export const anyErrorResponseSchema = /* @__PURE__ */ z.object({
  code: z.string().check(z.regex(/^[A-Z][A-Z0-9_]*$/)),
  ...errorFields,
});

export type FieldIssue = z.infer<typeof fieldIssueSchema>;
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
