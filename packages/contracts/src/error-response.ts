import { z } from 'zod/mini';

/** One problem with a field of a request: `path` in dot notation (`debts.0.balance`). */
export const fieldIssueSchema = /* @__PURE__ */ z.object({
  path: z.string(),
  message: z.string(),
});

/**
 * The body of every error the API answers: a stable SCREAMING_SNAKE `code` for programs, a
 * `message` for people, and the field `issues` when the request itself was invalid.
 */
export const errorResponseSchema = /* @__PURE__ */ z
  .object({
    code: z.string().check(z.regex(/^[A-Z][A-Z0-9_]*$/)),
    message: z.string(),
    issues: z.optional(z.array(fieldIssueSchema)),
  })
  .register(z.globalRegistry, { id: 'ErrorResponse' });

export type FieldIssue = z.infer<typeof fieldIssueSchema>;
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
