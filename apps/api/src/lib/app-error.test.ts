import { API_ERRORS, type ApiErrorCode } from '@freedompath/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';

describe('AppError', () => {
  it("carries the code's own message unless the situation has a more precise one", () => {
    expect(new AppError(404, 'NOT_FOUND').message).toBe(API_ERRORS.NOT_FOUND.message);
    expect(new AppError(404, 'NOT_FOUND', 'This saved plan does not exist.').message).toBe(
      'This saved plan does not exist.',
    );
  });

  it('takes any of the statuses its code comes with', () => {
    expect(new AppError(400, 'INVALID_TOKEN').statusCode).toBe(400);
    expect(new AppError(401, 'INVALID_TOKEN').statusCode).toBe(401);
  });

  it('refuses a code the API does not document, or a status its code never comes with', () => {
    // Casts stand for a code that got past the types: a test double, a value read at run time.
    expect(() => new AppError(409, 'ALREADY_EXISTS' as ApiErrorCode)).toThrow(
      '409 ALREADY_EXISTS is not in API_ERRORS',
    );
    expect(() => new AppError(500 as 404, 'NOT_FOUND')).toThrow(
      '500 NOT_FOUND is not in API_ERRORS',
    );
  });
});
