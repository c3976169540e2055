import { z } from 'zod';

/** One problem with a field of a request: `path` in dot notation (`debts.0.balance`). */
export const fieldIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});

/**
 * The body of every error the API answers: a stable SCREAMING_SNAKE `code` for programs, a
 * `message` for people, and the field `issues` when the request itself was invalid.
 */
export const errorResponseSchema = z
  .object({
    code: z.string().regex(/^[A-Z][A-Z0-9_]*$/),
    message: z.string(),
    issues: z.array(fieldIssueSchema).optional(),
  })
  .meta({ id: 'ErrorResponse' });

export type FieldIssue = z.infer<typeof fieldIssueSchema>;
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
