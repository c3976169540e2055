import { z } from 'zod/mini';

// What the account forms check, apart from the request bodies (auth.ts): the web app's shell
// loads auth.ts for the session, and these load with the account screens.

/** Passwords are counted in characters (code points), so any script or emoji counts as one. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Longest e-mail address SMTP can carry (RFC 5321 path limit less the brackets). */
const EMAIL_MAX_LENGTH = 254;

/** The texts of account validation, shared by the API's answers and the web forms. */
export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  // Also the message of 400 WEAK_PASSWORD (API_ERRORS), kept apart so the browser's bundle
  // does not carry every error's message.
  passwordTooCommon: 'This password is too common. Please choose a less predictable one.',
  passwordsDoNotMatch: 'Passwords do not match',
} as const;

function characters(value: string): number {
  return [...value].length;
}

/**
 * An e-mail address as typed: trimmed and lower-cased, so `Ann@Example.com ` and
 * `ann@example.com` are one account. Only ASCII addresses pass (zod's e-mail pattern), so a
 * look-alike in another script is refused rather than stored beside the real one.
 */
export const emailSchema = /* @__PURE__ */ z
  .pipe(
    z
      .string({ error: AUTH_MESSAGES.emailRequired })
      .check(
        z.trim(),
        z.toLowerCase(),
        z.minLength(1, AUTH_MESSAGES.emailRequired),
        z.maxLength(EMAIL_MAX_LENGTH, AUTH_MESSAGES.emailInvalid),
      ),
    z.email({ error: AUTH_MESSAGES.emailInvalid }),
  )
  .register(z.globalRegistry, { example: 'ann@example.com' });

/** A new password: 8 to 128 characters, any characters, no composition rules. */
export const newPasswordSchema = /* @__PURE__ */ z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .check(
    z.refine((value) => characters(value) >= PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort),
    z.refine((value) => characters(value) <= PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong),
  )
  .register(z.globalRegistry, { example: 'correct horse battery staple' });

/** A password being checked (sign-in, confirmation): any non-empty text up to the limit. */
export const currentPasswordSchema = /* @__PURE__ */ z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .check(
    z.minLength(1, AUTH_MESSAGES.passwordRequired),
    z.refine((value) => characters(value) <= PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong),
  );
