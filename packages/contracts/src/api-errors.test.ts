import { describe, expect, it } from 'vitest';
import { ADMIN_ERROR_CODES } from './admin.js';
import { API_ERROR_CODES, API_ERRORS, isApiErrorCode } from './api-errors.js';
import { AUTH_ERROR_CODES } from './auth.js';
import { AUTH_MESSAGES } from './credentials.js';
import { errorResponseSchema } from './error-response.js';
import { SAVED_PLAN_LIMIT } from './scenarios.js';

describe('API_ERRORS', () => {
  it('gives every code SCREAMING_SNAKE spelling, error statuses and a sentence', () => {
    for (const [code, { status, message }] of Object.entries(API_ERRORS)) {
      expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
      expect(status.length).toBeGreaterThan(0);
      for (const each of status) expect(each >= 400 && each <= 599, `${code} ${each}`).toBe(true);
      expect(message).toMatch(/^[A-Z].*[.!]$/);
    }
  });

  it('holds the codes programs compare against', () => {
    for (const code of [...Object.values(AUTH_ERROR_CODES), ...Object.values(ADMIN_ERROR_CODES)]) {
      expect(isApiErrorCode(code), code).toBe(true);
    }
    expect(isApiErrorCode('toString')).toBe(false);
  });

  it('says what the screens say: the saved-plan limit there is, the common-password refusal', () => {
    expect(API_ERRORS.SAVED_PLAN_LIMIT.message).toContain(`up to ${SAVED_PLAN_LIMIT} saved plans`);
    expect(API_ERRORS.WEAK_PASSWORD.message).toBe(AUTH_MESSAGES.passwordTooCommon);
  });

  it('is the list the documented error body accepts', () => {
    expect(API_ERROR_CODES).toEqual(Object.keys(API_ERRORS));
    for (const code of API_ERROR_CODES) {
      expect(errorResponseSchema.safeParse({ code, message: 'x' }).success).toBe(true);
    }
    expect(errorResponseSchema.safeParse({ code: 'ALREADY_EXISTS', message: 'x' }).success).toBe(
      false,
    );
  });
});
