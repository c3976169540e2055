import { z } from 'zod/mini';
import { currentPasswordSchema, emailSchema, newPasswordSchema } from './credentials.js';
import type { ApiErrorCode } from './api-errors.js';

/** A single-use token from an e-mailed link (base64url, at least 128 bits). */
const linkTokenSchema = /* @__PURE__ */ z
  .string({ error: 'Token is required' })
  .check(z.minLength(1, 'Token is required'), z.maxLength(512, 'Token is invalid'));

export const roleSchema = /* @__PURE__ */ z.enum(['user', 'admin']);
export type Role = z.infer<typeof roleSchema>;

/** `GET /api/v1/me`: who is signed in. */
export const userSchema = /* @__PURE__ */ z
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
export const signupBodySchema = /* @__PURE__ */ z
  .strictObject({ email: emailSchema, password: newPasswordSchema })
  .register(z.globalRegistry, { id: 'SignupBody' });
export type SignupBody = z.input<typeof signupBodySchema>;

/** `POST /auth/signin`. */
export const signinBodySchema = /* @__PURE__ */ z
  .strictObject({ email: emailSchema, password: currentPasswordSchema })
  .register(z.globalRegistry, { id: 'SigninBody' });
export type SigninBody = z.input<typeof signinBodySchema>;

/**
 * `?client=api` on sign-in and verify-email: the refresh token comes back in the body (for
 * programs without a cookie jar) instead of only in the httpOnly cookie.
 */
export const authClientQuerySchema = /* @__PURE__ */ z.strictObject({
  client: z.optional(z.enum(['api'])),
});

/** An e-mail alone: resend-verification and forgot-password. */
export const emailBodySchema = /* @__PURE__ */ z
  .strictObject({ email: emailSchema })
  .register(z.globalRegistry, { id: 'EmailBody' });
export type EmailBody = z.input<typeof emailBodySchema>;

/**
 * `POST /auth/verify-email`: the link proves the mailbox, the password which sign-up is its
 * owner's (any of the address's pending sign-ups; ADR 038).
 */
export const verifyEmailBodySchema = /* @__PURE__ */ z
  .strictObject({ token: linkTokenSchema, password: currentPasswordSchema })
  .register(z.globalRegistry, { id: 'VerifyEmailBody' });
export type VerifyEmailBody = z.input<typeof verifyEmailBodySchema>;

/** Which e-mailed link: `signup` confirms an address, `recovery` resets a password. */
export const linkFlowSchema = /* @__PURE__ */ z.enum(['signup', 'recovery']);
export type LinkFlow = z.infer<typeof linkFlowSchema>;

/** `POST /auth/check-link`: whether an e-mailed link still works, without spending it. */
export const checkLinkBodySchema = /* @__PURE__ */ z
  .strictObject({ token: linkTokenSchema, flow: linkFlowSchema })
  .register(z.globalRegistry, { id: 'CheckLinkBody' });
export type CheckLinkBody = z.input<typeof checkLinkBodySchema>;

/** A link that still works, and the address it was sent to (its reader holds that mailbox). */
export const linkStatusSchema = /* @__PURE__ */ z
  .object({ email: z.string() })
  .register(z.globalRegistry, { id: 'LinkStatus' });
export type LinkStatus = z.infer<typeof linkStatusSchema>;

/** `POST /auth/reset-password`. */
export const resetPasswordBodySchema = /* @__PURE__ */ z
  .strictObject({ token: linkTokenSchema, password: newPasswordSchema })
  .register(z.globalRegistry, { id: 'ResetPasswordBody' });
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/** `POST /auth/refresh` and `/auth/signout`: the body carries the token only for API clients. */
export const refreshBodySchema = /* @__PURE__ */ z
  .strictObject({ refreshToken: z.optional(z.string().check(z.minLength(1), z.maxLength(512))) })
  .register(z.globalRegistry, { id: 'RefreshBody' });

/** A signed-in session: the access token for `Authorization: Bearer`, and who it belongs to. */
export const authSessionSchema = /* @__PURE__ */ z
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
export const acceptedResponseSchema = /* @__PURE__ */ z
  .object({ message: z.string() })
  .register(z.globalRegistry, { id: 'AcceptedResponse' });
export type AcceptedResponse = z.infer<typeof acceptedResponseSchema>;

/** `POST /api/v1/me/password`. */
export const changePasswordBodySchema = /* @__PURE__ */ z
  .strictObject({ currentPassword: currentPasswordSchema, newPassword: newPasswordSchema })
  .register(z.globalRegistry, { id: 'ChangePasswordBody' });
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/** `DELETE /api/v1/me`: the password confirms it is the owner. */
export const deleteAccountBodySchema = /* @__PURE__ */ z
  .strictObject({ password: currentPasswordSchema })
  .register(z.globalRegistry, { id: 'DeleteAccountBody' });
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;

/** One e-mail of the development outbox (`GET /api/v1/dev/outbox?to=`; absent in production). */
export const outboxMessageSchema = /* @__PURE__ */ z
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

export const outboxQuerySchema = /* @__PURE__ */ z.strictObject({ to: emailSchema });
export const outboxResponseSchema = /* @__PURE__ */ z.object({
  // Marked too: a bundle keeps a pure call's arguments that are calls, and this one would keep
  // outboxMessageSchema in the web app, which reads the outbox in development only.
  messages: /* @__PURE__ */ z.array(outboxMessageSchema),
});
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
} as const satisfies Record<string, ApiErrorCode>;
