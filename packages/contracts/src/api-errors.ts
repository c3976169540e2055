// A leaf module: it imports none of the schema modules, so importing it changes neither the
// order in which they register their schemas nor, with it, the OpenAPI document's.

/**
 * Every `code` the API answers an error with, the HTTP statuses it comes with and the message
 * it carries unless the situation has a more precise one. The API can throw no other code
 * (`AppError` refuses one), its OpenAPI document lists exactly these, and programs may rely on
 * them: a code is never renamed, only added.
 */
export const API_ERRORS = {
  // Requests the server cannot read (the one error handler).
  VALIDATION_FAILED: { status: [400], message: 'Some fields are missing or invalid.' },
  INVALID_JSON: { status: [400], message: 'The request body is not valid JSON.' },
  INVALID_BODY: {
    status: [400],
    message: 'The request body does not match its declared length.',
  },
  INVALID_URL: { status: [400], message: 'This address is not a valid URL.' },
  URL_TOO_LONG: { status: [414], message: 'This address is too long.' },
  UNSUPPORTED_MEDIA_TYPE: {
    status: [415],
    message: 'Send the body as JSON, with Content-Type: application/json.',
  },
  PAYLOAD_TOO_LARGE: { status: [413], message: 'The request body is too large.' },
  /** Another client error of the framework's own: its status and message are passed through. */
  BAD_REQUEST: { status: [400], message: 'This request cannot be read.' },
  NOT_FOUND: { status: [404], message: 'There is nothing at this address.' },
  RATE_LIMITED: {
    status: [429],
    message: 'Too many attempts. Please wait a moment and try again.',
  },
  INTERNAL_ERROR: { status: [500], message: 'Something went wrong on our side. Please try again.' },
  DATABASE_UNAVAILABLE: {
    status: [503],
    message: 'The service is briefly unavailable. Please try again in a few seconds.',
  },

  // Accounts and sessions.
  UNAUTHORIZED: { status: [401], message: 'Please sign in to continue.' },
  FORBIDDEN: { status: [403], message: 'You do not have permission to do this.' },
  /** 403 where the caller is signed in and gave a wrong current password. */
  INVALID_CREDENTIALS: {
    status: [401, 403],
    message: 'Invalid email or password. Please try again.',
  },
  EMAIL_NOT_VERIFIED: {
    status: [403],
    message:
      'Please confirm your email address first: open the link we sent you, or request a new one.',
  },
  WEAK_PASSWORD: {
    status: [400],
    message: 'This password is too common. Please choose a less predictable one.',
  },
  /** 400 for an e-mailed link, 401 for a session's refresh token. */
  INVALID_TOKEN: {
    status: [400, 401],
    message: 'This link is invalid or has expired. Please request a new one.',
  },
  CROSS_SITE_REQUEST: {
    status: [403],
    message:
      'This request came from another site, so it was refused. Open FreedomPath and try again.',
  },
  ACCOUNT_DISABLED: {
    status: [403],
    message: 'This account has been disabled. Contact support if you think this is a mistake.',
  },

  // Calculations, the quota and saved plans.
  UNKNOWN_CALCULATOR: { status: [404], message: 'There is no calculator of that name.' },
  QUOTA_EXCEEDED: {
    status: [402],
    message: "You've used all your calculations. Please upgrade to continue.",
  },
  /** A key that comes back with another request than its first (ADR 039). */
  IDEMPOTENCY_KEY_REUSED: {
    status: [422],
    message:
      'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
  },
  /** Its number is SAVED_PLAN_LIMIT's (checked by api-errors.test.ts). */
  SAVED_PLAN_LIMIT: {
    status: [409],
    message: 'You can keep up to 100 saved plans. Delete one to save another.',
  },
  /** Names compare trimmed and ignoring case, per calculator (ADR 043). */
  SAVED_PLAN_NAME_TAKEN: {
    status: [409],
    message: 'You already have a plan of this calculator with that name. Choose another name.',
  },

  // Billing.
  LIFETIME_OWNED: {
    status: [409],
    message: 'You already have lifetime access: there is nothing more to buy.',
  },
  SUBSCRIPTION_ACTIVE: {
    status: [409],
    message: 'You already have a monthly subscription. Manage or cancel it from your account page.',
  },
  YEARLY_ACTIVE: {
    status: [409],
    message:
      'Your year of access is still running. Add another year or upgrade to lifetime instead.',
  },
  NO_BILLING_ACCOUNT: {
    status: [404],
    message: 'You have no billing account yet: it is created with your first purchase.',
  },
  NOTHING_TO_CANCEL: { status: [409], message: 'You have no renewing subscription to cancel.' },
  /** `POST /billing/resume` without a subscription set to end (ADR 041). */
  NOTHING_TO_RESUME: {
    status: [409],
    message: 'You have no cancelled subscription to resume.',
  },
  /** `POST /billing/resume` once the cancelled subscription's period is over (ADR 041). */
  SUBSCRIPTION_ENDED: {
    status: [409],
    message:
      'Your subscription has ended and can no longer be resumed. Choose a plan on Pricing to subscribe again.',
  },
  /** An unknown checkout session, or another account's (ADR 042). */
  CHECKOUT_SESSION_NOT_FOUND: {
    status: [404],
    message:
      'We could not find this checkout for your account. If you were charged, contact support; otherwise start again from Pricing.',
  },
  PAYMENT_PROVIDER_ERROR: {
    status: [502],
    message: 'The payment provider did not answer as expected. Please try again in a minute.',
  },
  INVALID_SIGNATURE: {
    status: [400],
    message: 'The Stripe-Signature header does not match this body.',
  },
  INVALID_EVENT: { status: [400], message: 'The body is signed but is not a Stripe event.' },
  STRIPE_NOT_CONFIGURED: { status: [404], message: 'Stripe is not configured on this server.' },
  CHECKOUT_NOT_FOUND: {
    status: [404],
    message: 'This test checkout does not exist or has expired. Start again from Pricing.',
  },
  CHECKOUT_NOT_YOURS: {
    status: [403],
    message:
      'This test checkout was started in another browser or by another account. Start again from Pricing.',
  },
  CHECKOUT_CLOSED: {
    status: [409],
    message: 'This test checkout was already used. Start again from Pricing.',
  },

  // The admin.
  USER_NOT_FOUND: { status: [404], message: 'This user does not exist.' },
  CANNOT_MODIFY_ADMIN: { status: [409], message: 'The admin account cannot be changed here.' },
  REFRESH_IN_PROGRESS: {
    status: [409],
    message: 'Analytics are already being refreshed. Try again in a moment.',
  },
  INVALID_CURSOR: {
    status: [400],
    message: 'This page link is invalid. Load the list again from its first page.',
  },
} as const satisfies Record<string, { status: readonly number[]; message: string }>;

export type ApiErrorCode = keyof typeof API_ERRORS;
/** The statuses an error with this code may come with. */
export type ApiErrorStatus<C extends ApiErrorCode> = (typeof API_ERRORS)[C]['status'][number];

export const API_ERROR_CODES = /* @__PURE__ */ Object.keys(API_ERRORS) as [
  ApiErrorCode,
  ...ApiErrorCode[],
];

export function isApiErrorCode(code: string): code is ApiErrorCode {
  return Object.hasOwn(API_ERRORS, code);
}
