import { describe, expect, it } from 'vitest';
import { errorResponseSchema } from './error-response.js';

describe('errorResponseSchema', () => {
  it('accepts an error with field issues', () => {
    const body = {
      code: 'VALIDATION_FAILED',
      message: 'Invalid',
      issues: [{ path: 'a.0', message: 'bad' }],
    };
    expect(errorResponseSchema.parse(body)).toEqual(body);
  });

  it('rejects a code that is not SCREAMING_SNAKE', () => {
    expect(errorResponseSchema.safeParse({ code: 'notFound', message: 'x' }).success).toBe(false);
  });
});
