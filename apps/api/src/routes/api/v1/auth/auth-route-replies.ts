import { authSessionSchema, errorResponseSchema } from '@freedompath/contracts';

/** What the routes that accept a request whatever the address answer: the same for every caller. */
export const AUTH_ROUTE_MESSAGES = {
  signupAccepted: 'Check your email to continue.',
  verificationAccepted:
    'If an unconfirmed account uses this address, a new confirmation link is on its way.',
  resetAccepted: 'If an account uses this address, password reset instructions are on their way.',
} as const;

/** The refusals every account route may answer: a bad request, too many attempts. */
export const AUTH_ERRORS = { 400: errorResponseSchema, 429: errorResponseSchema } as const;

/** What a route that starts or extends a session with credentials answers. */
export const SESSION_RESPONSES = {
  200: authSessionSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  ...AUTH_ERRORS,
} as const;
