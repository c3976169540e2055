import { z } from 'zod/mini';

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
export const emailSchema = z
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
export const newPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .check(
    z.refine((value) => characters(value) >= PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort),
    z.refine((value) => characters(value) <= PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong),
  )
  .register(z.globalRegistry, { example: 'correct horse battery staple' });

/** A password being checked (sign-in, confirmation): any non-empty text up to the limit. */
export const currentPasswordSchema = z.string({ error: AUTH_MESSAGES.passwordRequired }).check(
  z.minLength(1, AUTH_MESSAGES.passwordRequired),
  z.refine((value) => characters(value) <= PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong),
);

/** A single-use token from an e-mailed link (base64url, at least 128 bits). */
const linkTokenSchema = z
  .string({ error: 'Token is required' })
  .check(z.minLength(1, 'Token is required'), z.maxLength(512, 'Token is invalid'));

export const roleSchema = z.enum(['user', 'admin']);
export type Role = z.infer<typeof roleSchema>;

/** `GET /api/v1/me`: who is signed in. */
export const userSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    role: roleSchema,
    emailVerified: z.boolean(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .register(z.globalRegistry, { id: 'User' });
export type User = z.infer<typeof userSchema>;

/** `POST /auth/signup`. Unknown fields (`role`, `isAdmin`) are refused. */
export const signupBodySchema = z
  .strictObject({ email: emailSchema, password: newPasswordSchema })
  .register(z.globalRegistry, { id: 'SignupBody' });
export type SignupBody = z.input<typeof signupBodySchema>;

/** `POST /auth/signin`. */
export const signinBodySchema = z
  .strictObject({ email: emailSchema, password: currentPasswordSchema })
  .register(z.globalRegistry, { id: 'SigninBody' });
export type SigninBody = z.input<typeof signinBodySchema>;

/**
 * `?client=api` on sign-in and verify-email: the refresh token comes back in the body (for
 * programs without a cookie jar) instead of only in the httpOnly cookie.
 */
export const authClientQuerySchema = z.strictObject({ client: z.optional(z.enum(['api'])) });

/** An e-mail alone: resend-verification and forgot-password. */
export const emailBodySchema = z
  .strictObject({ email: emailSchema })
  .register(z.globalRegistry, { id: 'EmailBody' });
export type EmailBody = z.input<typeof emailBodySchema>;

/** `POST /auth/verify-email`. */
export const verifyEmailBodySchema = z
  .strictObject({ token: linkTokenSchema })
  .register(z.globalRegistry, { id: 'VerifyEmailBody' });

/** `POST /auth/reset-password`. */
export const resetPasswordBodySchema = z
  .strictObject({ token: linkTokenSchema, password: newPasswordSchema })
  .register(z.globalRegistry, { id: 'ResetPasswordBody' });
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/** `POST /auth/refresh` and `/auth/signout`: the body carries the token only for API clients. */
export const refreshBodySchema = z
  .strictObject({ refreshToken: z.optional(z.string().check(z.minLength(1), z.maxLength(512))) })
  .register(z.globalRegistry, { id: 'RefreshBody' });

/** A signed-in session: the access token for `Authorization: Bearer`, and who it belongs to. */
export const authSessionSchema = z
  .object({
    accessToken: z.string(),
    tokenType: z.literal('Bearer'),
    /** Seconds until the access token expires (at most 900). */
    expiresIn: z.number().check(z.int(), z.positive()),
    user: userSchema,
    /** Only for `?client=api` sign-ins and body-token refreshes; browsers get a cookie. */
    refreshToken: z.optional(z.string()),
  })
  .register(z.globalRegistry, { id: 'AuthSession' });
export type AuthSession = z.infer<typeof authSessionSchema>;

/** A request that was accepted whatever the address: the same body for every caller. */
export const acceptedResponseSchema = z
  .object({ message: z.string() })
  .register(z.globalRegistry, { id: 'AcceptedResponse' });
export type AcceptedResponse = z.infer<typeof acceptedResponseSchema>;

/** `POST /api/v1/me/password`. */
export const changePasswordBodySchema = z
  .strictObject({ currentPassword: currentPasswordSchema, newPassword: newPasswordSchema })
  .register(z.globalRegistry, { id: 'ChangePasswordBody' });
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** `DELETE /api/v1/me`: the password confirms it is the owner. */
export const deleteAccountBodySchema = z
  .strictObject({ password: currentPasswordSchema })
  .register(z.globalRegistry, { id: 'DeleteAccountBody' });
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;

/** One e-mail of the development outbox (`GET /api/v1/dev/outbox?to=`; absent in production). */
export const outboxMessageSchema = z
  .object({
    id: z.uuid(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    /** The link the message asks the reader to open, if any. */
    link: z.nullable(z.string()),
    createdAt: z.iso.datetime({ offset: true }),
    sentAt: z.nullable(z.iso.datetime({ offset: true })),
  })
  .register(z.globalRegistry, { id: 'OutboxMessage' });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxQuerySchema = z.strictObject({ to: emailSchema });
export const outboxResponseSchema = z.object({ messages: z.array(outboxMessageSchema) });
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;

/** Stable codes of the account errors, for programs (messages are for people). */
export const AUTH_ERROR_CODES = {
  invalidCredentials: 'INVALID_CREDENTIALS',
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  weakPassword: 'WEAK_PASSWORD',
  invalidToken: 'INVALID_TOKEN',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  rateLimited: 'RATE_LIMITED',
} as const;
