/** What the routes that accept a request whatever the address answer: the same for every caller. */
export const AUTH_ROUTE_MESSAGES = {
  signupAccepted: 'Check your email to continue.',
  verificationAccepted:
    'If an unconfirmed account uses this address, a new confirmation link is on its way.',
  resetAccepted: 'If an account uses this address, password reset instructions are on their way.',
} as const;
