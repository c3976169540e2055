let token: string | null = null;

/**
 * The token of a password-reset link between /auth/callback and /reset-password. It lives in
 * this module only, never in web storage: a reload forgets it and the visitor asks for a new
 * link, and no other script on the origin can read it from storage.
 */
export const recoveryToken = {
  set: (value: string): void => {
    token = value;
  },
  get: (): string | null => token,
  clear: (): void => {
    token = null;
  },
};
